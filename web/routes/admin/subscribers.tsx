import { useLoaderData } from "react-router";
import type { Page, Subscriber, SubscriberFilter } from "#contract/admin.ts";
import { subscriberFilterLabels, subscriberFilters } from "#contract/admin-fields.ts";
import { AccountHeading } from "#web/components/account/account-heading.tsx";
import { CsvDownload } from "#web/components/admin/csv-download.tsx";
import { DataTable, EmptyRow, td, th } from "#web/components/admin/data-table.tsx";
import { formatDateTime } from "#web/components/admin/format.ts";
import { ListControls } from "#web/components/admin/list-controls.tsx";
import { loadAdmin, withQuery } from "#web/components/admin/load.ts";
import { Pagination, rangeText } from "#web/components/admin/pagination.tsx";
import { StatusBadge, subscriberTones } from "#web/components/admin/status-badge.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/subscribers";

export const meta = () =>
  pageMeta({
    title: "Newsletter subscribers",
    description: "Everyone who subscribed to the newsletter, with their confirmation status.",
    path: "/admin/subscribers",
    index: false,
  });

const statusWords = {
  pending: "Awaiting confirmation",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
} as const;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const status = (subscriberFilters as readonly string[]).includes(params.get("status") ?? "")
    ? (params.get("status") as SubscriberFilter)
    : "all";
  const q = params.get("q") ?? "";
  const list = await loadAdmin<Page<Subscriber>>(withQuery("/admin/subscribers", request));
  const exportQuery = new URLSearchParams({ status, ...(q ? { q } : {}) });
  return { ...list, q, status, exportPath: `/admin/subscribers.csv?${exportQuery}` };
}

const when = (iso: string | null) =>
  iso ? (
    <time dateTime={iso}>{formatDateTime(iso)}</time>
  ) : (
    <span className="text-slate-500">–</span>
  );

export default function Subscribers() {
  const { data, error, q, status, exportPath } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <AccountHeading
        eyebrow="Admin"
        title="Newsletter subscribers"
        lead="Send newsletters to confirmed subscribers only. The CSV export gives each one's personal unsubscribe link, for your mailing tool to put in every e-mail."
      />
      <div className="mb-5 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0 flex-1">
          <ListControls
            searchLabel="Search subscribers"
            placeholder="E-mail address"
            q={q}
            status={{
              label: "Show",
              value: status,
              options: subscriberFilters.map((value) => ({
                value,
                label: subscriberFilterLabels[value],
              })),
            }}
          />
        </div>
        <CsvDownload path={exportPath} label="Export CSV" />
      </div>
      {error !== null ? (
        <Feedback message={error} />
      ) : (
        <>
          <DataTable caption="Subscribers" summary={rangeText(data, "subscribers")}>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  E-mail
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
                <th scope="col" className={th}>
                  Subscribed
                </th>
                <th scope="col" className={th}>
                  Confirmed
                </th>
                <th scope="col" className={th}>
                  Unsubscribed
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.length === 0 && (
                <EmptyRow columns={5}>No subscribers match this search.</EmptyRow>
              )}
              {data.items.map((subscriber) => (
                <tr key={subscriber.id}>
                  <th
                    scope="row"
                    className={`${td} font-medium [overflow-wrap:anywhere] text-ink-900`}
                  >
                    {subscriber.email}
                  </th>
                  <td className={td}>
                    <StatusBadge tone={subscriberTones[subscriber.status]}>
                      {statusWords[subscriber.status]}
                    </StatusBadge>
                  </td>
                  <td className={`${td} whitespace-nowrap`}>{when(subscriber.createdAt)}</td>
                  <td className={`${td} whitespace-nowrap`}>{when(subscriber.confirmedAt)}</td>
                  <td className={`${td} whitespace-nowrap`}>{when(subscriber.unsubscribedAt)}</td>
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
