import { LogoutButton, type LogoutProps, NavTabList } from "#web/components/ui/nav-tabs.tsx";
import { adminNav } from "#web/content/admin-nav.ts";

/** The admin area's tabs: a grid on phones, a line on desktops; who is signed in below them. */
export function AdminNav({ email, ...logout }: { email: string } & LogoutProps) {
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-2 shadow-[var(--shadow-card)]">
      <nav aria-label="Admin area">
        <NavTabList
          tabs={adminNav}
          className="grid grid-cols-3 gap-1 sm:flex sm:flex-wrap"
          linkClassName="flex min-h-11 items-center gap-2 rounded-xl px-3.5 text-[0.9375rem] font-medium whitespace-nowrap transition-colors duration-150 max-sm:flex-col max-sm:justify-center max-sm:gap-1 max-sm:px-1 max-sm:py-2 max-sm:text-sm"
        />
      </nav>
      <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-2 pt-2">
        <p className="min-w-0 truncate text-sm text-slate-600">
          Signed in as <span className="font-semibold text-ink-900">{email}</span>
        </p>
        <LogoutButton
          {...logout}
          className="flex min-h-11 shrink-0 items-center gap-2 rounded-xl px-3.5 text-[0.9375rem] font-medium text-slate-700 hover:bg-red-50 hover:text-danger-700 aria-disabled:cursor-wait"
          iconClassName="size-5"
        >
          Log Out
        </LogoutButton>
      </div>
    </div>
  );
}
