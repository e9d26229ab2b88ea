import { and, gte, inArray, lt, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type InsightsReport, insightsTopRows } from "#contract/insights.ts";
import { deletedAccountName } from "#contract/user.ts";
import type { Db } from "#server/db/index.ts";
import { redemptions, referrals, users } from "#server/db/schema/index.ts";
import { addDays, dayStart } from "./visitor.ts";

export type LedgerSteps = Awaited<ReturnType<typeof ledgerSteps>>;

/**
 * The referral ledger's steps in the range, per referrer, each counted by the day it happened:
 * sign-ups with the code, confirmations, points credited, and the PKR of the referrers'
 * redemptions. Independent of the page views, so it runs alongside their aggregation.
 */
export async function ledgerSteps(db: Db, from: string, to: string) {
  const start = dayStart(from);
  const end = dayStart(addDays(to, 1));
  // Through drizzle's operators, so the instants are sent as the column's type on every driver.
  const within = (column: AnyPgColumn) => and(gte(column, start), lt(column, end))!;
  const [steps, payouts] = await Promise.all([
    db
      .select({
        referrerId: referrals.referrerId,
        signups: sql<number>`count(*) filter (where ${within(referrals.createdAt)})`.mapWith(
          Number,
        ),
        verified: sql<number>`count(*) filter (where ${within(referrals.verifiedAt)})`.mapWith(
          Number,
        ),
        creditedPoints:
          sql<number>`coalesce(sum(${referrals.points}) filter (where ${referrals.status} = 'credited' and ${within(referrals.decidedAt)}), 0)`.mapWith(
            Number,
          ),
      })
      .from(referrals)
      .where(
        or(within(referrals.createdAt), within(referrals.verifiedAt), within(referrals.decidedAt)),
      )
      .groupBy(referrals.referrerId),
    // Payouts of referrers only: accounts that have referred someone, at any time.
    db
      .select({
        userId: redemptions.userId,
        pkr: sql<number>`sum(${redemptions.pkr})`.mapWith(Number),
      })
      .from(redemptions)
      .where(
        and(
          within(redemptions.createdAt),
          sql`exists (select 1 from ${referrals} where ${referrals.referrerId} = ${redemptions.userId})`,
        ),
      )
      .groupBy(redemptions.userId),
  ]);
  return {
    steps: new Map(steps.map((row) => [row.referrerId, row])),
    payouts: new Map(payouts.map((row) => [row.userId, row.pkr])),
  };
}

/** The funnel's rows: the ledger's referrers and those whose link was visited, busiest first. */
export async function referrerFunnel(
  db: Db,
  ledger: LedgerSteps,
  linkVisitors: Map<string, number>,
): Promise<InsightsReport["referrers"]> {
  const ids = [...new Set([...ledger.steps.keys(), ...ledger.payouts.keys()])];
  const codes = [...linkVisitors.keys()];
  if (ids.length === 0 && codes.length === 0) return [];
  const people = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      code: users.referralCode,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(
      or(
        ids.length > 0 ? inArray(users.id, ids) : undefined,
        codes.length > 0 ? inArray(users.referralCode, codes) : undefined,
      ),
    );
  return people
    .map((person) => {
      const step = ledger.steps.get(person.id);
      return {
        name: person.deletedAt ? deletedAccountName : person.name,
        email: person.deletedAt ? deletedAccountName : person.email,
        code: person.code,
        linkVisitors: linkVisitors.get(person.code) ?? 0,
        signups: step?.signups ?? 0,
        verified: step?.verified ?? 0,
        creditedPoints: step?.creditedPoints ?? 0,
        redeemedPkr: ledger.payouts.get(person.id) ?? 0,
      };
    })
    .filter(
      (row) =>
        row.linkVisitors + row.signups + row.verified + row.creditedPoints + row.redeemedPkr > 0,
    )
    .sort(
      (a, b) =>
        b.signups - a.signups ||
        b.linkVisitors - a.linkVisitors ||
        b.creditedPoints - a.creditedPoints ||
        b.redeemedPkr - a.redeemedPkr ||
        a.email.localeCompare(b.email),
    )
    .slice(0, insightsTopRows);
}
