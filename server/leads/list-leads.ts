import type { z } from "zod";
import type { LeadListQuery, LeadSummary, Page } from "#contract/admin.ts";
import { iso, newestPage } from "#server/db/paging.ts";
import { leads } from "#server/db/schema/index.ts";
import { type LeadDeps, leadWhere } from "./rules.ts";

function excerpt(message: string): string {
  const flat = message.replace(/\s+/g, " ").trim();
  return flat.length > 140 ? `${flat.slice(0, 139)}…` : flat;
}

/** The pipeline's inbox: a page of leads, newest first, filtered by stage and search text. */
export async function listLeads(
  deps: Pick<LeadDeps, "db">,
  query: z.output<typeof LeadListQuery>,
): Promise<Page<LeadSummary>> {
  return newestPage(deps.db, leads, query.page, leadWhere(query.q, query.status), (row) => ({
    id: row.id,
    status: row.status,
    spamReason: row.spamReason,
    spamScore: row.spamScore,
    spamSignals: row.spamSignals,
    name: `${row.firstName} ${row.lastName}`.trim(),
    company: row.company,
    email: row.email,
    excerpt: excerpt(row.message),
    createdAt: iso(row.createdAt),
    valuePkr: row.valuePkr,
    nextFollowUpOn: row.nextFollowUpOn,
    source: row.source,
  }));
}
