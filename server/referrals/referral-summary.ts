import { count, desc, eq, sql } from "drizzle-orm";
import { deletedAccountName, type ReferralSummary } from "#contract/user.ts";
import type { Queryable } from "#server/db/index.ts";
import { referrals, users } from "#server/db/schema/index.ts";
import { maskEmail, maskName, REFERRAL_FRIENDS_LIMIT } from "./rules.ts";

/** The referrer's dashboard figures and their friends, masked, newest first. */
export async function referralSummary(
  deps: { db: Queryable },
  input: { referrerId: string },
): Promise<ReferralSummary> {
  const { db } = deps;
  const rows = await db
    .select({
      status: referrals.status,
      verified: sql<boolean>`${referrals.verifiedAt} is not null`,
      value: count(),
      points: sql<number>`coalesce(sum(${referrals.points}), 0)`.mapWith(Number),
    })
    .from(referrals)
    .where(eq(referrals.referrerId, input.referrerId))
    .groupBy(referrals.status, sql`${referrals.verifiedAt} is not null`);
  const sum = (pick: (row: (typeof rows)[number]) => boolean, of: "value" | "points" = "value") =>
    rows.filter(pick).reduce((total, row) => total + row[of], 0);
  const friends = await db
    .select({
      name: users.name,
      email: users.email,
      deletedAt: users.deletedAt,
      status: referrals.status,
      createdAt: referrals.createdAt,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(eq(referrals.referrerId, input.referrerId))
    .orderBy(desc(referrals.id))
    .limit(REFERRAL_FRIENDS_LIMIT);
  return {
    joined: sum(() => true),
    confirmed: sum((row) => row.verified),
    pending: sum((row) => row.status === "pending"),
    inReview: sum((row) => row.status === "flagged"),
    credited: sum((row) => row.status === "credited"),
    pendingPoints: sum((row) => row.status === "pending" || row.status === "flagged", "points"),
    friends: friends.map((friend) => ({
      name: friend.deletedAt ? deletedAccountName : maskName(friend.name),
      email: friend.deletedAt ? "" : maskEmail(friend.email),
      status: friend.status,
      joinedAt: friend.createdAt.toISOString(),
    })),
  };
}
