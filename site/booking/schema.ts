import { z } from "zod";
import { type Weekday, weekdays } from "./zone.ts";

/**
 * Booking a call (issue 37): the kinds of consultation a visitor or member books
 * (content/consultations/), when each consultant takes calls (content/consultants/, one file per
 * member of content/team/) and the days nobody does (content/company/holidays.yaml). The build
 * validates each file against these schemas (scripts/build/build-content.ts); that every
 * consultant named is on the team, and every service page exists, is checked by
 * site/booking/consultations.test.ts. Times are the site's time zone, Asia/Karachi.
 */

const text = z.string().trim().min(1);
/** A slug: lower-case words and dashes, as a file name is. */
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case words and dashes");
/** Slots sit on a quarter-hour grid: the database holds a booking's time a quarter at a time. */
const quarters = (max: number) =>
  z.int().min(0).max(max).multipleOf(15, "a multiple of 15 minutes");
const day = z.iso.date();
/** "09:00" to "24:00", a quarter-hour. */
const clock = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):(?:00|15|30|45)$|^24:00$/, "a time such as 09:30 (quarter-hours)");

/** What the booking form asks, beyond name and e-mail address. */
export const consultationQuestions = ["company", "need", "budget"] as const;

export const consultationSchema = z
  .object({
    /** true while the entry is an example to approve or replace; a production build refuses it. */
    standIn: z.boolean().default(false),
    /** Its order on the booking page, 1 first. */
    order: z.int().min(1),
    title: text.max(60),
    /** One or two sentences under the title: what the call is for. */
    summary: text.max(240),
    /** Who may book it: anyone, or a member with an unlocked consultancy hour. */
    audience: z.enum(["anyone", "members-with-hours"]),
    durationMinutes: quarters(240).min(15),
    /** Kept free before and after each call. */
    bufferMinutes: quarters(120),
    /** The earliest a call can start, counted from now. */
    minimumNoticeHours: z.int().min(0).max(336),
    /** How many days ahead a call can be booked. */
    bookingWindowDays: z.int().min(1).max(90),
    /** At most this many calls of this kind per consultant and day. */
    dailyLimit: z.int().min(1).max(20),
    /** Slots start every this many minutes. */
    slotEveryMinutes: quarters(120).min(15).default(30),
    /** Team members (their file's name in content/team/) who take these calls. */
    consultants: z.array(slug).min(1),
    /**
     * Service pages ("/services/webdev/ecommerce", a hub such as "/web-development") whose "Free
     * Consultation" button books this kind; empty for none.
     */
    services: z.array(z.string().regex(/^\/[a-z0-9/-]*$/, "a page path such as /web-development")),
    /** The questions asked; `need` is always asked, `budget` is optional to answer. */
    questions: z.array(z.enum(consultationQuestions)).min(1),
  })
  .strict();

const span = z
  .object({ from: clock, to: clock })
  .strict()
  .refine((value) => value.from < value.to, "`to` must be later than `from`");

export const consultantSchema = z
  .object({
    /** true while the hours are made up (the team's entries are stand-ins too). */
    standIn: z.boolean(),
    /** Weekly working hours, Karachi time; a day left out is not worked. */
    hours: z.partialRecord(z.enum(weekdays), z.array(span)),
    /** Leave and other days this consultant takes no calls. */
    daysOff: z.array(day).default([]),
  })
  .strict();

export const holidaysSchema = z
  .object({
    standIn: z.boolean().default(false),
    /** Public holidays: no consultant takes calls on these days. */
    holidays: z.array(z.object({ date: day, name: text.max(60) }).strict()),
  })
  .strict();

export type ConsultationEntry = z.output<typeof consultationSchema>;
export type ConsultantEntry = z.output<typeof consultantSchema>;
export { type Weekday, weekdays };
