import { Link, useLoaderData } from "react-router";
import type { AdminUser } from "#contract/admin.ts";
import type { AccountHours } from "#contract/consultancy-hours.ts";
import { AccountHoursPage } from "#web/components/admin/account-hours-page.tsx";
import { AdminList } from "#web/components/admin/admin-list-page.tsx";
import { NumberCell, StatusCell, TimeCell, td } from "#web/components/admin/data-table.tsx";
import { formatDate } from "#web/components/admin/format.ts";
import { listQuery, loadList } from "#web/components/admin/list-query.ts";
import { loadAdmin } from "#web/components/admin/load.ts";
import { StatusBadge } from "#web/components/admin/status-badge.tsx";
import { addressWords } from "#web/content/admin.ts";
import { accountHoursWords } from "#web/content/admin-account.ts";
import { pageMeta } from "#web/lib/meta.ts";
import type { Route } from "./+types/users";

export const meta = ({ params }: Route.MetaArgs) =>
  params.id
    ? pageMeta({
        ...accountHoursWords.meta,
        path: `/admin/users/${params.id}`,
        index: false,
      })
    : pageMeta({
        title: "Accounts",
        description: "Accounts of the visitor area with their points and referrals.",
        path: "/admin/users",
        index: false,
      });

/** The list, or with an account's number one account's page (its consultancy hours). */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  if (params.id)
    return {
      kind: "account" as const,
      account: await loadAdmin<AccountHours>(
        `/admin/users/${encodeURIComponent(params.id)}/consultancy-hours`,
      ),
    };
  return {
    kind: "list" as const,
    list: { ...(await loadList<AdminUser>("/admin/users", request)), q: listQuery(request).q },
  };
}

export default function Users() {
  const data = useLoaderData<typeof clientLoader>();
  if (data.kind === "account") return <AccountHoursPage loaded={data.account} />;
  const loaded = data.list;
  return (
    <AdminList
      title="Accounts"
      lead="Everyone who signed up for the account area, newest first, with whether they confirmed their address, their points balance and how many people joined with their referral link. A name opens the account's consultancy hours."
      controls={{
        search: { label: "Search accounts", placeholder: "Name or e-mail address", q: loaded.q },
      }}
      loaded={loaded}
      table={{
        caption: "Accounts",
        noun: "accounts",
        columns: [
          "Name",
          "E-mail",
          addressWords.column,
          "Role",
          { label: "Points", numeric: true },
          { label: "Referrals", numeric: true },
          "Joined",
        ],
        empty: "No accounts match this search.",
        row: (user) => (
          <tr key={user.id}>
            <th scope="row" className={`${td} font-semibold text-ink-900`}>
              {/* The account's page: its consultancy hours, which an administrator can revoke. */}
              <Link
                to={`/admin/users/${user.id}`}
                className="inline-flex min-h-11 items-center text-accent-700 hover:underline"
              >
                {user.name}
              </Link>
            </th>
            <td className={`${td} [overflow-wrap:anywhere]`}>{user.email}</td>
            <StatusCell
              tone={user.emailVerified ? "success" : "warning"}
              label={user.emailVerified ? addressWords.confirmed : addressWords.unconfirmed}
            />
            <td className={td}>
              {user.role === "admin" ? (
                <StatusBadge tone="accent">Administrator</StatusBadge>
              ) : (
                "Visitor"
              )}
            </td>
            <NumberCell value={user.points} />
            <NumberCell value={user.referrals} />
            <TimeCell iso={user.createdAt} format={formatDate} />
          </tr>
        ),
      }}
    />
  );
}
