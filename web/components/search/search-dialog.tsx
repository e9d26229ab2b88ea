import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { CloseButton } from "#web/components/ui/close-button.tsx";
import { SearchForm } from "./search-form.tsx";
import { LiveResults } from "./search-results.tsx";
import { useSiteSearch } from "./use-site-search.ts";

/**
 * The header's search, over the page: a modal <dialog> (focus inside, Escape closes, focus back
 * to the button), the box, and the results as the visitor types. Its code is a file of its own,
 * fetched when someone reaches for the search button or presses "/" (search-button.tsx), which
 * shows it while it is mounted: every way of closing closes the <dialog> itself, so the browser
 * returns the focus, and its `close` event tells the button to unmount it.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = () => ref.current?.close();
  const [query, setQuery] = useState("");
  const search = useSiteSearch(query);
  const navigate = useNavigate();
  const trimmed = query.trim();
  const { key } = useLocation();
  const shownAt = useRef(key);

  useEffect(() => {
    if (!ref.current?.open) ref.current?.showModal();
  }, []);
  // A result followed is a new page: the search closes behind it.
  useEffect(() => {
    if (key !== shownAt.current) ref.current?.close();
    shownAt.current = key;
  }, [key]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop's click; Escape is its keyboard twin, native to the dialog
    <dialog
      ref={ref}
      aria-label="Search the site"
      data-scroll-lock
      onClose={onClose}
      // Outside the panel is the backdrop: a click there closes, as the overlay of the menu does.
      onClick={(event) => event.target === event.currentTarget && close()}
      className="mx-auto mt-3 max-h-[calc(100dvh-1.5rem)] w-[min(44rem,calc(100%-1.5rem))] max-w-none overflow-y-auto rounded-2xl bg-white p-0 text-slate-700 shadow-2xl backdrop:bg-ink-950/60 sm:mt-16"
    >
      <div className="sticky top-0 z-10 flex items-start gap-2 border-b border-slate-200 bg-white p-3 sm:p-4">
        <SearchForm
          id="search-dialog-q"
          className="min-w-0 flex-1"
          autoFocus
          controls="search-dialog-results"
          onQuery={setQuery}
          onSubmit={(submitted) => {
            if (submitted) navigate(`/search?q=${encodeURIComponent(submitted)}`);
          }}
        />
        <CloseButton label="Close search" onClick={close} className="text-slate-600" />
      </div>
      <div id="search-dialog-results" className="p-3 sm:p-4">
        {trimmed ? (
          <>
            <LiveResults search={search} />
            {search.state === "done" && search.results.length > 0 && (
              <p className="mt-4 text-sm">
                <Link
                  to={`/search?q=${encodeURIComponent(trimmed)}`}
                  className="font-semibold text-accent-700 underline"
                >
                  All results on the search page
                </Link>
              </p>
            )}
          </>
        ) : (
          <p className="text-slate-600">
            Type a service, a question or a tool, such as “Shopify store” or “Zoho CRM migration”.
          </p>
        )}
      </div>
    </dialog>
  );
}
