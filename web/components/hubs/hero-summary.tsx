import { useId } from "react";
import { CheckList } from "#web/components/ui/check-list.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { keepRangesTogether } from "#web/components/ui/keep-together.tsx";

/**
 * What a hub's client gets, under the hero's buttons: a short titled list and a closing line such
 * as the timeline. It stood in a card on the hero's right until that half showed the work itself.
 */
export function HeroSummary({
  title,
  items,
  footer,
}: {
  title: string;
  items: readonly string[];
  /** A short closing line, such as a timeline from the specification. */
  footer?: string;
}) {
  const id = useId();
  return (
    <div className="mt-10 max-w-2xl border-t border-white/10 pt-6">
      <p id={id} className="text-sm font-semibold text-white">
        {title}
      </p>
      <CheckList
        items={items}
        tone="dark"
        size="sm"
        labelledBy={id}
        className="mt-3 grid gap-x-6 gap-y-2 text-[0.9375rem] sm:grid-cols-2"
      />
      {footer && (
        <p className="mt-4 flex items-start gap-2.5 text-sm font-medium text-accent-200">
          <Icon name="clock" aria-hidden="true" className="mt-px size-4 shrink-0" />
          <span>{keepRangesTogether(footer)}</span>
        </p>
      )}
    </div>
  );
}
