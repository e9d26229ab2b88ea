import { type ReactNode, useCallback, useState } from "react";
import { Link } from "react-router";
import { Logo } from "#web/components/layout/logo.tsx";
import { MenuButton } from "#web/components/layout/menu-button.tsx";
import { MenuPanel } from "#web/components/layout/menu-panel.tsx";
import { ScrollManager } from "#web/components/layout/scroll-manager.tsx";
import { SkipLink } from "#web/components/layout/skip-link.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { LogoutButton, type LogoutProps } from "#web/components/ui/nav-tabs.tsx";
import { AdminNav, adminMenuItem } from "./admin-nav.tsx";

/** Who is signed in and how to log out: known once the guard has let an administrator in. */
export type AdminSession = { email: string } & LogoutProps;

/** On the dark top bar: a compact control, lighter on hover. */
const barControl =
  "flex min-h-11 shrink-0 items-center gap-2 rounded-full px-3.5 text-sm font-medium text-slate-200 transition-colors duration-150 hover:bg-white/10 hover:text-white";

/** The public site, left by a link rather than a new tab: the admin comes back by Back. */
function SiteLink({ className }: { className: string }) {
  return (
    <Link to="/" className={className}>
      <Icon name="globe" aria-hidden="true" className="size-5 shrink-0" />
      View the Website
    </Link>
  );
}

/** Who is signed in, then Log Out: on the dark bar from 1024 px, at the foot of the menu below. */
function SessionControls({ session, place }: { session: AdminSession; place: "bar" | "menu" }) {
  const bar = place === "bar";
  return (
    <>
      <p
        className={`min-w-0 ${
          bar
            ? "max-w-64 border-l border-white/15 pl-4 text-xs leading-snug text-slate-300 max-lg:hidden [&>span]:text-sm [&>span]:text-white"
            : "px-3.5 py-2 text-sm text-slate-600 [&>span]:text-ink-900"
        }`}
      >
        Signed in as <span className="block truncate font-semibold">{session.email}</span>
      </p>
      <LogoutButton
        onLogout={session.onLogout}
        loggingOut={session.loggingOut}
        className={
          bar
            ? `${barControl} aria-disabled:cursor-wait max-lg:hidden`
            : `${adminMenuItem} text-slate-700 hover:bg-red-50 hover:text-danger-700 aria-disabled:cursor-wait`
        }
        iconClassName={bar ? "size-5" : "size-5 shrink-0"}
      >
        Log Out
      </LogoutButton>
    </>
  );
}

/**
 * The admin area's application shell, instead of the marketing header and footer: a compact top
 * bar (brand, "Admin", the way back to the site, who is signed in, Log Out), the pages as a
 * sidebar from 1024 px and in a menu panel below, and the page itself as `<main>`. Without a
 * session (loading, no access) the bar keeps only the brand and the way back to the site.
 */
export function AdminShell({ session, children }: { session?: AdminSession; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <div className="min-h-dvh bg-slate-50">
      <ScrollManager />
      <header className="sticky top-0 z-40 border-b border-white/10 bg-ink-950 text-white">
        <SkipLink />
        <div className="flex h-14 items-center gap-2 px-4 sm:gap-3 sm:px-6">
          <Link
            to="/admin"
            className="mr-auto flex min-h-11 min-w-0 items-center gap-2.5 rounded-lg"
          >
            <Logo />{" "}
            <span className="rounded-md bg-white/10 px-2 py-0.5 text-sm font-semibold text-slate-100">
              Admin
            </span>
          </Link>
          <SiteLink className={`${barControl} ${session ? "max-lg:hidden" : ""}`} />
          {session && (
            <>
              <SessionControls session={session} place="bar" />
              <MenuButton open={menuOpen} onOpen={() => setMenuOpen(true)} />
            </>
          )}
        </div>
      </header>
      {session && (
        <MenuPanel open={menuOpen} onClose={closeMenu} label="Admin menu" heading="Admin">
          <div className="p-3">
            <AdminNav />
          </div>
          <div className="mt-auto grid gap-1 border-t border-slate-200 p-3">
            <SessionControls session={session} place="menu" />
            <SiteLink
              className={`${adminMenuItem} text-slate-700 hover:bg-slate-50 hover:text-ink-900`}
            />
          </div>
        </MenuPanel>
      )}
      <div className={session ? "lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]" : ""}>
        {session && (
          <div className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] overflow-y-auto border-r border-slate-200 bg-white p-3 lg:block">
            <AdminNav />
          </div>
        )}
        {/* One column that may shrink below its content: wide tables scroll inside their card. */}
        <main id="main" tabIndex={-1} className="min-w-0 px-5 py-6 outline-none sm:px-8 sm:py-10">
          <div className="mx-auto grid w-full max-w-[80rem] grid-cols-1">{children}</div>
        </main>
      </div>
    </div>
  );
}
