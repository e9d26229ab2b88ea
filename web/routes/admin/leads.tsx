import { useLoaderData } from "react-router";
import type { LeadSummary } from "#contract/admin.ts";
import {
  type LeadFilter,
  leadFilterLabels,
  leadFilters,
  leadStatusLabels,
  spamReasonLabels,
  spamSignalLabels,
} from "#contract/admin-fields.ts";
import { FilteredList } from "#web/components/admin/admin-list-page.tsx";
import { filteredExport } from "#web/components/admin/csv-download.tsx";
import { Person, StatusCell, TimeCell, td } from "#web/components/admin/data-table.tsx";
import { loadFilteredList } from "#web/components/admin/list-query.ts";
import { leadTones } from "#web/components/admin/status-badge.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/leads";

export const meta = () =>
  pageMeta({
    title: "Leads",
    description: "Every lead, by pipeline stage: search, open, export, check what may be spam.",
    path: "/admin/leads",
    index: false,
  });

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadFilteredList<LeadSummary, LeadFilter>("/admin/leads", request, leadFilters, "inbox");

/** New leads stand out; so do those waiting in Check for someone to decide. */
const rowTones: Partial<Record<LeadSummary["status"], string>> = {
  new: "bg-accent-50/40",
  check: "bg-amber-50/60",
};

/** Why a lead is Spam or in Check, in a line under its stage. */
function whyDoubtful(lead: LeadSummary): string | null {
  if (lead.spamReason) return spamReasonLabels[lead.spamReason];
  if (lead.status !== "check") return null;
  return lead.spamSignals.map((signal) => spamSignalLabels[signal]).join("; ");
}

const words = {
  title: "Leads",
  lead: "Every lead, newest first, by pipeline stage. Open one to read it, see where it came from, move it from New to Contacted, Proposal sent, Won or Lost, and set its next follow-up. What may be spam waits in Check until someone reads it.",
  search: {
    label: "Search leads",
    placeholder: "Name, e-mail, company, phone or words in the message",
  },
  status: { label: "Show", values: leadFilters, labels: leadFilterLabels },
  table: {
    caption: "Leads",
    noun: "leads",
    columns: ["Received", "From", "Message", "Stage"],
    empty: "No leads match this search.",
  },
};

const csvExport = filteredExport("/admin/leads.csv", "Export CSV");

export default function Leads() {
  const loaded = useLoaderData<typeof clientLoader>();
  const row = (lead: LeadSummary) => (
    <tr key={lead.id} className={rowTones[lead.status] ?? ""}>
      <TimeCell iso={lead.createdAt} />
      <th scope="row" className={`${td} font-normal`}>
        <Person name={lead.name} email={lead.email} to={`/admin/leads/${lead.id}`} />
        {lead.company && <span className="block text-sm text-slate-600">{lead.company}</span>}
      </th>
      <td className={`${td} max-w-md`}>{lead.excerpt}</td>
      <StatusCell
        tone={leadTones[lead.status]}
        label={leadStatusLabels[lead.status]}
        reason={whyDoubtful(lead)}
      />
    </tr>
  );
  return <FilteredList words={words} aside={csvExport} loaded={loaded} row={row} />;
}
