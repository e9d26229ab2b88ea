import {
  LogoutButton,
  type LogoutProps,
  type NavTab,
  NavTabList,
} from "#web/components/ui/nav-tabs.tsx";
import { accountContent } from "#web/content/account.ts";

const text = accountContent.nav;

const links: readonly NavTab[] = [
  { to: "/dashboard", label: text.overview, icon: "layout-dashboard", end: true },
  { to: "/dashboard/resources", label: text.resources, icon: "folder-open" },
  { to: "/dashboard/assistant", label: text.assistant, icon: "bot", end: true },
  { to: "/profile", label: text.profile, icon: "user-round", end: true },
  { to: "/settings", label: text.settings, icon: "settings", end: true },
];

const itemClass =
  "flex min-h-11 w-full items-center gap-3 rounded-xl px-3.5 text-[0.9375rem] font-medium transition-colors duration-150";

/**
 * The account area's sidebar: a row of tabs on phones, a column beside the page on desktops.
 * Logout reads as busy while the server ends the session, and stays focusable. It names no one:
 * the dashboard greets the member by name once, and the profile holds the name and address.
 */
export function AccountNav(logout: LogoutProps) {
  return (
    <nav
      aria-label={text.label}
      className="rounded-2xl border border-slate-200 bg-white p-2 shadow-[var(--shadow-card)] lg:sticky lg:top-24 lg:p-3"
    >
      <NavTabList
        tabs={links}
        // As many columns as fit on phones (three at 320 px, a second row for the rest).
        className="grid grid-cols-[repeat(auto-fit,minmax(5.5rem,1fr))] gap-1 lg:grid-cols-1"
        linkClassName={`${itemClass} max-lg:flex-col max-lg:justify-center max-lg:gap-1 max-lg:px-1 max-lg:py-2 max-lg:text-sm`}
      >
        <li className="lg:mt-2 lg:border-t lg:border-slate-200 lg:pt-2">
          <LogoutButton
            {...logout}
            className={`${itemClass} text-slate-700 hover:bg-red-50 hover:text-danger-700 aria-disabled:cursor-wait max-lg:flex-col max-lg:justify-center max-lg:gap-1 max-lg:px-1 max-lg:py-2 max-lg:text-sm`}
            iconClassName="size-5 shrink-0"
          >
            {text.logout}
          </LogoutButton>
        </li>
      </NavTabList>
    </nav>
  );
}
