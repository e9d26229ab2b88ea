import { and, eq, gt, inArray, lt } from "drizzle-orm";
import { bookings } from "#server/db/schema/index.ts";
import {
  type Consultant,
  type Consultation,
  consultantBySlug,
} from "#site/booking/consultations.ts";
import { type BookingDeps, holidays, timeZone } from "./rules.ts";
import { type ConsultantWeek, earliestStart, freeSlots, type Slot, windowEnd } from "./slots.ts";

const day = 24 * 60 * 60_000;

/**
 * The free slots of a consultation in [from, to), from the database's booked calls and the
 * consultants' calendars: the one query the slot list, a booking's check and the next free slots
 * offered after a refusal share.
 */
export async function slotsOf(
  deps: Pick<BookingDeps, "db" | "clock" | "calendars"> & {
    /** A consultant's week: content/consultants/ (the server benchmark brings its own four). */
    consultantOf?: (slug: string) => Pick<Consultant, "hours" | "daysOff"> | undefined;
  },
  consultation: Consultation,
  range: { from?: number; to?: number } = {},
): Promise<Slot[]> {
  const now = deps.clock().getTime();
  const rules = consultation;
  // Calls and busy times a day either side matter: buffers and the daily limit reach over.
  const from = Math.max(range.from ?? 0, earliestStart(rules, now)) - day;
  const to = Math.min(range.to ?? Infinity, windowEnd(rules, now)) + day;
  if (from >= to) return [];
  const calls = await deps.db
    .select({
      consultant: bookings.consultant,
      start: bookings.startsAt,
      end: bookings.endsAt,
      kind: bookings.consultation,
      bufferMinutes: bookings.bufferMinutes,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.consultant, consultation.consultants),
        eq(bookings.status, "booked"),
        lt(bookings.startsAt, new Date(to)),
        gt(bookings.endsAt, new Date(from)),
      ),
    );
  const weeks: ConsultantWeek[] = await Promise.all(
    consultation.consultants.flatMap((slug) => {
      const consultant = (deps.consultantOf ?? consultantBySlug)(slug);
      if (!consultant) return [];
      return [
        deps.calendars.busyOf(slug, { start: from, end: to }).then((busy) => ({
          id: slug,
          hours: consultant.hours,
          daysOff: consultant.daysOff,
          calls: calls
            .filter((call) => call.consultant === slug)
            .map((call) => ({
              start: call.start.getTime(),
              end: call.end.getTime(),
              kind: call.kind,
              bufferMinutes: call.bufferMinutes,
            })),
          busy,
        })),
      ];
    }),
  );
  return freeSlots({
    kind: consultation.slug,
    rules,
    consultants: weeks,
    holidays,
    now,
    timeZone,
    ...(range.from !== undefined ? { from: range.from } : {}),
    ...(range.to !== undefined ? { to: range.to } : {}),
  });
}
