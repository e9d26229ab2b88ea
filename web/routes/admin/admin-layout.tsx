import { useMemo } from "react";
import { Outlet, replace, useLoaderData, useRouteLoaderData } from "react-router";
import type { AdminMe } from "#contract/admin.ts";
import { AccountHeading } from "#web/components/account/account-heading.tsx";
import { AccountLoading } from "#web/components/account/account-loading.tsx";
import { useSessionGuard } from "#web/components/account/use-session-guard.ts";
import type { AdminContext } from "#web/components/admin/admin-context.ts";
import { AdminShell } from "#web/components/admin/admin-shell.tsx";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { getJson } from "#web/lib/api.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { endSessionAfter, isLoggedIn } from "#web/lib/session.ts";

export const meta = () =>
  pageMeta({
    title: "Admin",
    description: "The site's admin area: leads, newsletter subscribers, accounts and payouts.",
    path: "/admin",
    index: false,
  });

/**
 * The guard of /admin and every page under it. Without a valid session the visitor goes to
 * /login; a signed-in account that is not an administrator sees that it has no access (the
 * server refuses every admin call with 403 anyway). Once inside, the session ends at the
 * token's expiry, on any 401 and when another tab logs out, as in the account area.
 */
export async function clientLoader() {
  if (!isLoggedIn()) throw replace("/login");
  const me = await getJson<AdminMe>("/admin/me");
  if (me.ok) return { admin: me.data, problem: null };
  if (me.status === 401) {
    endSessionAfter(me.status);
    throw replace("/login");
  }
  // A 403 says why: no role, or an address in ADMIN_EMAILS still to be confirmed by e-mail.
  if (me.status === 403) return { admin: null, problem: "denied" as const, reason: me.message };
  return { admin: null, problem: "failed" as const };
}

export function HydrateFallback() {
  return (
    <AdminShell>
      <AccountLoading label="Loading the admin area…" />
    </AdminShell>
  );
}

function NoAccess({ problem, reason }: { problem: "denied" | "failed"; reason?: string | null }) {
  return (
    <div className="max-w-3xl">
      <AccountHeading
        eyebrow="Admin"
        title={
          problem === "denied" ? "This area is for administrators" : "The admin area could not load"
        }
        lead={
          problem === "denied"
            ? (reason ??
              "Your account does not have the administrator role. If you need it, ask the person who runs this site to grant it.")
            : "The server did not answer as expected. Check your connection and reload the page."
        }
      />
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/dashboard">Go to Your Dashboard</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Back to the Home Page
        </ButtonLink>
      </div>
    </div>
  );
}

export default function AdminLayout() {
  const loaded = useLoaderData<typeof clientLoader>();
  const { admin, problem } = loaded;
  const { signOut, logOut, loggingOut } = useSessionGuard();

  const context = useMemo<AdminContext | null>(
    () => (admin ? { admin, signOut } : null),
    [admin, signOut],
  );

  if (!context)
    return (
      <AdminShell>
        <NoAccess
          problem={problem ?? "failed"}
          reason={"reason" in loaded ? loaded.reason : null}
        />
      </AdminShell>
    );
  return (
    <AdminShell session={{ email: context.admin.email, onLogout: () => void logOut(), loggingOut }}>
      <Outlet context={context} />
    </AdminShell>
  );
}

/**
 * A page inside the area failed in a way its own code did not catch. The shell stays, with its
 * menu and Log Out, when the guard had let an administrator in.
 */
export function ErrorBoundary() {
  const admin = useRouteLoaderData<typeof clientLoader>("routes/admin/admin-layout")?.admin;
  const { logOut, loggingOut } = useSessionGuard();
  return (
    <AdminShell
      session={
        admin ? { email: admin.email, onLogout: () => void logOut(), loggingOut } : undefined
      }
    >
      <div className="max-w-3xl">
        <AccountHeading eyebrow="Admin" title="Something went wrong" />
        <Feedback message="❌ This page could not be shown. Reload it to try again." />
      </div>
    </AdminShell>
  );
}
