import { Icon } from "#web/components/ui/icon.tsx";

/** Points ticked off one under another; `boxed` sets each point on a tile of its own. */
export function CheckList({
  items,
  className,
  boxed = false,
}: {
  items: readonly string[];
  /** The list's spacing, such as "mt-6 space-y-3". */
  className: string;
  boxed?: boolean;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li
          key={item}
          className={
            boxed ? "flex gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4" : "flex gap-3"
          }
        >
          <Icon name="check" aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-700" />
          <span className={boxed ? "font-medium text-ink-900" : "text-ink-900"}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
