import { useLoaderData } from "react-router";
import type { LeadSummary } from "#contract/admin.ts";
import {
  type LeadFilter,
  leadFilterLabels,
  leadFilters,
  leadStatusLabels,
  spamReasonLabels,
} from "#contract/admin-fields.ts";
import { AdminList } from "#web/components/admin/admin-list-page.tsx";
import { CsvDownload } from "#web/components/admin/csv-download.tsx";
import { Person, StatusCell, TimeCell, td } from "#web/components/admin/data-table.tsx";
import { loadFilteredList, withQuery } from "#web/components/admin/list-query.ts";
import { leadTones } from "#web/components/admin/status-badge.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/leads";

export const meta = () =>
  pageMeta({
    title: "Leads inbox",
    description:
      "Every enquiry sent with the contact form, by pipeline stage: search, open, export.",
    path: "/admin/leads",
    index: false,
  });

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadFilteredList<LeadSummary, LeadFilter>("/admin/leads", request, leadFilters, "inbox");

export default function Leads() {
  const loaded = useLoaderData<typeof clientLoader>();
  const { q, status } = loaded;
  return (
    <AdminList
      title="Leads inbox"
      lead="Every enquiry sent with the contact form, newest first, by pipeline stage. Open one to read it, see where it came from, move it from New to Contacted, Proposal sent, Won or Lost, and set its next follow-up."
      controls={{
        search: {
          label: "Search messages",
          placeholder: "Name, e-mail, company, phone or words in the message",
          q,
        },
        status: { label: "Show", value: status, values: leadFilters, labels: leadFilterLabels },
      }}
      aside={(filters) => (
        <CsvDownload path={withQuery("/admin/leads.csv", filters)} label="Export CSV" />
      )}
      loaded={loaded}
      table={{
        caption: "Contact messages",
        noun: "messages",
        columns: ["Received", "From", "Message", "Status"],
        empty: "No messages match this search.",
        row: (lead) => (
          <tr key={lead.id} className={lead.status === "new" ? "bg-accent-50/40" : ""}>
            <TimeCell iso={lead.createdAt} />
            <th scope="row" className={`${td} font-normal`}>
              <Person name={lead.name} email={lead.email} to={`/admin/leads/${lead.id}`} />
              {lead.company && <span className="block text-sm text-slate-600">{lead.company}</span>}
            </th>
            <td className={`${td} max-w-md`}>{lead.excerpt}</td>
            <StatusCell
              tone={leadTones[lead.status]}
              label={leadStatusLabels[lead.status]}
              reason={lead.spamReason && spamReasonLabels[lead.spamReason]}
            />
          </tr>
        ),
      }}
    />
  );
}
