import { z } from "zod";
import {
  bookingLimits,
  bookingLinkPurposes,
  bookingStatuses,
  budgetRanges,
} from "./booking-fields.ts";
import { formEmail, formLine } from "./fields.ts";

export * from "./booking-fields.ts";

/**
 * Booking a call (POST /api/bookings and beside it). Messages complete a sentence that starts
 * with the field's label, as the server reports them ("Email: must be a valid email address.").
 */

const slug = z.string().regex(/^[a-z0-9-]{1,60}$/, "is not a consultation of ours.");
const instantText = z.iso.datetime({ offset: true, error: "must be a date and time." });

/** An IANA zone the visitor's browser reports ("Europe/London"), for the mails' times. */
const timeZone = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "is not a time zone.");

export const SlotsQuery = z.object({
  consultation: slug,
  /** The first day asked for (the visitor's today by default): slots from its start on. */
  from: instantText.optional(),
  days: z.coerce.number().int().min(1).max(31).default(7),
  /** One consultant's times only: a call being moved stays with its consultant. */
  consultant: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, "is not a consultant of ours.")
    .optional(),
});

export const BookingSlot = z.object({ start: z.string(), end: z.string() });
export type BookingSlot = z.infer<typeof BookingSlot>;

export const SlotList = z.object({
  consultation: z.string(),
  durationMinutes: z.number(),
  slots: z.array(BookingSlot),
  /** The last instant the window reaches: the picker stops offering later pages there. */
  windowEnd: z.string(),
});
export type SlotList = z.infer<typeof SlotList>;

export const bookingRequestSchema = z.object({
  consultation: slug,
  start: instantText,
  name: formLine(bookingLimits.name).min(1, "is required."),
  email: formEmail(bookingLimits.email),
  company: formLine(bookingLimits.company).optional().default(""),
  need: z
    .string({ error: "is required." })
    .trim()
    .min(1, "is required.")
    .max(bookingLimits.need, `must be at most ${bookingLimits.need} characters.`),
  budget: z.enum(budgetRanges, { error: "is not one of the ranges offered." }).optional(),
  /** The visitor's zone, for the times in their mail; Karachi when absent. */
  timeZone: timeZone.optional(),
  /** The service page the booking was opened from. */
  service: z
    .string()
    .regex(/^\/[a-z0-9/-]{0,100}$/)
    .optional(),
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;
export type BookingInput = z.output<typeof bookingRequestSchema>;

export const BookedCall = z.object({
  id: z.number(),
  consultation: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  consultant: z.object({ name: z.string(), role: z.string() }),
  status: z.enum(bookingStatuses),
  message: z.string(),
});
export type BookedCall = z.infer<typeof BookedCall>;

/** 409: the slot went meanwhile; these are the next free ones. */
export const SlotTaken = z.object({
  message: z.string(),
  field: z.literal("start"),
  nextSlots: z.array(BookingSlot),
});
export type SlotTaken = z.infer<typeof SlotTaken>;

const linkToken = z
  .string({ error: "is required." })
  .trim()
  .min(1, "is required.")
  .max(2000, "is not a link of ours.");

/** A reschedule or cancel link, asked about before it is used (the pages do on load). */
export const BookingLinkBody = z.object({
  token: linkToken,
  purpose: z.enum(bookingLinkPurposes, { error: "is not something a link does." }),
});
export type BookingLinkBody = z.infer<typeof BookingLinkBody>;

export const CancelBookingBody = z.object({ token: linkToken });
export type CancelBookingBody = z.infer<typeof CancelBookingBody>;

export const RescheduleBookingBody = z.object({ token: linkToken, start: instantText });
export type RescheduleBookingBody = z.infer<typeof RescheduleBookingBody>;

/**
 * The call a link is for, as its page shows it: the booked call, and what the picker needs to
 * offer the same consultant's other times.
 */
export const LinkedCall = BookedCall.extend({
  consultantSlug: z.string(),
  durationMinutes: z.number(),
  /** Where another call of the kind is booked: its page, or the dashboard for a member's hour. */
  rebookPath: z.string(),
});
export type LinkedCall = z.infer<typeof LinkedCall>;
