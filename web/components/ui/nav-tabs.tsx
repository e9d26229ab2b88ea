import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { Icon } from "#web/components/ui/icon.tsx";
import type { IconName } from "#web/components/ui/icon-names.ts";

/** A tab of an area's navigation: `end` when only its own path, not the ones below, selects it. */
export type NavTab = { to: string; label: string; icon: IconName; end?: boolean };

/**
 * The tabs of the account and admin areas, each an icon and its label; the page's own tab is
 * highlighted. `linkClassName` lays a tab out; children follow the tabs in the list.
 */
export function NavTabList({
  tabs,
  className,
  linkClassName,
  children,
}: {
  tabs: readonly NavTab[];
  className: string;
  linkClassName: string;
  children?: ReactNode;
}) {
  return (
    <ul className={className}>
      {tabs.map(({ to, label, icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            className={({ isActive }) =>
              `${linkClassName} ${
                isActive
                  ? "bg-accent-50 text-accent-800"
                  : "text-slate-700 hover:bg-slate-50 hover:text-ink-900"
              }`
            }
          >
            <Icon name={icon} className="size-5 shrink-0" />
            {label}
          </NavLink>
        </li>
      ))}
      {children}
    </ul>
  );
}

/** What an area's navigation needs to log out, and whether the server is ending the session. */
export type LogoutProps = { onLogout: () => void; loggingOut?: boolean };

/** The Log Out button of an area's navigation: busy while the session ends, still focusable. */
export function LogoutButton({
  onLogout,
  loggingOut = false,
  className,
  iconClassName,
  children,
}: LogoutProps & { className: string; iconClassName: string; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onLogout}
      aria-disabled={loggingOut || undefined}
      className={className}
    >
      <Icon
        name={loggingOut ? "loader-circle" : "log-out"}
        aria-hidden="true"
        className={`${iconClassName} ${loggingOut ? "animate-spin" : ""}`}
      />
      {children}
    </button>
  );
}
