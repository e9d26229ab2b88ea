import { Link } from "react-router";
import { Icon } from "#web/components/ui/icon.tsx";

export type Crumb = { label: string; path: string };

/** The trail above a detail page's title; the last crumb is the page itself. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-8">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-slate-400">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {index > 0 && (
                <Icon
                  name="chevron-right"
                  aria-hidden="true"
                  className="size-3.5 shrink-0 text-slate-500"
                />
              )}
              {last ? (
                <span aria-current="page" className="font-medium text-slate-200">
                  {crumb.label}
                </span>
              ) : (
                <Link
                  to={crumb.path}
                  className="rounded-sm underline-offset-4 hover:text-white hover:underline"
                >
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
