import { useLoaderData } from "react-router";
import type { SecurityEvent } from "#contract/admin.ts";
import { securityEventKinds, securityEventLabels } from "#contract/admin-fields.ts";
import { AdminList } from "#web/components/admin/admin-list-page.tsx";
import { td } from "#web/components/admin/data-table.tsx";
import { formatDateTime } from "#web/components/admin/format.ts";
import { listQuery, loadList } from "#web/components/admin/list-query.ts";
import { securityContent as text } from "#web/content/admin-security.ts";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/security";

export const meta = () => pageMeta({ ...text.meta, path: "/admin/security", index: false });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { q, pick, day } = listQuery(request);
  const kind = pick(securityEventKinds, "all", "kind");
  const list = await loadList<SecurityEvent>("/admin/security-events", request);
  return { ...list, kind, q, from: day("from"), to: day("to") };
}

const none = <span className="text-slate-600">–</span>;

const kinds = ["all", ...securityEventKinds];
const kindLabels = { all: text.allKinds, ...securityEventLabels };

export default function Security() {
  const loaded = useLoaderData<typeof clientLoader>();
  const { kind, q, from, to } = loaded;
  return (
    <AdminList
      title={text.title}
      lead={text.lead}
      controls={{
        search: { ...text.search, q },
        status: {
          name: "kind",
          label: text.kindLabel,
          value: kind,
          values: kinds,
          labels: kindLabels,
        },
        dates: { fromLabel: text.from, toLabel: text.to, from, to },
      }}
      loaded={loaded}
      table={{
        ...text.table,
        row: (event) => (
          <tr key={event.id}>
            <th scope="row" className={`${td} font-normal whitespace-nowrap`}>
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </th>
            <td className={`${td} min-w-44 font-semibold text-ink-900`}>
              {securityEventLabels[event.kind]}
            </td>
            <td className={`${td} min-w-52 [overflow-wrap:anywhere]`}>{event.userEmail ?? none}</td>
            <td className={`${td} min-w-56 [overflow-wrap:anywhere]`}>{event.summary || none}</td>
            <td className={`${td} whitespace-nowrap tabular-nums`}>{event.ip ?? none}</td>
            <td className={`${td} min-w-36`}>{event.browser ?? none}</td>
          </tr>
        ),
      }}
    />
  );
}
