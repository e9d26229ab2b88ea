import { Link, useLoaderData } from "react-router";
import type { AdminUser } from "#contract/admin.ts";
import { AdminList } from "#web/components/admin/admin-list-page.tsx";
import { NumberCell, StatusCell, TimeCell, td } from "#web/components/admin/data-table.tsx";
import { formatDate } from "#web/components/admin/format.ts";
import { listQuery, loadList } from "#web/components/admin/list-query.ts";
import { StatusBadge } from "#web/components/admin/status-badge.tsx";
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
  return { ...(await loadList<AdminUser>("/admin/users", request)), q: listQuery(request).q };
}

export default function Users() {
  const loaded = useLoaderData<typeof clientLoader>();
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
