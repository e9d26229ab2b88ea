import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { scrollStrip } from "#web/components/ui/scroll-strip.ts";
import { tabChosenBeforeHydration } from "#web/lib/native-tabs.ts";

export type Tab = { id: string; label: string; content: ReactNode };

/**
 * WAI-ARIA tabs: one panel shown at a time; arrow keys, Home and End move between tabs
 * and activate them. Before the page hydrates, page-start switches them from the same
 * attributes (lib/native-tabs.ts), which is why a tab's look follows `aria-selected` and not
 * React's state; the tab chosen then is the first state here.
 */
export function Tabs({
  tabs,
  defaultTab,
  label,
}: {
  tabs: readonly Tab[];
  defaultTab?: string;
  label: string;
}) {
  const baseId = useId();
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const [active, setActive] = useState(() => {
    const chosen = tabChosenBeforeHydration(tabs.map((tab) => tabId(tab.id)));
    return chosen === undefined ? (defaultTab ?? tabs[0]?.id) : tabs[chosen]?.id;
  });
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function focusTab(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setActive(tab.id);
    buttons.current[(index + tabs.length) % tabs.length]?.focus();
  }

  function onKeyDown(event: KeyboardEvent, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusTab(next);
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        // One row always: on a phone a strip that scrolls, from sm up the tabs share the width.
        className={`${scrollStrip} gap-2 rounded-2xl border border-slate-200 bg-slate-50 p-1.5 sm:overflow-visible sm:pr-1.5 sm:[mask-image:none]`}
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="min-h-11 shrink-0 rounded-xl px-4 text-sm font-semibold whitespace-nowrap text-slate-600 transition-colors duration-200 hover:text-ink-900 aria-selected:bg-white aria-selected:text-accent-700 aria-selected:shadow-sm sm:flex-1 sm:text-base"
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== active}
          // Focusable, so Tab moves from the tab list into the panel even when the panel holds
          // nothing focusable itself (WAI-ARIA tabs pattern).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is a focus stop in the WAI-ARIA tabs pattern
          tabIndex={0}
          className="mt-8 rounded-xl focus-visible:outline-offset-4"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
