import { useLoaderData } from "react-router";
import type { Subscriber } from "#contract/admin.ts";
import {
  type SubscriberFilter,
  subscriberFilterLabels,
  subscriberFilters,
  subscriberStatusLabels,
} from "#contract/admin-fields.ts";
import { FilteredList } from "#web/components/admin/admin-list-page.tsx";
import { filteredExport } from "#web/components/admin/csv-download.tsx";
import { StatusCell, TimeCell, td } from "#web/components/admin/data-table.tsx";
import { loadFilteredList } from "#web/components/admin/list-query.ts";
import { subscriberTones } from "#web/components/admin/status-badge.tsx";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/subscribers";

export const meta = () =>
  pageMeta({
    title: "Newsletter subscribers",
    description: "Everyone who subscribed to the newsletter, with their confirmation status.",
    path: "/admin/subscribers",
    index: false,
  });

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadFilteredList<Subscriber, SubscriberFilter>(
    "/admin/subscribers",
    request,
    subscriberFilters,
    "all",
  );

const words = {
  title: "Newsletter subscribers",
  lead: "Send newsletters to confirmed subscribers only. The CSV export gives each one's personal unsubscribe link, for your mailing tool to put in every e-mail.",
  search: { label: "Search subscribers", placeholder: "E-mail address" },
  status: { label: "Show", values: subscriberFilters, labels: subscriberFilterLabels },
  table: {
    caption: "Subscribers",
    noun: "subscribers",
    columns: ["E-mail", "Status", "Subscribed", "Confirmed", "Unsubscribed"],
    empty: "No subscribers match this search.",
  },
};

const csvExport = filteredExport("/admin/subscribers.csv", "Export CSV");

export default function Subscribers() {
  const loaded = useLoaderData<typeof clientLoader>();
  const row = (subscriber: Subscriber) => (
    <tr key={subscriber.id}>
      <th scope="row" className={`${td} font-medium [overflow-wrap:anywhere] text-ink-900`}>
        {subscriber.email}
      </th>
      <StatusCell
        tone={subscriberTones[subscriber.status]}
        label={subscriberStatusLabels[subscriber.status]}
      />
      <TimeCell iso={subscriber.createdAt} />
      <TimeCell iso={subscriber.confirmedAt} />
      <TimeCell iso={subscriber.unsubscribedAt} />
    </tr>
  );
  return <FilteredList words={words} aside={csvExport} loaded={loaded} row={row} />;
}
