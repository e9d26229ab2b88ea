import { and, eq, gt, inArray, like, lte } from "drizzle-orm";
import { z } from "zod";
import type { Queryable } from "#server/db/index.ts";
import { bookings, jobs } from "#server/db/schema/index.ts";
import { defineJob, undoneAndFree } from "#server/jobs/queue.ts";
import type { JobWorker } from "#server/jobs/worker.ts";
import { enqueueMailToUnconfirmed } from "#server/mail/outbox.ts";
import { invitedCallOf, type ReminderLead, reminderLeads, reminderMail } from "./mails.ts";
import type { BookingDeps } from "./rules.ts";

/**
 * The mail job of one reminder of one version of a booking. The queue takes a key once ever
 * (jobs.key is unique), so every run of the sweep, on any instance, queues a reminder once;
 * a moved call has a new version, so its reminders are new ones, for the new time.
 */
export const reminderKey = (bookingId: number, version: number, lead: ReminderLead) =>
  `booking-reminder:${bookingId}:${version}:${lead}`;

/**
 * Deletes a booking's reminders still waiting to be sent (the call was moved or cancelled), in
 * the change's transaction. One a worker is sending right now is left to it.
 */
export async function dropWaitingReminders(db: Queryable, bookingId: number): Promise<void> {
  await db
    .delete(jobs)
    .where(and(like(jobs.key, `booking-reminder:${bookingId}:%`), undoneAndFree()));
}

/** Whether a reminder is due now: its moment has come, and nothing later says it better. */
function isDue(
  lead: ReminderLead,
  call: { startsAt: Date; scheduledAt: Date },
  now: number,
): boolean {
  const start = call.startsAt.getTime();
  const moment = start - reminderLeads[lead];
  if (now < moment || now >= start) return false;
  // Booked or moved after its moment: the confirmation has just said when the call is.
  if (call.scheduledAt.getTime() >= moment) return false;
  // Late (the sweep did not run for hours): the hour's reminder says it now.
  return lead !== "24h" || now < start - reminderLeads["1h"];
}

export type ReminderDeps = Pick<BookingDeps, "db" | "publicUrl" | "links" | "consultantEmail">;

/**
 * Queues the reminders due at `now`: 24 hours and an hour before each booked call, to the
 * visitor, with the links that move or cancel it. Each is keyed (reminderKey), so however often
 * this runs, on however many instances, a reminder is queued once; a cancelled call has none,
 * a moved one gets those of its new time. Returns how many it queued.
 */
export async function sendDueReminders(deps: ReminderDeps, input: { now: Date }): Promise<number> {
  const now = input.now.getTime();
  const calls = await deps.db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "booked"),
        gt(bookings.startsAt, input.now),
        lte(bookings.startsAt, new Date(now + reminderLeads["24h"])),
      ),
    );
  const due = calls.flatMap((call) =>
    (Object.keys(reminderLeads) as ReminderLead[])
      .filter((lead) => isDue(lead, call, now))
      .map((lead) => ({ call, key: reminderKey(call.id, call.linkVersion, lead) })),
  );
  if (due.length === 0) return 0;
  const queued = await deps.db
    .select({ key: jobs.key })
    .from(jobs)
    .where(
      inArray(
        jobs.key,
        due.map((reminder) => reminder.key),
      ),
    );
  const done = new Set(queued.map((row) => row.key));
  let count = 0;
  for (const { call, key } of due) {
    if (done.has(key)) continue;
    const links = await deps.links.urlsOf(
      { id: call.id, version: call.linkVersion, startsAt: call.startsAt },
      deps.publicUrl,
    );
    const mail = reminderMail(invitedCallOf(call, deps.consultantEmail), { links });
    // The visitor's address is not proved: the reminders share the cap of such mail. A
    // reminder is no use once the call has started, so it is deleted unsent then.
    if (await enqueueMailToUnconfirmed(deps.db, mail, { key, expiresAt: call.startsAt })) count++;
  }
  return count;
}

export const remindersJob = defineJob("booking-reminders", z.object({}));

/**
 * The reminders as a recurring job on the one job worker: every 5 minutes it queues those due
 * (`clock` is the time it goes by; tests set it), in one transaction with the run.
 */
export function registerReminders(
  worker: JobWorker,
  deps: Omit<ReminderDeps, "db"> & { clock: () => Date; everyMs?: number },
): void {
  const everyMs = deps.everyMs ?? 5 * 60_000;
  worker.register(remindersJob, {
    everyMs,
    retryBaseMs: 60_000,
    retryMaxMs: everyMs,
    handle: async (tx) => {
      if ((await sendDueReminders({ ...deps, db: tx }, { now: deps.clock() })) > 0) worker.wake();
    },
  });
}
