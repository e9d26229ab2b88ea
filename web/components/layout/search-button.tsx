import { type ComponentType, useState } from "react";
import { Icon } from "#web/components/ui/icon.tsx";

type Dialog = ComponentType<{ onClose: () => void }>;
let loading: Promise<Dialog> | undefined;

/**
 * The search's dialog and its code load when someone reaches for the button; if they cannot be
 * fetched (offline, a deploy in between), the button goes to the search page.
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

/**
 * The header's search button: a link to /search, which is where it goes before the page's code
 * runs (and without JavaScript); once it runs, it opens the search over the page instead. "/"
 * presses it from anywhere but a field (web/lib/search-shortcut.ts).
 */
export function SearchButton({ className = "" }: { className?: string }) {
  const [SearchDialog, setDialog] = useState<Dialog | null>(null);
  return (
    <>
      <a
        href="/search"
        data-search-opener
        onClick={(event) => {
          event.preventDefault();
          loadSearch().then(
            (dialog) => setDialog(() => dialog),
            () => window.location.assign("/search"),
          );
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
      {SearchDialog && <SearchDialog onClose={() => setDialog(null)} />}
    </>
  );
}
