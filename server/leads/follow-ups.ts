import { and, asc, eq, inArray, isNotNull, lte } from "drizzle-orm";
import { z } from "zod";
import type { Queryable } from "#server/db/index.ts";
import { contactMessages, jobs } from "#server/db/schema/index.ts";
import { defineJob } from "#server/jobs/queue.ts";
import type { JobWorker } from "#server/jobs/worker.ts";
import { mailJob } from "#server/mail/outbox.ts";
import type { Mail } from "#server/mail/transport.ts";
import { followUpDigestMail } from "./templates.ts";

/** The company works in Karachi: follow-up days and working mornings are Pakistan's. */
export const siteTimeZone = "Asia/Karachi";

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: siteTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: siteTimeZone,
  weekday: "short",
  hour: "numeric",
  hourCycle: "h23",
});

/** "2026-11-24": the day an instant falls on in the site's time zone. */
export const siteDay = (at: Date) => dayFormat.format(at);

/** The weekday ("Mon"…"Sun") and hour (0–23) of an instant in the site's time zone. */
export function siteClock(at: Date): { weekday: string; hour: number } {
  const parts = partsFormat.formatToParts(at);
  return {
    weekday: parts.find((part) => part.type === "weekday")?.value ?? "",
    hour: Number(parts.find((part) => part.type === "hour")?.value ?? 0),
  };
}

/** Stages a follow-up still matters in. */
export const openStages = ["new", "contacted", "proposal"] as const;

/** The columns that name a lead in a list: its number, the person and the company. */
const leadColumns = {
  id: contactMessages.id,
  firstName: contactMessages.firstName,
  lastName: contactMessages.lastName,
  company: contactMessages.company,
};

/** A lead as a list names it: its number, the person's full name and the company. */
function leadOf(row: { id: number; firstName: string; lastName: string; company: string }) {
  return { id: row.id, name: `${row.firstName} ${row.lastName}`.trim(), company: row.company };
}

/** Open leads whose follow-up day is `today` or earlier, the most overdue first. */
export async function dueFollowUps(db: Queryable, today: string) {
  const rows = await db
    .select({
      ...leadColumns,
      status: contactMessages.status,
      nextFollowUpOn: contactMessages.nextFollowUpOn,
    })
    .from(contactMessages)
    .where(
      and(
        isNotNull(contactMessages.nextFollowUpOn),
        lte(contactMessages.nextFollowUpOn, today),
        inArray(contactMessages.status, openStages),
      ),
    )
    .orderBy(asc(contactMessages.nextFollowUpOn), asc(contactMessages.id))
    .limit(200);
  return rows.map((row) => ({
    ...leadOf(row),
    status: row.status,
    nextFollowUpOn: row.nextFollowUpOn!,
    overdue: row.nextFollowUpOn! < today,
  }));
}

export type DueFollowUp = Awaited<ReturnType<typeof dueFollowUps>>[number];

/** The digest goes out from this hour of a working morning (the site's time zone)… */
const digestFromHour = 8;
/** …until this one: a digest is a morning's to-do list, not an afternoon surprise. */
const digestUntilHour = 12;

/** New enquiries not yet contacted (spam is never "new"), oldest first. */
async function uncontacted(db: Queryable) {
  const rows = await db
    .select({
      ...leadColumns,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.status, "new"))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id))
    .limit(200);
  return rows.map((row) => ({
    ...leadOf(row),
    receivedOn: siteDay(row.createdAt),
  }));
}

/**
 * The follow-up digest, if one is due at `now`: on a working morning (Monday to Saturday, 08:00
 * to noon in the site's time zone), when there is something to list (follow-ups due today or
 * overdue, or new enquiries), and not yet sent that day. The mail job's key is the day, so
 * every instance and every run of the recurring job together send it once. Returns the mail
 * this call queued, or null.
 */
export async function queueDigestIfDue(
  db: Queryable,
  now: Date,
  options: { mailTo: string; publicUrl: string },
): Promise<Mail | null> {
  const { weekday, hour } = siteClock(now);
  if (weekday === "Sun" || hour < digestFromHour || hour >= digestUntilHour) return null;
  const today = siteDay(now);
  const [followUps, fresh] = await Promise.all([dueFollowUps(db, today), uncontacted(db)]);
  if (followUps.length === 0 && fresh.length === 0) return null;
  const mail = followUpDigestMail({
    to: options.mailTo,
    today,
    followUps,
    fresh,
    publicUrl: options.publicUrl,
  });
  const [queued] = await db
    .insert(jobs)
    .values({ kind: mailJob.kind, payload: mailJob.payload.parse(mail), key: digestKey(today) })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return queued ? mail : null;
}

export const digestKey = (day: string) => `leads-digest:${day}`;

export const digestJob = defineJob("leads-digest", z.object({}));

/**
 * The digest as a recurring job on the one job worker: every 15 minutes it asks whether a
 * digest is due (`clock` is the time it goes by; tests set it).
 */
export function registerFollowUpDigest(
  worker: JobWorker,
  options: { mailTo: string; publicUrl: string; clock?: () => Date; everyMs?: number },
): void {
  const clock = options.clock ?? (() => new Date());
  const everyMs = options.everyMs ?? 15 * 60_000;
  worker.register(digestJob, {
    everyMs,
    retryBaseMs: 60_000,
    retryMaxMs: everyMs,
    handle: async (tx) => {
      if (await queueDigestIfDue(tx, clock(), options)) worker.wake();
    },
  });
}
