import { useLoaderData } from "react-router";
import type { AdminUser, Page } from "#contract/admin.ts";
import { AccountHeading } from "#web/components/account/account-heading.tsx";
import { DataTable, EmptyRow, td, th } from "#web/components/admin/data-table.tsx";
import { formatDate, formatNumber } from "#web/components/admin/format.ts";
import { ListControls } from "#web/components/admin/list-controls.tsx";
import { loadAdmin, withQuery } from "#web/components/admin/load.ts";
import { Pagination, rangeText } from "#web/components/admin/pagination.tsx";
import { StatusBadge } from "#web/components/admin/status-badge.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { addressWords } from "#web/content/admin.ts";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/users";

export const meta = () =>
  pageMeta({
    title: "Accounts",
    description: "Accounts of the visitor area with their points and referrals.",
    path: "/admin/users",
    index: false,
  });

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const list = await loadAdmin<Page<AdminUser>>(withQuery("/admin/users", request));
  return { ...list, q: new URL(request.url).searchParams.get("q") ?? "" };
}

const right = "text-right tabular-nums";

export default function Users() {
  const { data, error, q } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <AccountHeading
        eyebrow="Admin"
        title="Accounts"
        lead="Everyone who signed up for the account area, newest first, with whether they confirmed their address, their points balance and how many people joined with their referral link."
      />
      <div className="mb-5">
        <ListControls searchLabel="Search accounts" placeholder="Name or e-mail address" q={q} />
      </div>
      {error !== null ? (
        <Feedback message={error} />
      ) : (
        <>
          <DataTable caption="Accounts" summary={rangeText(data, "accounts")}>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Name
                </th>
                <th scope="col" className={th}>
                  E-mail
                </th>
                <th scope="col" className={th}>
                  {addressWords.column}
                </th>
                <th scope="col" className={th}>
                  Role
                </th>
                <th scope="col" className={`${th} ${right}`}>
                  Points
                </th>
                <th scope="col" className={`${th} ${right}`}>
                  Referrals
                </th>
                <th scope="col" className={th}>
                  Joined
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.length === 0 && (
                <EmptyRow columns={7}>No accounts match this search.</EmptyRow>
              )}
              {data.items.map((user) => (
                <tr key={user.id}>
                  <th scope="row" className={`${td} font-semibold text-ink-900`}>
                    {user.name}
                  </th>
                  <td className={`${td} [overflow-wrap:anywhere]`}>{user.email}</td>
                  <td className={td}>
                    <StatusBadge tone={user.emailVerified ? "success" : "warning"}>
                      {user.emailVerified ? addressWords.confirmed : addressWords.unconfirmed}
                    </StatusBadge>
                  </td>
                  <td className={td}>
                    {user.role === "admin" ? (
                      <StatusBadge tone="accent">Administrator</StatusBadge>
                    ) : (
                      "Visitor"
                    )}
                  </td>
                  <td className={`${td} ${right}`}>{formatNumber(user.points)}</td>
                  <td className={`${td} ${right}`}>{formatNumber(user.referrals)}</td>
                  <td className={`${td} whitespace-nowrap`}>
                    <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
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
