import { NavTabList } from "#web/components/ui/nav-tabs.tsx";
import { adminNav } from "#web/content/admin-nav.ts";

/** One line of the admin area's menus: a page, the Log Out button, the way back to the site. */
export const adminMenuItem =
  "flex min-h-11 w-full items-center gap-3 rounded-xl px-3.5 text-[0.9375rem] font-medium transition-colors duration-150";

/**
 * The admin area's pages, one per line, the current one highlighted: the sidebar on wide
 * screens, the menu panel below 1024 px (only one of them is shown at a time, so the landmark's
 * name stays unique).
 */
export function AdminNav() {
  return (
    <nav aria-label="Admin area">
      <NavTabList tabs={adminNav} className="grid gap-1" linkClassName={adminMenuItem} />
    </nav>
  );
}
