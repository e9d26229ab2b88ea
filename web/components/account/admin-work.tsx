import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { AdminOverview } from "#contract/admin.ts";
import { type Loaded, loadAdmin } from "#web/components/admin/load.ts";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { adminWorkOf, adminWorkContent as text } from "#web/content/admin-work.ts";

/**
 * The top of an administrator's dashboard: the admin area's work waiting (open payouts, new
 * leads and leads in Check, follow-ups due, today's calls; more sources plug into adminWorkOf) and one click
 * into /admin. Every login still lands on /dashboard; a member never sees or loads this.
 */
export function AdminWork() {
  const [loaded, setLoaded] = useState<Loaded<AdminOverview> | null>(null);
  useEffect(() => {
    let current = true;
    void loadAdmin<AdminOverview>("/admin/overview").then((result) => {
      if (current) setLoaded(result);
    });
    return () => {
      current = false;
    };
  }, []);
  return (
    <section
      aria-labelledby="admin-work-title"
      className="mb-6 rounded-[var(--radius-card)] border border-accent-200 bg-accent-50 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="admin-work-title" className="flex items-center gap-2 text-xl font-semibold">
            <Icon name="layout-dashboard" aria-hidden="true" className="size-5 text-accent-700" />
            {text.title}
          </h2>
          <p className="mt-1 text-slate-700">{text.lead}</p>
        </div>
        <ButtonLink to="/admin" variant="primary">
          {text.open}
        </ButtonLink>
      </div>
      {loaded === null ? (
        <p className="mt-4 text-slate-700" role="status">
          {text.loading}
        </p>
      ) : loaded.error !== null ? (
        <p className="mt-4 text-slate-700">{text.failed}</p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {adminWorkOf(loaded.data).map((item) => (
            <li key={item.label}>
              <Link
                to={item.to}
                className="flex h-full min-h-11 flex-col rounded-lg border border-slate-200 bg-white p-4 hover:border-accent-400"
              >
                <span className="flex items-center gap-2 text-sm font-semibold text-slate-600">
                  <Icon name={item.icon} aria-hidden="true" className="size-4 text-accent-700" />
                  {item.label}
                </span>
                <span className="mt-1 text-3xl font-bold text-ink-900 tabular-nums">
                  {new Intl.NumberFormat("en-PK").format(item.count)}
                </span>
                {item.note && <span className="mt-1 text-sm text-slate-600">{item.note}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
