import { links, site } from "#site/facts.ts";
import { Icon } from "#web/components/ui/icon.tsx";
import { LinkList } from "#web/components/ui/link-list.tsx";
import type { SidebarEntry } from "#web/content/details/index.ts";

/** The services of the page's section, the current one marked, and a direct e-mail line. */
export function DetailSidebar({
  title,
  entries,
  current,
  subject,
}: {
  title: string;
  entries: readonly SidebarEntry[];
  current: string;
  /** The e-mail's subject line, so the enquiry arrives already labelled. */
  subject: string;
}) {
  return (
    // Only the e-mail card follows the reader. The whole sidebar (up to 14 services, about
    // 1,000 px) is taller than a 900 px window, and a sticky box taller than the window never
    // shows its end; the short card fits any desktop window. The aside spans the whole grid row
    // so that the card can stick all the way down the page.
    <aside aria-label="Services and contact" className="space-y-6 lg:self-stretch">
      <nav
        aria-labelledby="sidebar-title"
        className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)]"
      >
        <h2 id="sidebar-title" className="px-2 text-lg font-semibold">
          {title}
        </h2>
        <LinkList
          items={entries}
          current={current}
          className="mt-3 space-y-1"
          testId="sidebar-services"
          linkClassName={(active) =>
            `group flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 text-[0.9375rem] font-medium transition-colors duration-200 ${
              active
                ? "bg-ink-900 text-white"
                : "text-slate-700 hover:bg-accent-50 hover:text-accent-800"
            }`
          }
        >
          {(entry, active) => (
            <>
              <Icon
                name={entry.icon}
                className={`size-[1.125rem] shrink-0 ${active ? "text-accent-300" : "text-accent-700"}`}
              />
              <span className="flex-1">{entry.label}</span>
              <Icon
                name="arrow-right"
                aria-hidden="true"
                className={`size-4 shrink-0 transition-transform duration-200 group-hover:translate-x-0.5 ${
                  active ? "text-accent-300" : "text-slate-400"
                }`}
              />
            </>
          )}
        </LinkList>
      </nav>
      <div className="rounded-[var(--radius-card)] bg-ink-900 p-6 text-slate-300 lg:sticky lg:top-24">
        <p className="text-lg font-semibold text-white">Prefer e-mail?</p>
        {/* The reply promise is in the closing call to action below: one promise per page. */}
        <p className="mt-2 text-[0.9375rem]">
          Send us a few lines about your project. The subject line is filled in for you.
        </p>
        <a
          href={links.mailto(site.contact.email, subject)}
          className="mt-4 inline-flex min-h-11 items-center gap-2 text-[0.9375rem] font-semibold text-accent-300 underline-offset-4 [overflow-wrap:anywhere] hover:text-white hover:underline"
        >
          <Icon name="mail" aria-hidden="true" className="size-4 shrink-0" />
          <span>{site.contact.email}</span>
        </a>
      </div>
    </aside>
  );
}
