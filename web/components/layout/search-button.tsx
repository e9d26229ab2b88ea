import { Component, type ReactNode, Suspense, useCallback, useEffect, useState } from "react";
import { Icon } from "#web/components/ui/icon.tsx";
import { lazyPart } from "#web/lib/lazy-part.ts";

/** The search's dialog and its code load when someone reaches for the button or presses "/". */
const { Part: SearchDialog, preload: preloadSearch } = lazyPart(() =>
  import("#web/components/search/search-dialog.tsx").then((module) => module.SearchDialog),
);

/** A key typed into a field is the field's, never the shortcut. */
const isTyping = (target: EventTarget | null) =>
  target instanceof Element &&
  target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']") !==
    null;

/** If the dialog's code cannot be fetched, the button goes to the search page instead. */
class SearchUnavailable extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    window.location.assign("/search");
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The header's search button: a link to /search, which is where it goes before the page's code
 * runs (and without JavaScript); once it runs, it opens the search over the page instead. "/"
 * opens it from anywhere but a field (a "/" pressed before the code ran is replayed:
 * web/lib/pre-hydration.ts).
 */
export function SearchButton({ className = "" }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  if (open && !requested) setRequested(true);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || document.querySelector("dialog[open]")) return;
      event.preventDefault();
      preloadSearch();
      setOpen(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <>
      <a
        href="/search"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        onPointerEnter={preloadSearch}
        onTouchStart={preloadSearch}
        onFocus={preloadSearch}
        aria-label="Search the site"
        aria-haspopup="dialog"
        aria-keyshortcuts="/"
        className={`grid size-11 shrink-0 place-items-center rounded-full hover:bg-white/10 ${className}`}
      >
        <Icon name="search" aria-hidden="true" className="size-5" />
      </a>
      {requested && (
        <SearchUnavailable>
          <Suspense fallback={null}>
            <SearchDialog open={open} onClose={close} />
          </Suspense>
        </SearchUnavailable>
      )}
    </>
  );
}
