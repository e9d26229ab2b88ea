import { useMemo } from "react";
import { Outlet, replace, useLoaderData } from "react-router";
import type { User } from "#contract/user.ts";
import type { AccountContext } from "#web/components/account/account-context.ts";
import { AccountLoading } from "#web/components/account/account-loading.tsx";
import { AccountNav } from "#web/components/account/account-nav.tsx";
import { useSessionGuard } from "#web/components/account/use-session-guard.ts";
import { Container } from "#web/components/ui/section.tsx";
import { getJson } from "#web/lib/api.ts";
import { endSessionAfter, isLoggedIn, updateStoredUser } from "#web/lib/session.ts";

/**
 * The guard of /dashboard, /profile and /settings (SPEC §2.5, §4). Without a valid token the
 * visitor goes to /login; so does anyone whose account data cannot be loaded. Once inside, the
 * session ends at the token's expiry, on any 401 and when another tab logs out
 * (useSessionGuard).
 */
export async function clientLoader() {
  if (!isLoggedIn()) throw replace("/login");
  const me = await getJson<User>("/user/me");
  if (!me.ok) {
    endSessionAfter(me.status);
    throw replace("/login");
  }
  updateStoredUser(me.data);
  return { user: me.data };
}

export function HydrateFallback() {
  return <AccountLoading />;
}

export default function AccountLayout() {
  const { user } = useLoaderData<typeof clientLoader>();
  const { signOut, logOut, loggingOut } = useSessionGuard();
  const context = useMemo<AccountContext>(() => ({ user, signOut }), [user, signOut]);

  return (
    <section className="bg-slate-50 py-8 sm:py-12">
      <Container className="grid items-start gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <AccountNav onLogout={() => void logOut()} loggingOut={loggingOut} />
        <div className="min-w-0">
          <Outlet context={context} />
        </div>
      </Container>
    </section>
  );
}
