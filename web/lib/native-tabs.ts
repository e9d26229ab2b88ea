/**
 * The tabs of components/ui/tabs.tsx, switched before the app has hydrated: a tap or an arrow
 * key on a tab shows its panel at once, from the attributes alone (the tabs' look follows
 * `aria-selected`), without waiting for React's half a second of download and hydration on a
 * slow phone. page-start installs it; once the page has hydrated React's own handlers answer,
 * and `Tabs` takes the tab chosen here as its first state, so hydration changes nothing.
 */

/** Whether React answers for the page now. */
const hydrated = () => document.documentElement.dataset.hydrated === "true";

/** Shows `tab`'s panel and marks it chosen, as `Tabs` renders a chosen tab. */
function choose(tab: HTMLElement) {
  const list = tab.closest('[role="tablist"]');
  if (!list) return;
  for (const other of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const chosen = other === tab;
    other.setAttribute("aria-selected", String(chosen));
    other.tabIndex = chosen ? 0 : -1;
    const panel = document.getElementById(other.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !chosen;
  }
}

const tabOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[role="tab"]') : null;

/** The keys of the WAI-ARIA tabs pattern, as `Tabs` handles them. */
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function installNativeTabs() {
  document.addEventListener("click", (event) => {
    const tab = tabOf(event.target);
    if (tab && !hydrated()) choose(tab);
  });
  document.addEventListener("keydown", (event) => {
    const tab = tabOf(event.target);
    const move = moves[event.key];
    if (!tab || !move || hydrated()) return;
    const tabs = [
      ...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []),
    ];
    const next = tabs[(move(tabs.indexOf(tab), tabs.length) + tabs.length) % tabs.length];
    if (!next) return;
    event.preventDefault();
    choose(next);
    next.focus();
  });
}

/**
 * The tab chosen before hydration among `ids` (each tab's element id), for `Tabs`' first state
 * while it hydrates; undefined when rendering in the browser after that, or on the server.
 */
export function tabChosenBeforeHydration(ids: readonly string[]): number | undefined {
  if (typeof document === "undefined" || hydrated()) return undefined;
  const index = ids.findIndex(
    (id) => document.getElementById(id)?.getAttribute("aria-selected") === "true",
  );
  return index === -1 ? undefined : index;
}
