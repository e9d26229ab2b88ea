import { Icon } from "#web/components/ui/icon.tsx";
import type { PackagePrice } from "#web/content/details/prices.ts";
import { reveal } from "#web/lib/effects.ts";

export type DetailPackage = {
  name: string;
  turnaround?: string;
  price?: PackagePrice;
  description: string;
  features: readonly string[];
  highlighted?: boolean;
};

// A fixed locale, so the prerendered HTML and the browser's render agree digit for digit.
const amount = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Package cards (stream packages, overlay tiers): name, "from" price, turnaround, what is included. */
export function PackageCards({ items }: { items: readonly DetailPackage[] }) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${items.length === 3 ? "xl:grid-cols-3" : ""}`}>
      {items.map((item, index) => (
        <li
          key={item.name}
          className={`relative flex flex-col rounded-[var(--radius-card)] border bg-white p-6 shadow-[var(--shadow-card)] ${
            item.highlighted ? "border-accent-600 ring-1 ring-accent-600" : "border-slate-200"
          }`}
          data-testid="package-card"
          {...reveal({ delay: (index % 4) * 80 })}
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h3 className="text-xl font-bold">{item.name}</h3>
            {item.highlighted && (
              <span className="rounded-full bg-accent-600 px-3 py-1 text-xs font-semibold text-white">
                Most chosen
              </span>
            )}
          </div>
          {(item.turnaround || item.price) && (
            <dl className="mt-3 grid gap-2 text-sm">
              {item.price && (
                <div className="flex flex-wrap items-baseline gap-x-1.5">
                  <dt className="text-slate-600">From</dt>
                  <dd className="flex flex-wrap items-baseline gap-x-1.5">
                    <span className="text-2xl font-bold tracking-tight whitespace-nowrap text-ink-900">
                      PKR {amount.format(item.price.pkr)}
                    </span>
                    <span className="whitespace-nowrap text-slate-600">
                      (US${amount.format(item.price.usd)})
                    </span>
                  </dd>
                </div>
              )}
              {item.turnaround && (
                <div className="flex items-center gap-1.5">
                  <dt className="flex items-center gap-1.5 text-slate-600">
                    <Icon name="clock" aria-hidden="true" className="size-4 text-accent-700" />
                    Turnaround
                  </dt>
                  <dd className="font-semibold text-ink-900">{item.turnaround}</dd>
                </div>
              )}
            </dl>
          )}
          <p className="mt-3 text-[0.9375rem] text-slate-600">{item.description}</p>
          <ul className="mt-5 space-y-2 border-t border-slate-100 pt-5 text-[0.9375rem]">
            {item.features.map((feature) => (
              <li key={feature} className="flex gap-2.5">
                <Icon
                  name="check"
                  aria-hidden="true"
                  className="mt-1 size-4 shrink-0 text-accent-700"
                />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
