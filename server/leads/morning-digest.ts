import { z } from "zod";
import { unattributedLabel } from "#contract/insights-fields.ts";
import { addDays, siteDayStart } from "#contract/site-time.ts";
import type { Queryable } from "#server/db/index.ts";
import { jobs } from "#server/db/schema/index.ts";
import { leadGroups } from "#server/insights/revenue.ts";
import { defineJob } from "#server/jobs/queue.ts";
import type { JobWorker } from "#server/jobs/worker.ts";
import { mailJob } from "#server/mail/outbox.ts";
import type { Mail } from "#server/mail/transport.ts";
import type { LeadDeps } from "./rules.ts";
import { siteClock, siteDay } from "./site-time.ts";
import { followUpDigestMail, type SourceCounts } from "./templates.ts";
import { dueFollowUps, leadsToCheck, uncontactedLeads } from "./waiting-leads.ts";

/** The digest goes out from this hour of a working morning (the site's time zone)… */
const digestFromHour = 8;
/** …until this one: a digest is a morning's to-do list, not an afternoon surprise. */
const digestUntilHour = 12;

export type DigestDeps = Pick<LeadDeps, "db" | "mailTo" | "publicUrl">;

/**
 * The leads and calls booked per source on the days since the last digest: yesterday, and on
 * Monday Saturday and Sunday (no digest on Sunday). Counted as /admin/insights counts them (the
 * leads' own attribution, Spam left out), most leads first.
 */
export async function sourcesSince(
  db: Queryable,
  today: string,
  weekday: string,
): Promise<SourceCounts> {
  const to = addDays(today, -1);
  const from = weekday === "Mon" ? addDays(today, -2) : to;
  const { sources } = await leadGroups(db, siteDayStart(from), siteDayStart(today));
  const rows = sources
    .map((row) => ({
      source: row.value || unattributedLabel,
      enquiries: row.enquiries,
      bookings: row.bookings,
    }))
    .sort(
      (a, b) =>
        b.enquiries - a.enquiries || b.bookings - a.bookings || a.source.localeCompare(b.source),
    );
  return { from, to, rows };
}

/**
 * The morning digest, if one is due at `now`: on a working morning (Monday to Saturday, 08:00
 * to noon in the site's time zone), when there is something to list (follow-ups due today or
 * overdue, new leads, leads in Check, leads and calls booked since the last digest), and not
 * yet sent that day. The mail job's key is the day, so every
 * instance and every run of the recurring job together send it once. Returns the mail this
 * call queued, or null.
 */
export async function queueDigestIfDue(
  deps: DigestDeps,
  input: { now: Date },
): Promise<Mail | null> {
  const { weekday, hour } = siteClock(input.now);
  if (weekday === "Sun" || hour < digestFromHour || hour >= digestUntilHour) return null;
  const today = siteDay(input.now);
  const [followUps, fresh, toCheck, sources] = await Promise.all([
    dueFollowUps(deps, { today }),
    uncontactedLeads(deps),
    leadsToCheck(deps),
    sourcesSince(deps.db, today, weekday),
  ]);
  if (followUps.length + fresh.length + toCheck.length + sources.rows.length === 0) return null;
  const mail = followUpDigestMail({
    to: deps.mailTo,
    today,
    followUps,
    fresh,
    toCheck,
    sources,
    publicUrl: deps.publicUrl,
  });
  const [queued] = await deps.db
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
  options: Omit<DigestDeps, "db"> & { clock?: () => Date; everyMs?: number },
): void {
  const clock = options.clock ?? (() => new Date());
  const everyMs = options.everyMs ?? 15 * 60_000;
  const { mailTo, publicUrl } = options;
  worker.register(digestJob, {
    everyMs,
    retryBaseMs: 60_000,
    retryMaxMs: everyMs,
    handle: async (tx) => {
      if (await queueDigestIfDue({ db: tx, mailTo, publicUrl }, { now: clock() })) worker.wake();
    },
  });
}
