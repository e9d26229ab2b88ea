import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Lead } from "#contract/admin.ts";
import type { Config } from "#server/config.ts";
import type { Db, Queryable } from "#server/db/index.ts";
import { jobs, type LeadRow, leads } from "#server/db/schema/index.ts";
import { defineJob, enqueue } from "#server/jobs/queue.ts";
import { type JobWorker, type RetryOptions, retrySchedule } from "#server/jobs/worker.ts";

export type ForwarderOptions = RetryOptions & {
  /** How long one POST may take. */
  timeoutMs?: number;
};

/** The kind and payload name from when leads were contact messages: queued jobs keep them. */
export const forwardJob = defineJob("contact-forward", z.object({ messageId: z.number().int() }));

/** One forward per lead, ever. */
const keyOf = (messageId: number) => `${forwardJob.kind}:${messageId}`;

/** Queued in the transaction that creates the lead. */
export async function queueForward(db: Queryable, leadId: number): Promise<void> {
  await enqueue(db, forwardJob, { messageId: leadId }, { key: keyOf(leadId) });
}

/** How passing the lead on went, as the admin area shows it; null if it was not forwarded. */
export async function forwardOf(db: Queryable, leadId: number): Promise<Lead["forward"]> {
  const [job] = await db
    .select({ attempts: jobs.attempts, lastError: jobs.lastError, doneAt: jobs.doneAt })
    .from(jobs)
    .where(eq(jobs.key, keyOf(leadId)));
  if (!job) return null;
  const state = job.doneAt ? "sent" : job.lastError ? "failed" : "pending";
  return { state, attempts: job.attempts, lastError: job.lastError };
}

/** A refusal by the endpoint; the failure it leaves on the job is "ForwardRefused HTTP <status>". */
class ForwardRefused extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = "ForwardRefused";
  }
}

/** Zoho CRM's own Web-to-Lead endpoint, used when CONTACT_FORWARD_URL does not name another. */
export const zohoWebToLeadUrl = "https://crm.zoho.com/crm/WebToLeadForm";

/**
 * What is posted: a form service gets the contact form's own fields; Zoho CRM gets the fields of
 * the Web-to-Lead form it generates (the two hidden identifiers, "TGVhZHM=", base64 of "Leads",
 * as the module). Zoho requires a last name and a company: a sender who gave one name is filed
 * under it, and a sender without a company under "Not given".
 */
export type ForwardFormat =
  | { mode: "form" }
  | { mode: "zoho-web-to-lead"; xnQsjsdp: string; xmIwtLD: string; leadSource: string };

export function forwardBody(message: LeadRow, format: ForwardFormat): URLSearchParams {
  if (format.mode === "zoho-web-to-lead") {
    const lastName = message.lastName || message.firstName;
    return new URLSearchParams({
      xnQsjsdp: format.xnQsjsdp,
      xmIwtLD: format.xmIwtLD,
      actionType: "TGVhZHM=",
      "First Name": message.lastName ? message.firstName : "",
      "Last Name": lastName,
      Email: message.email,
      Phone: message.phone,
      Company: message.company || "Not given",
      "Lead Source": format.leadSource,
      Description: `${message.subject}\n\n${message.message}`,
    });
  }
  return new URLSearchParams({
    firstName: message.firstName,
    lastName: message.lastName,
    company: message.company,
    phone: message.phone,
    email: message.email,
    message: message.message,
    subject: message.subject,
    _replyto: message.email,
    _subject: message.subject,
  });
}

async function post(
  db: Db,
  target: { url: string; format: ForwardFormat },
  leadId: number,
  timeoutMs: number,
): Promise<void> {
  const { url } = target;
  const [message] = await db.select().from(leads).where(eq(leads.id, leadId));
  // Deleted since: nothing left to pass on.
  if (!message) return;
  const body = forwardBody(message, target.format);
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
    },
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel().catch(() => {});
  // A redirect is how many form services answer a browser; it means they took the post.
  if (response.status >= 400 || response.status < 200) throw new ForwardRefused(response.status);
}

/**
 * Passes leads on to a third-party form endpoint (CONTACT_FORWARD_URL), as the
 * original site's form did, or to Zoho CRM's Web-to-Lead form (CONTACT_FORWARD=zoho-web-to-lead), without ever holding up the visitor's answer: the request only
 * queues a job; this POSTs it as an urlencoded form, like a browser would, and retries with
 * backoff (30 s doubling up to an hour, 20 tries).
 */
export function registerForwarder(
  worker: JobWorker,
  target: { url: string; format: ForwardFormat },
  options: ForwarderOptions = {},
): void {
  const timeoutMs = options.timeoutMs ?? 15_000;
  worker.register(forwardJob, {
    inTransaction: false,
    ...retrySchedule(options, { retryBaseMs: 30_000, retryMaxMs: 60 * 60_000, maxAttempts: 20 }),
    // The admin area shows each lead's forward for as long as the lead is kept.
    keepDoneDays: Number.POSITIVE_INFINITY,
    handle: (db, { messageId }) => post(db, target, messageId, timeoutMs),
  });
}

/** Where and how leads are forwarded, from the configuration; null when they are not. */
export function forwardTargetOf(
  config: Pick<
    Config,
    | "CONTACT_FORWARD"
    | "CONTACT_FORWARD_URL"
    | "ZOHO_WEB_TO_LEAD_XNQSJSDP"
    | "ZOHO_WEB_TO_LEAD_XMIWTLD"
    | "ZOHO_LEAD_SOURCE"
  >,
): { url: string; format: ForwardFormat } | null {
  if (config.CONTACT_FORWARD === "zoho-web-to-lead")
    return {
      url: config.CONTACT_FORWARD_URL ?? zohoWebToLeadUrl,
      format: {
        mode: "zoho-web-to-lead",
        // loadConfig refuses this mode without both.
        xnQsjsdp: config.ZOHO_WEB_TO_LEAD_XNQSJSDP ?? "",
        xmIwtLD: config.ZOHO_WEB_TO_LEAD_XMIWTLD ?? "",
        leadSource: config.ZOHO_LEAD_SOURCE,
      },
    };
  return config.CONTACT_FORWARD_URL
    ? { url: config.CONTACT_FORWARD_URL, format: { mode: "form" } }
    : null;
}
