import { and, asc, count, desc, eq, gt, lte, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { AdminCall, CallFilter, CallListQuery, Page } from "#contract/admin.ts";
import { iso, isoOrNull, paged, searchIn } from "#server/db/paging.ts";
import { type BookingRow, bookings } from "#server/db/schema/index.ts";
import { consultationBySlug } from "#site/booking/consultations.ts";
import { type BookingDeps, consultantName } from "./rules.ts";

/** A booked call as the calls list shows it. */
export function adminCallOf(row: BookingRow): AdminCall {
  return {
    id: row.id,
    title: consultationBySlug(row.consultation)?.title ?? row.consultation,
    start: iso(row.startsAt),
    end: iso(row.endsAt),
    consultant: consultantName(row.consultant).name,
    name: row.name,
    email: row.email,
    company: row.company,
    status: row.status,
    leadId: row.leadId,
    cancelledAt: isoOrNull(row.cancelledAt),
  };
}

/**
 * The calls a filter shows at `now`: upcoming ones are booked and not over (a call under way
 * among them, to be marked a no-show); past ones are over or marked a no-show.
 */
function callsWhere(filter: CallFilter, now: Date): SQL | undefined {
  if (filter === "upcoming") return and(eq(bookings.status, "booked"), gt(bookings.endsAt, now));
  if (filter === "past")
    return or(
      eq(bookings.status, "no-show"),
      and(eq(bookings.status, "booked"), lte(bookings.endsAt, now)),
    );
  if (filter === "cancelled") return eq(bookings.status, "cancelled");
  return undefined;
}

/**
 * The calls list of the admin area (the agenda): upcoming calls soonest first, by default; past,
 * cancelled or all calls latest first. Searched by the visitor's name, address and company.
 */
export async function listCalls(
  deps: Pick<BookingDeps, "db" | "clock">,
  query: z.output<typeof CallListQuery>,
): Promise<Page<AdminCall>> {
  const where = and(
    callsWhere(query.status, deps.clock()),
    searchIn(query.q, [bookings.name, bookings.email, bookings.company]),
  );
  const order =
    query.status === "upcoming"
      ? [asc(bookings.startsAt), asc(bookings.id)]
      : [desc(bookings.startsAt), desc(bookings.id)];
  return paged(
    query.page,
    deps.db.select({ value: count() }).from(bookings).where(where),
    deps.db
      .select()
      .from(bookings)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    (rows) => rows.map(adminCallOf),
  );
}
