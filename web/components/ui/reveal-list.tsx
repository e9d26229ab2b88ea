import type { ReactNode } from "react";
import { type RevealOptions, reveal, staggerDelay } from "#web/lib/effects.ts";

export type RevealListProps<Item> = {
  as?: "ul" | "ol" | "div";
  /** The list's accessible name, when the heading above does not give it one. */
  label?: string;
  items: readonly Item[];
  keyOf: (item: Item) => string;
  className?: string;
  itemClassName?: string | ((item: Item, index: number) => string);
  stagger: { step: number; every?: number };
  /** How each item reveals, besides its delay. */
  revealOptions?: Omit<RevealOptions, "delay">;
  children: (item: Item, index: number) => ReactNode;
};

/**
 * A list whose items reveal one after another as they scroll into view: the item at `index`
 * waits `step` ms times its place in its run of `every` (a grid's row), or in the whole list.
 * A `div` list has `div` items (a grid of panels that is not read as a list).
 */
export function RevealList<Item>({
  as: List = "ul",
  label,
  items,
  keyOf,
  className,
  itemClassName,
  stagger,
  revealOptions,
  children,
}: RevealListProps<Item>) {
  const ListItem = List === "div" ? "div" : "li";
  return (
    <List aria-label={label} className={className}>
      {items.map((item, index) => (
        <ListItem
          key={keyOf(item)}
          className={
            typeof itemClassName === "function" ? itemClassName(item, index) : itemClassName
          }
          {...reveal({
            ...revealOptions,
            delay: staggerDelay(index, stagger.step, stagger.every ?? Number.POSITIVE_INFINITY),
          })}
        >
          {children(item, index)}
        </ListItem>
      ))}
    </List>
  );
}
