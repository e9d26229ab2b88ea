/**
 * What the lead use cases (one a file in this folder) share: their dependencies, the lead as
 * the pipeline filters it, the locked read every change starts with, and the part of a lead a
 * person wrote.
 */
import { and, eq, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import type { LeadFilter, LeadStatus } from "#contract/admin-fields.ts";
import type { ContactMessage } from "#contract/contact.ts";
import type { Queryable, Tx } from "#server/db/index.ts";
import { lockedRow } from "#server/db/locked-row.ts";
import { searchIn } from "#server/db/paging.ts";
import { type LeadRow, leads } from "#server/db/schema/index.ts";
import { HttpError } from "#server/http/errors.ts";
import type { Insights } from "#server/insights/service.ts";

/** Where a warning goes: the app's logger, or anything with its `warn`. */
export type WarningLog = { warn: (detail: object, message: string) => void };

/**
 * Everything a lead use case may need; each takes only the part it uses (`Pick<LeadDeps, …>`).
 * `db` is the database, or the caller's transaction, which the use case then joins.
 */
export type LeadDeps = {
  db: Queryable;
  /** The visit records a new lead's attribution is read from. */
  insights: Pick<Insights, "visitOf">;
  log: WarningLog;
  /** The company inbox that hears of each new lead. */
  mailTo: string;
  publicUrl: string;
  /** Pass new leads on to CONTACT_FORWARD_URL (forward.ts). */
  forward: boolean;
  /** Called after mail (or a forward) was queued, so the job worker runs now. */
  queued: () => void;
  /** The referrer's reward when a lead they brought is won. */
  clientBonusPoints: number;
  /**
   * Keyed digests of a referred lead's sender (client, network, browser), which a payout's
   * evidence compares with the referrer's own sign-ins; none kept without it.
   */
  senderDigests?: SenderDigests;
};

/** Keyed digests of a request's sender, never the address or agent itself. */
export type SenderDigests = {
  client: (ip: string) => string;
  network: (ip: string) => string;
  agent: (userAgent: string) => string;
};

export const leadNotFound = () => new HttpError(404, "There is no message with this number.");

/** Stages a follow-up still matters in. */
export const openStages = ["new", "call-booked", "contacted", "proposal"] as const;

/** The leads a list or an export shows: a stage filter and the search text. */
export function leadWhere(q: string, status: LeadFilter): SQL | undefined {
  return and(
    status === "inbox"
      ? notInArray(leads.status, ["check", "spam"])
      : status === "open"
        ? inArray(leads.status, openStages)
        : status === "all"
          ? undefined
          : eq(leads.status, status),
    searchIn(q, [
      sql`${leads.firstName} || ' ' || ${leads.lastName}`,
      leads.email,
      leads.company,
      leads.phone,
      leads.message,
    ]),
  );
}

/** Locks the lead for a change, so concurrent changes of one lead run one after the other. */
export async function lockedLead(tx: Tx, id: number) {
  const lead = await lockedRow(tx, leads, id);
  if (!lead) throw leadNotFound();
  return lead;
}

/** What a move may carry besides the stage: a deal's value (left out, it stays), why it was lost. */
export type StageMarks = { valuePkr?: number; lostReason?: string | null };

/**
 * Moves the locked lead to a stage, in the caller's transaction, whoever moves it (an
 * administrator, a booked call's change, a lead found not to be spam), so every stage keeps the
 * same marks: its spam reason, when it was handled, won or why lost; the other stages' are
 * cleared. The history entry is the caller's, as it says who moved the lead and why.
 */
export async function moveLead(tx: Tx, lead: LeadRow, status: LeadStatus, marks: StageMarks = {}) {
  await tx
    .update(leads)
    .set({
      status,
      spamReason: status === "spam" ? sql`coalesce(${leads.spamReason}, 'admin')` : sql`null`,
      handledAt:
        status === "new" || status === "call-booked"
          ? sql`null`
          : status === "spam" || status === "check"
            ? sql`${leads.handledAt}`
            : sql`coalesce(${leads.handledAt}, now())`,
      valuePkr: marks.valuePkr ?? lead.valuePkr,
      lostReason: status === "lost" ? (marks.lostReason ?? null) : null,
      wonAt:
        status !== "won" ? sql`null` : lead.status === "won" ? sql`${leads.wonAt}` : sql`now()`,
    })
    .where(eq(leads.id, lead.id));
}

/** What a person wrote: the part of a lead that is kept and shown as they sent it. */
export type Written = Pick<
  ContactMessage,
  "firstName" | "lastName" | "company" | "phone" | "email" | "subject" | "message"
>;

/** What the sender wrote, without a form's traps. */
export function writtenFields(from: Written): Written {
  const { firstName, lastName, company, phone, email, subject, message } = from;
  return { firstName, lastName, company, phone, email, subject, message };
}
