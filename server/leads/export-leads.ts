import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { LeadExportQuery } from "#contract/admin.ts";
import { deletedAccountName } from "#contract/user.ts";
import { type LeadRow, leads, users } from "#server/db/schema/index.ts";
import { type CsvColumn, csvOf } from "#server/http/csv.ts";
import { serviceOfPath } from "#server/insights/services.ts";
import { type LeadDeps, leadWhere } from "./rules.ts";

type LeadExportRow = { lead: LeadRow; referrerEmail: string | null; referrerGone: Date | null };

/** The export's columns: a spreadsheet or CRM import reads them by these headers. */
const leadCsvColumns: Array<CsvColumn<LeadExportRow>> = [
  ["id", ({ lead }) => lead.id],
  ["received", ({ lead }) => lead.createdAt],
  ["status", ({ lead }) => lead.status],
  ["spam_reason", ({ lead }) => lead.spamReason],
  ["first_name", ({ lead }) => lead.firstName],
  ["last_name", ({ lead }) => lead.lastName],
  ["email", ({ lead }) => lead.email],
  ["phone", ({ lead }) => lead.phone],
  ["company", ({ lead }) => lead.company],
  ["subject", ({ lead }) => lead.subject],
  ["message", ({ lead }) => lead.message],
  ["handled_at", ({ lead }) => lead.handledAt],
  ["value_pkr", ({ lead }) => lead.valuePkr],
  ["lost_reason", ({ lead }) => lead.lostReason],
  ["won_at", ({ lead }) => lead.wonAt],
  ["next_follow_up", ({ lead }) => lead.nextFollowUpOn],
  ["landing_page", ({ lead }) => lead.landingPath],
  ["source", ({ lead }) => lead.source],
  ["medium", ({ lead }) => lead.utmMedium],
  ["campaign", ({ lead }) => lead.utmCampaign],
  ["service_page", ({ lead }) => lead.servicePath],
  ["service", ({ lead }) => (lead.servicePath ? serviceOfPath(lead.servicePath) : null)],
  [
    "referrer_email",
    ({ referrerEmail, referrerGone }) =>
      referrerEmail ? (referrerGone ? deletedAccountName : referrerEmail) : null,
  ],
  ["referred_via", ({ lead }) => lead.referredVia],
];

/** Every lead the filters match, newest first, as CSV for a spreadsheet or a CRM import. */
export async function exportLeads(
  deps: Pick<LeadDeps, "db">,
  query: z.output<typeof LeadExportQuery>,
): Promise<string> {
  const rows = await deps.db
    .select({ lead: leads, referrerEmail: users.email, referrerGone: users.deletedAt })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.referrerId))
    .where(leadWhere(query.q, query.status))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  return csvOf(leadCsvColumns, rows);
}
