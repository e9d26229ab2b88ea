/**
 * "/" opens the site search from anywhere but a field: it presses the header's search button
 * (`[data-search-opener]`, components/layout/search-button.tsx). page-start installs it, so the
 * shell's code does not carry it. Before hydration the key is held by the head script and sent
 * again once React listens (pre-hydration.ts); only then does the button open the search over
 * the page rather than go to /search.
 */

/** A key typed into a field is the field's, never the shortcut. */
const isTyping = (target: EventTarget | null) =>
  target instanceof Element &&
  target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']") !==
    null;

export function installSearchShortcut() {
  document.addEventListener("keydown", (event) => {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
    if (!document.documentElement.dataset.hydrated) return;
    if (isTyping(event.target) || document.querySelector("dialog[open]")) return;
    const opener = document.querySelector<HTMLElement>("[data-search-opener]");
    if (!opener) return;
    event.preventDefault();
    opener.click();
  });
}
