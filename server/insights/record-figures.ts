import { and, gte, lt } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { countRows } from "#server/db/count-rows.ts";
import type { Queryable } from "#server/db/index.ts";
import { newsletterSubscribers, redemptions, users } from "#server/db/schema/index.ts";

/**
 * The report's conversion figures that the site's own records hold, counted from those records
 * rather than from the visit events: accounts created (every row of the users list, a deleted
 * account's too), addresses confirmed, newsletter subscriptions confirmed and payouts requested
 * in [start, end). A visit event can be missing (Do-Not-Track, a bot's agent, a failure that was
 * logged), the record cannot; the events only say where the records came from.
 */
export async function recordFigures(db: Queryable, start: Date, end: Date) {
  const within = (table: PgTable, column: AnyPgColumn) =>
    countRows(db, table, and(gte(column, start), lt(column, end)));
  const [signups, verifications, newsletters, payouts] = await Promise.all([
    within(users, users.createdAt),
    within(users, users.emailVerifiedAt),
    within(newsletterSubscribers, newsletterSubscribers.confirmedAt),
    within(redemptions, redemptions.createdAt),
  ]);
  return { signups, verifications, newsletters, redemptions: payouts };
}
