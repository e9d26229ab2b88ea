/**
 * What waits for the sales team, as the overview and the morning digest list it: follow-ups
 * due, new leads nobody has contacted, leads in Check.
 */
import { and, asc, eq, inArray, isNotNull, lte } from "drizzle-orm";
import { leads } from "#server/db/schema/index.ts";
import { type LeadDeps, openStages } from "./rules.ts";
import { siteDay } from "./site-time.ts";

/** The columns that name a lead in a list: its number, the person and the company. */
const leadColumns = {
  id: leads.id,
  firstName: leads.firstName,
  lastName: leads.lastName,
  company: leads.company,
};

/** A lead as a list names it: its number, the person's full name and the company. */
function leadOf(row: { id: number; firstName: string; lastName: string; company: string }) {
  return { id: row.id, name: `${row.firstName} ${row.lastName}`.trim(), company: row.company };
}

/**
 * Open leads whose follow-up day is `today` (a day in the site's time zone) or earlier, the
 * most overdue first: what the overview heads with and the morning digest lists.
 */
export async function dueFollowUps(deps: Pick<LeadDeps, "db">, input: { today: string }) {
  const { today } = input;
  const rows = await deps.db
    .select({ ...leadColumns, status: leads.status, nextFollowUpOn: leads.nextFollowUpOn })
    .from(leads)
    .where(
      and(
        isNotNull(leads.nextFollowUpOn),
        lte(leads.nextFollowUpOn, today),
        inArray(leads.status, openStages),
      ),
    )
    .orderBy(asc(leads.nextFollowUpOn), asc(leads.id))
    .limit(200);
  return rows.map((row) => ({
    ...leadOf(row),
    status: row.status,
    nextFollowUpOn: row.nextFollowUpOn!,
    overdue: row.nextFollowUpOn! < today,
  }));
}

export type DueFollowUp = Awaited<ReturnType<typeof dueFollowUps>>[number];

/** New leads not yet contacted (spam is never "new"), oldest first. */
export async function uncontactedLeads(deps: Pick<LeadDeps, "db">) {
  const rows = await deps.db
    .select({ ...leadColumns, createdAt: leads.createdAt })
    .from(leads)
    .where(eq(leads.status, "new"))
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(200);
  return rows.map((row) => ({ ...leadOf(row), receivedOn: siteDay(row.createdAt) }));
}

/** Leads in Check (maybe spam, maybe a person), oldest first, with what made them doubtful. */
export async function leadsToCheck(deps: Pick<LeadDeps, "db">) {
  const rows = await deps.db
    .select({ ...leadColumns, createdAt: leads.createdAt, spamSignals: leads.spamSignals })
    .from(leads)
    .where(eq(leads.status, "check"))
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(200);
  return rows.map((row) => ({
    ...leadOf(row),
    receivedOn: siteDay(row.createdAt),
    spamSignals: row.spamSignals,
  }));
}
