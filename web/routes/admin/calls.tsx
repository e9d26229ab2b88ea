import { Link, useLoaderData } from "react-router";
import type { AdminCall } from "#contract/admin.ts";
import { type CallFilter, callFilters } from "#contract/admin-fields.ts";
import { bookingStatusLabels } from "#contract/booking-fields.ts";
import { FilteredList, useRowAction } from "#web/components/admin/admin-list-page.tsx";
import type { AskedCall } from "#web/components/admin/call-dialog.tsx";
import { ActionsCell, Person, StatusCell, td } from "#web/components/admin/data-table.tsx";
import { formatDateTime } from "#web/components/admin/format.ts";
import { loadFilteredList } from "#web/components/admin/list-query.ts";
import { callTones } from "#web/components/admin/status-badge.tsx";
import { callsContent as text } from "#web/content/admin-calls.ts";
import { lazyPart } from "#web/lib/lazy-part.ts";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/calls";

export const meta = () => pageMeta({ ...text.meta, path: "/admin/calls", index: false });

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadFilteredList<AdminCall, CallFilter>("/admin/calls", request, callFilters, "upcoming");

const callDialog = lazyPart(() =>
  import("#web/components/admin/call-dialog.tsx").then((module) => module.CallDialog),
);

/** When a call starts and ends, Karachi time, on one line each. */
function When({ call }: { call: AdminCall }) {
  const end = formatDateTime(call.end);
  return (
    <td className={`${td} whitespace-nowrap`}>
      <time dateTime={call.start} className="block font-semibold text-ink-900">
        {formatDateTime(call.start)}
      </time>
      <span className="block text-sm text-slate-600">
        to <time dateTime={call.end}>{end.slice(end.lastIndexOf(" ") + 1)}</time>
      </span>
    </td>
  );
}

/**
 * /admin/calls: the agenda of booked calls (upcoming first), each with its visitor, the kind of
 * call and its consultant, a link to the lead it became, and, while booked, Cancel (the same use
 * case as the visitor's link) and No-show once its time has come.
 */
export default function Calls() {
  const loaded = useLoaderData<typeof clientLoader>();
  const asking = useRowAction<AskedCall>(callDialog);
  const now = Date.now();

  const ask = (asked: AskedCall) =>
    asking.button(asked, text[asked.action], text[`${asked.action}Label`](asked.call.name));

  const row = (call: AdminCall) => (
    <tr key={call.id}>
      <When call={call} />
      <th scope="row" className={`${td} min-w-48 font-normal`}>
        <Person name={call.name} email={call.email} />
        {call.company && <span className="block text-sm text-slate-600">{call.company}</span>}
        {call.leadId !== null && (
          <Link
            to={`/admin/leads/${call.leadId}`}
            className="mt-1 inline-block text-sm font-semibold text-accent-700 underline underline-offset-2 hover:text-accent-800"
          >
            {text.leadLink(call.leadId)}
          </Link>
        )}
      </th>
      <td className={`${td} min-w-48`}>
        <span className="block text-ink-900">{call.title}</span>
        <span className="block text-sm text-slate-600">with {call.consultant}</span>
      </td>
      <StatusCell tone={callTones[call.status]} label={bookingStatusLabels[call.status]} />
      <ActionsCell active={call.status === "booked"}>
        {Date.parse(call.end) > now && ask({ call, action: "cancel" })}
        {Date.parse(call.start) <= now && ask({ call, action: "noShow" })}
      </ActionsCell>
    </tr>
  );

  return <FilteredList words={text} action={asking} loaded={loaded} row={row} />;
}
