import { CheckList } from "#web/components/ui/check-list.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { keepRangesTogether } from "#web/components/ui/keep-together.tsx";
import type { HubIconName } from "./hub-art.tsx";

/**
 * The right-hand side of the contact page's hero: a glass card summing up what happens after a
 * visitor writes, drawn in markup so it paints with the headline. (Each item is one flex child:
 * a bare text beside a kept-together range would be two, with the gap between them.)
 */
export function HeroPanel({
  icon,
  title,
  items,
  footer,
}: {
  icon: HubIconName;
  title: string;
  items: readonly string[];
  /** A short closing line, such as a timeline from the specification. */
  footer?: string;
}) {
  return (
    <div className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div
        aria-hidden="true"
        className="absolute -top-6 -right-6 size-40 rounded-full bg-accent-500/25 blur-3xl"
      />
      <div className="relative rounded-2xl border border-white/10 bg-ink-800/80 p-6 shadow-2xl backdrop-blur sm:p-8">
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="grid size-12 place-items-center rounded-xl bg-accent-600 text-white"
          >
            <Icon name={icon} strokeWidth={1.75} className="size-6" />
          </span>
          <p className="text-lg font-semibold text-white">{title}</p>
        </div>
        <CheckList items={items} tone="dark" size="sm" className="mt-6 space-y-3 text-slate-300" />
        {footer && (
          <p className="mt-6 border-t border-white/10 pt-5 text-sm font-medium text-accent-200">
            {keepRangesTogether(footer)}
          </p>
        )}
      </div>
    </div>
  );
}
