import { useLoaderData } from "react-router";
import type { Page, SecurityEvent, SecurityEventKind } from "#contract/admin.ts";
import { securityEventKinds, securityEventLabels } from "#contract/admin-fields.ts";
import { AccountHeading } from "#web/components/account/account-heading.tsx";
import { DataTable, EmptyRow, td, th } from "#web/components/admin/data-table.tsx";
import { formatDateTime } from "#web/components/admin/format.ts";
import { ListControls } from "#web/components/admin/list-controls.tsx";
import { loadAdmin, withQuery } from "#web/components/admin/load.ts";
import { Pagination, rangeText } from "#web/components/admin/pagination.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { securityContent as text } from "#web/content/admin-security.ts";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/security";

export const meta = () => pageMeta({ ...text.meta, path: "/admin/security", index: false });

const day = /^\d{4}-\d{2}-\d{2}$/;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const kind = (securityEventKinds as readonly string[]).includes(params.get("kind") ?? "")
    ? (params.get("kind") as SecurityEventKind)
    : "all";
  const dateParam = (name: string) => {
    const value = params.get(name) ?? "";
    return day.test(value) ? value : "";
  };
  const list = await loadAdmin<Page<SecurityEvent>>(withQuery("/admin/security-events", request));
  return { ...list, kind, q: params.get("q") ?? "", from: dateParam("from"), to: dateParam("to") };
}

const none = <span className="text-slate-600">–</span>;

/** What else an event recorded, as "name: value" lines. */
function Detail({ detail }: { detail: SecurityEvent["detail"] }) {
  const entries = Object.entries(detail);
  if (entries.length === 0) return none;
  return (
    <dl className="grid gap-0.5 text-sm">
      {entries.map(([name, value]) => (
        <div key={name} className="flex flex-wrap gap-x-1.5">
          <dt className="font-semibold text-slate-700">{name}:</dt>
          <dd className="[overflow-wrap:anywhere] text-slate-700">{String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function Security() {
  const { data, error, kind, q, from, to } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <AccountHeading eyebrow="Admin" title={text.title} lead={text.lead} />
      <div className="mb-5">
        <ListControls
          searchLabel={text.searchLabel}
          placeholder={text.placeholder}
          q={q}
          status={{
            name: "kind",
            label: text.kindLabel,
            value: kind,
            options: [
              { value: "all", label: text.allKinds },
              ...securityEventKinds.map((value) => ({
                value,
                label: securityEventLabels[value],
              })),
            ],
          }}
          dates={{ fromLabel: text.from, toLabel: text.to, from, to }}
        />
      </div>
      {error !== null ? (
        <Feedback message={error} />
      ) : (
        <>
          <DataTable caption={text.caption} summary={rangeText(data, text.noun)}>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  {text.columns.at}
                </th>
                <th scope="col" className={th}>
                  {text.columns.kind}
                </th>
                <th scope="col" className={th}>
                  {text.columns.account}
                </th>
                <th scope="col" className={th}>
                  {text.columns.ip}
                </th>
                <th scope="col" className={th}>
                  {text.columns.userAgent}
                </th>
                <th scope="col" className={th}>
                  {text.columns.detail}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.length === 0 && <EmptyRow columns={6}>{text.empty}</EmptyRow>}
              {data.items.map((event) => (
                <tr key={event.id}>
                  <th scope="row" className={`${td} font-normal whitespace-nowrap`}>
                    <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                  </th>
                  <td className={`${td} min-w-44 font-semibold text-ink-900`}>
                    {securityEventLabels[event.kind]}
                  </td>
                  <td className={`${td} min-w-52 [overflow-wrap:anywhere]`}>
                    {event.userEmail ?? none}
                  </td>
                  <td className={`${td} whitespace-nowrap tabular-nums`}>{event.ip ?? none}</td>
                  <td className={`${td} max-w-xs min-w-48 text-sm [overflow-wrap:anywhere]`}>
                    {event.userAgent ?? none}
                  </td>
                  <td className={`${td} min-w-40`}>
                    <Detail detail={event.detail} />
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
