import { type ComponentType, useCallback, useEffect, useState } from "react";
import { Icon } from "#web/components/ui/icon.tsx";

type Dialog = ComponentType<{ open: boolean; onClose: () => void }>;
let loading: Promise<Dialog> | undefined;

/**
 * The search's dialog and its code load when someone reaches for the button or presses "/"; if
 * they cannot be fetched (offline, a deploy in between), the button goes to the search page.
 */
const loadSearch = () => {
  loading ??= import("#web/components/search/search-dialog.tsx").then(
    (module) => module.SearchDialog,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
};
const preloadSearch = () => void loadSearch().catch(() => {});

/** A key typed into a field is the field's, never the shortcut. */
const isTyping = (target: EventTarget | null) =>
  target instanceof Element &&
  target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']") !==
    null;

/**
 * The header's search button: a link to /search, which is where it goes before the page's code
 * runs (and without JavaScript); once it runs, it opens the search over the page instead. "/"
 * opens it from anywhere but a field (a "/" pressed before the code ran is replayed:
 * web/lib/pre-hydration.ts).
 */
export function SearchButton({ className = "" }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [SearchDialog, setDialog] = useState<Dialog | null>(null);
  const close = useCallback(() => setOpen(false), []);
  const show = useCallback(() => {
    setOpen(true);
    loadSearch().then(
      (dialog) => setDialog(() => dialog),
      () => window.location.assign("/search"),
    );
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || document.querySelector("dialog[open]")) return;
      event.preventDefault();
      show();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [show]);

  return (
    <>
      <a
        href="/search"
        onClick={(event) => {
          event.preventDefault();
          show();
        }}
        onPointerEnter={preloadSearch}
        onTouchStart={preloadSearch}
        onFocus={preloadSearch}
        aria-label="Search the site"
        aria-haspopup="dialog"
        aria-keyshortcuts="/"
        className={`grid size-10 shrink-0 place-items-center rounded-full hover:bg-white/10 sm:size-11 ${className}`}
      >
        <Icon name="search" aria-hidden="true" className="size-5" />
      </a>
      {SearchDialog && <SearchDialog open={open} onClose={close} />}
    </>
  );
}
