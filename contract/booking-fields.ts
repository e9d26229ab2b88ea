/**
 * Booking a call: plain values for the browser (no zod). The schemas are in ./bookings.ts.
 */
import { choices } from "./choices.ts";

/** A booking's state: booked (upcoming or held), cancelled by either side, or a no-show. */
export const { values: bookingStatuses, labels: bookingStatusLabels } = choices({
  booked: "Booked",
  cancelled: "Cancelled",
  "no-show": "No-show",
});
export type BookingStatus = (typeof bookingStatuses)[number];

/** What a signed link in a booked call's mails does: each link does one thing, once. */
export const bookingLinkPurposes = ["reschedule", "cancel"] as const;
export type BookingLinkPurpose = (typeof bookingLinkPurposes)[number];

/** The optional budget question's answers. */
export const { values: budgetRanges, labels: budgetRangeLabels } = choices({
  "not-sure": "Not sure yet",
  "under-250k": "Under PKR 250,000",
  "250k-1m": "PKR 250,000 to 1 million",
  "1m-5m": "PKR 1 to 5 million",
  "over-5m": "Over PKR 5 million",
});
export type BudgetRange = (typeof budgetRanges)[number];

export const bookingLimits = { name: 100, email: 254, company: 100, need: 2000 } as const;

/** Slots a page of the picker asks for: this many days from its first. */
export const slotPageDays = 7;

/** How many free slots a refusal for a slot taken meanwhile offers instead. */
export const nextSlotsOffered = 3;

/** The path of the booking page, with a service's path chosen when it has one. */
export function bookingPath(options: { consultation?: string; service?: string } = {}): string {
  const query = new URLSearchParams();
  if (options.service) query.set("service", options.service);
  const base = options.consultation ? `/book/${options.consultation}` : "/book";
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}
