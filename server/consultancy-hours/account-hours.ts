import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AccountHours, HourReferral } from "#contract/consultancy-hours.ts";
import { deletedAccountName } from "#contract/user.ts";
import type { Queryable } from "#server/db/index.ts";
import {
  consultancyHourRevocations,
  consultancyHourRevokedReferrals,
  referrals,
  users,
} from "#server/db/schema/index.ts";
import { HttpError } from "#server/http/errors.ts";
import { hoursFigures } from "./member-hours.ts";
import { countingReferrals, type HoursDeps, hourMessages, spendingCalls } from "./rules.ts";

const friend = alias(users, "friend");
const revoker = alias(users, "revoker");

/** The referral's friend as an administrator reads it: a deleted account shows no address. */
const friendColumns = {
  id: referrals.id,
  name: friend.name,
  email: friend.email,
  deletedAt: friend.deletedAt,
  creditedAt: referrals.decidedAt,
};
type FriendRow = {
  id: number;
  name: string;
  email: string;
  deletedAt: Date | null;
  creditedAt: Date | null;
};
const shown = (row: FriendRow): HourReferral => ({
  id: row.id,
  name: row.deletedAt ? deletedAccountName : row.name,
  email: row.deletedAt ? "" : row.email,
  creditedAt: row.creditedAt?.toISOString() ?? null,
});

/** The referrals that count toward the member's hours, in the order they were credited. */
async function countingFriends(db: Queryable, userId: string) {
  return db
    .select(friendColumns)
    .from(referrals)
    .innerJoin(friend, eq(friend.id, referrals.referredUserId))
    .where(countingReferrals(userId))
    .orderBy(sql`${referrals.decidedAt} asc nulls first`, asc(referrals.id));
}

/** The member's revocations, newest first, each with who revoked it and the referrals it took out. */
async function revocationsOf(db: Queryable, userId: string) {
  const rows = await db
    .select({
      id: consultancyHourRevocations.id,
      at: consultancyHourRevocations.createdAt,
      by: revoker.name,
      reason: consultancyHourRevocations.reason,
    })
    .from(consultancyHourRevocations)
    .leftJoin(revoker, eq(revoker.id, consultancyHourRevocations.revokedBy))
    .where(eq(consultancyHourRevocations.userId, userId))
    .orderBy(desc(consultancyHourRevocations.createdAt), desc(consultancyHourRevocations.id));
  const taken =
    rows.length === 0
      ? []
      : await db
          .select({ ...friendColumns, revocationId: consultancyHourRevokedReferrals.revocationId })
          .from(consultancyHourRevokedReferrals)
          .innerJoin(referrals, eq(referrals.id, consultancyHourRevokedReferrals.referralId))
          .innerJoin(friend, eq(friend.id, referrals.referredUserId))
          .where(
            inArray(
              consultancyHourRevokedReferrals.revocationId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(referrals.id));
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    by: row.by ?? "An administrator",
    reason: row.reason,
    referrals: taken.filter((referral) => referral.revocationId === row.id).map(shown),
  }));
}

/**
 * One account's consultancy hours for an administrator: the figures the member sees, each
 * unlocked hour with the referrals that unlocked it (credited order, `every` to an hour, so the
 * last complete group is the newest hour), the referrals toward the next, and the revocations.
 */
export async function accountHours(deps: HoursDeps, userId: string): Promise<AccountHours> {
  const { db, every } = deps;
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      deletedAt: users.deletedAt,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw new HttpError(404, hourMessages.accountNotFound);
  const [friends, revocations, calls] = await Promise.all([
    countingFriends(db, userId),
    revocationsOf(db, userId),
    spendingCalls(db, userId),
  ]);
  const complete = friends.length - (friends.length % every);
  const unlocked: AccountHours["unlocked"] = [];
  for (let start = 0; start < complete; start += every)
    unlocked.push({
      number: start / every + 1,
      referrals: friends.slice(start, start + every).map(shown),
    });
  return {
    account: {
      id: account.id,
      name: account.deletedAt ? deletedAccountName : account.name,
      email: account.deletedAt ? "" : account.email,
      deleted: account.deletedAt !== null,
      emailVerified: account.emailVerifiedAt !== null,
      createdAt: account.createdAt.toISOString(),
    },
    hours: hoursFigures(every, friends.length, revocations.length, calls, deps.clock()),
    unlocked,
    toward: friends.slice(complete).map(shown),
    revocations,
  };
}
