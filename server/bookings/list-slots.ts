import type { SlotList } from "#contract/bookings.ts";
import { slotsOf } from "./availability.ts";
import { type BookingDeps, consultationOr404, consultationWith } from "./rules.ts";
import { windowEnd } from "./slots.ts";

const day = 24 * 60 * 60_000;

/**
 * A page of a consultation's free slots: `days` days from `from` (now by default), of one
 * consultant when `consultant` is given (a call being moved keeps its consultant).
 */
export async function listSlots(
  deps: Pick<BookingDeps, "db" | "clock" | "calendars">,
  input: { consultation: string; from?: string; days: number; consultant?: string },
): Promise<SlotList> {
  const consultation = input.consultant
    ? consultationWith(consultationOr404(input.consultation), input.consultant)
    : consultationOr404(input.consultation);
  const from = input.from ? Date.parse(input.from) : deps.clock().getTime();
  const slots = await slotsOf(deps, consultation, { from, to: from + input.days * day });
  return {
    consultation: consultation.slug,
    durationMinutes: consultation.durationMinutes,
    slots: slots.map((slot) => ({
      start: new Date(slot.start).toISOString(),
      end: new Date(slot.end).toISOString(),
    })),
    windowEnd: new Date(windowEnd(consultation, deps.clock().getTime())).toISOString(),
  };
}
