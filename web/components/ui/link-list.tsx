import type { ReactNode } from "react";
import { Link } from "react-router";
import type { NavLink } from "#site/navigation.ts";

/**
 * Links as a list, the one whose address is `current` marked as the page the reader is on.
 * Callers style the list and its links; `children` renders a link's content (its label unless
 * given).
 */
export function LinkList<Item extends NavLink>({
  items,
  current,
  className,
  itemClassName,
  linkClassName,
  children = (item) => item.label,
  testId,
}: {
  items: readonly Item[];
  current?: string;
  className?: string;
  itemClassName?: string;
  linkClassName: string | ((active: boolean) => string);
  children?: (item: Item, active: boolean) => ReactNode;
  testId?: string;
}) {
  return (
    <ul className={className} data-testid={testId}>
      {items.map((item) => {
        const active = item.to === current;
        return (
          <li key={item.to} className={itemClassName}>
            <Link
              to={item.to}
              aria-current={active ? "page" : undefined}
              className={typeof linkClassName === "string" ? linkClassName : linkClassName(active)}
            >
              {children(item, active)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
