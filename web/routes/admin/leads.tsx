import { Link, useLoaderData } from "react-router";
import type { LeadFilter, LeadSummary, Page } from "#contract/admin.ts";
import {
  leadFilterLabels,
  leadFilters,
  leadStatusLabels,
  spamReasonLabels,
} from "#contract/admin-fields.ts";
import { AccountHeading } from "#web/components/account/account-heading.tsx";
import { CsvDownload } from "#web/components/admin/csv-download.tsx";
import { DataTable, EmptyRow, td, th } from "#web/components/admin/data-table.tsx";
import { formatDateTime } from "#web/components/admin/format.ts";
import { ListControls } from "#web/components/admin/list-controls.tsx";
import { loadAdmin, withQuery } from "#web/components/admin/load.ts";
import { Pagination, rangeText } from "#web/components/admin/pagination.tsx";
import { leadTones, StatusBadge } from "#web/components/admin/status-badge.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
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
  const params = new URL(request.url).searchParams;
  const status = (leadFilters as readonly string[]).includes(params.get("status") ?? "")
    ? (params.get("status") as LeadFilter)
    : "inbox";
  const q = params.get("q") ?? "";
  const list = await loadAdmin<Page<LeadSummary>>(withQuery("/admin/leads", request));
  const exportQuery = new URLSearchParams({ status, ...(q ? { q } : {}) });
  return { ...list, q, status, exportPath: `/admin/leads.csv?${exportQuery}` };
}

export default function Leads() {
  const { data, error, q, status, exportPath } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <AccountHeading
        eyebrow="Admin"
        title="Leads inbox"
        lead="Every message sent with the contact form, newest first. Open one to read it in full and mark it handled once someone has replied."
      />
      <div className="mb-5 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0 flex-1">
          <ListControls
            searchLabel="Search messages"
            placeholder="Name, e-mail, company, phone or words in the message"
            q={q}
            status={{
              label: "Show",
              value: status,
              options: leadFilters.map((value) => ({ value, label: leadFilterLabels[value] })),
            }}
          />
        </div>
        <CsvDownload path={exportPath} label="Export CSV" />
      </div>
      {error !== null ? (
        <Feedback message={error} />
      ) : (
        <>
          <DataTable caption="Contact messages" summary={rangeText(data, "messages")}>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Received
                </th>
                <th scope="col" className={th}>
                  From
                </th>
                <th scope="col" className={th}>
                  Message
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.length === 0 && (
                <EmptyRow columns={4}>No messages match this search.</EmptyRow>
              )}
              {data.items.map((lead) => (
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
              ))}
            </tbody>
          </DataTable>
          <Pagination page={data} />
        </>
      )}
    </>
  );
}
