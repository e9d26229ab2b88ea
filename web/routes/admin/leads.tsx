import { Link, useLoaderData } from "react-router";
import type { LeadSummary } from "#contract/admin.ts";
import {
  leadFilterLabels,
  leadFilters,
  leadStatusLabels,
  spamReasonLabels,
} from "#contract/admin-fields.ts";
import { AdminListPage, ListTable } from "#web/components/admin/admin-list-page.tsx";
import { CsvDownload } from "#web/components/admin/csv-download.tsx";
import { td } from "#web/components/admin/data-table.tsx";
import { formatDateTime } from "#web/components/admin/format.ts";
import { listQuery, loadList, withQuery } from "#web/components/admin/list-query.ts";
import { leadTones, StatusBadge } from "#web/components/admin/status-badge.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/leads";

export const meta = () =>
  pageMeta({
    title: "Leads inbox",
    description: "Every message sent with the contact form: search, open, mark handled, export.",
    path: "/admin/leads",
    index: false,
  });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { q, pick } = listQuery(request);
  const status = pick(leadFilters, "inbox");
  return { ...(await loadList<LeadSummary>("/admin/leads", request)), q, status };
}

export default function Leads() {
  const loaded = useLoaderData<typeof clientLoader>();
  const { q, status } = loaded;
  return (
    <AdminListPage
      title="Leads inbox"
      lead="Every message sent with the contact form, newest first. Open one to read it in full and mark it handled once someone has replied."
      controls={{
        search: {
          label: "Search messages",
          placeholder: "Name, e-mail, company, phone or words in the message",
          q,
        },
        status: { label: "Show", value: status, values: leadFilters, labels: leadFilterLabels },
      }}
      aside={<CsvDownload path={withQuery("/admin/leads.csv", { status, q })} label="Export CSV" />}
      loaded={loaded}
    >
      {(data) => (
        <ListTable
          page={data}
          caption="Contact messages"
          noun="messages"
          columns={["Received", "From", "Message", "Status"]}
          empty="No messages match this search."
          row={(lead) => (
            <tr key={lead.id} className={lead.status === "new" ? "bg-accent-50/40" : ""}>
              <td className={`${td} whitespace-nowrap`}>
                <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
              </td>
              <th scope="row" className={`${td} font-normal`}>
                <Link
                  to={`/admin/leads/${lead.id}`}
                  className="font-semibold text-ink-900 underline-offset-2 hover:text-accent-700 hover:underline"
                >
                  {lead.name}
                </Link>
                <span className="block text-sm [overflow-wrap:anywhere] text-slate-600">
                  {lead.email}
                </span>
                {lead.company && (
                  <span className="block text-sm text-slate-600">{lead.company}</span>
                )}
              </th>
              <td className={`${td} max-w-md`}>{lead.excerpt}</td>
              <td className={td}>
                <StatusBadge tone={leadTones[lead.status]}>
                  {leadStatusLabels[lead.status]}
                </StatusBadge>
                {lead.spamReason && (
                  <span className="mt-1 block text-sm text-slate-600">
                    {spamReasonLabels[lead.spamReason]}
                  </span>
                )}
              </td>
            </tr>
          )}
        />
      )}
    </AdminListPage>
  );
}
