import { useLoaderData } from "react-router";
import type { Subscriber } from "#contract/admin.ts";
import { subscriberFilterLabels, subscriberFilters } from "#contract/admin-fields.ts";
import { AdminListPage, ListTable } from "#web/components/admin/admin-list-page.tsx";
import { CsvDownload } from "#web/components/admin/csv-download.tsx";
import { td } from "#web/components/admin/data-table.tsx";
import { formatDateTime } from "#web/components/admin/format.ts";
import { listQuery, loadList, withQuery } from "#web/components/admin/list-query.ts";
import { StatusBadge, subscriberTones } from "#web/components/admin/status-badge.tsx";
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
  const { q, pick } = listQuery(request);
  const status = pick(subscriberFilters, "all");
  return { ...(await loadList<Subscriber>("/admin/subscribers", request)), q, status };
}

const when = (iso: string | null) =>
  iso ? (
    <time dateTime={iso}>{formatDateTime(iso)}</time>
  ) : (
    <span className="text-slate-500">–</span>
  );

export default function Subscribers() {
  const loaded = useLoaderData<typeof clientLoader>();
  const { q, status } = loaded;
  return (
    <AdminListPage
      title="Newsletter subscribers"
      lead="Send newsletters to confirmed subscribers only. The CSV export gives each one's personal unsubscribe link, for your mailing tool to put in every e-mail."
      controls={{
        search: { label: "Search subscribers", placeholder: "E-mail address", q },
        status: {
          label: "Show",
          value: status,
          values: subscriberFilters,
          labels: subscriberFilterLabels,
        },
      }}
      aside={
        <CsvDownload path={withQuery("/admin/subscribers.csv", { status, q })} label="Export CSV" />
      }
      loaded={loaded}
    >
      {(data) => (
        <ListTable
          page={data}
          caption="Subscribers"
          noun="subscribers"
          columns={["E-mail", "Status", "Subscribed", "Confirmed", "Unsubscribed"]}
          empty="No subscribers match this search."
          row={(subscriber) => (
            <tr key={subscriber.id}>
              <th scope="row" className={`${td} font-medium [overflow-wrap:anywhere] text-ink-900`}>
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
          )}
        />
      )}
    </AdminListPage>
  );
}
