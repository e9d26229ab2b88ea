import { NavLink } from "react-router";
import { Icon, type IconName } from "#web/components/ui/icon";

const links: ReadonlyArray<{ to: string; label: string; icon: IconName; end?: boolean }> = [
  { to: "/admin", label: "Overview", icon: "layout-dashboard", end: true },
  { to: "/admin/leads", label: "Leads", icon: "mail" },
  { to: "/admin/subscribers", label: "Subscribers", icon: "newspaper" },
  { to: "/admin/users", label: "Users", icon: "users" },
  { to: "/admin/redemptions", label: "Redemptions", icon: "coins" },
];

/** The admin area's tabs: a grid of two rows on phones, one line on desktops. */
export function AdminNav({ email, onLogout }: { email: string; onLogout: () => void }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-2 shadow-[var(--shadow-card)] lg:flex-row lg:items-center lg:justify-between">
      <nav aria-label="Admin area">
        <ul className="grid grid-cols-3 gap-1 sm:flex sm:flex-wrap">
          {links.map(({ to, label, icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  `flex min-h-11 items-center gap-2 rounded-xl px-3.5 text-[0.9375rem] font-medium whitespace-nowrap transition-colors duration-150 max-sm:flex-col max-sm:justify-center max-sm:gap-1 max-sm:px-1 max-sm:py-2 max-sm:text-sm ${
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
        </ul>
      </nav>
      <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-2 pt-2 lg:border-0 lg:pt-0">
        <p className="min-w-0 truncate text-sm text-slate-600">
          Signed in as <span className="font-semibold text-ink-900">{email}</span>
        </p>
        <button
          type="button"
          onClick={onLogout}
          className="flex min-h-11 shrink-0 items-center gap-2 rounded-xl px-3.5 text-[0.9375rem] font-medium text-slate-700 hover:bg-red-50 hover:text-danger-700"
        >
          <Icon name="log-out" aria-hidden="true" className="size-5" />
          Log Out
        </button>
      </div>
    </div>
  );
}
