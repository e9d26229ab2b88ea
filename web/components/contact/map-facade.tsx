import { useEffect, useRef, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { type GeneratedImage, Picture } from "#web/components/ui/picture.tsx";

const mapParam = "map";

/** Whether the document in the window was loaded at this page's address (not navigated to). */
function documentIsThisPage(): boolean {
  const [entry] = performance.getEntriesByType("navigation");
  return !entry || new URL(entry.name).pathname === window.location.pathname;
}

/**
 * A click-to-load map. Until a person asks for it, the page shows a locally drawn preview and
 * makes no request to the map provider; the embedded frame is inserted only on click.
 */
export function MapFacade({
  preview,
  previewAlt,
  embedUrl,
  openUrl,
  mapTitle,
  loadLabel,
  loadNote,
  openLabel,
}: {
  preview: GeneratedImage;
  previewAlt: string;
  embedUrl: string;
  openUrl: string;
  mapTitle: string;
  loadLabel: string;
  loadNote: string;
  openLabel: string;
}) {
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The map frame is allowed by the security policy of this page's own document only
  // (docs/decisions/002). Reached by in-site navigation, the document is another page's, so the
  // click loads this page afresh, carrying the request in the address, and the map opens then.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(mapParam) !== "1" || !documentIsThisPage()) return;
    url.searchParams.delete(mapParam);
    window.history.replaceState(window.history.state, "", url);
    setLoaded(true);
  }, []);

  const load = () => {
    if (documentIsThisPage()) return setLoaded(true);
    const url = new URL(window.location.href);
    url.searchParams.set(mapParam, "1");
    window.location.assign(url);
  };

  // The button disappears with the click, so focus moves to what replaced it.
  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);

  return (
    // Opened with ?map=1, the page hydrates at once: the click that asked for the map was the
    // visitor's (scripts/build/defer-hydration.ts).
    <div data-hydrate-with-query={mapParam}>
      <div className="relative aspect-[4/3] overflow-hidden rounded-[var(--radius-card)] sm:aspect-[8/5] border border-slate-200 bg-slate-100">
        {loaded ? (
          <iframe
            ref={frame}
            src={embedUrl}
            title={mapTitle}
            className="absolute inset-0 size-full border-0"
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <>
            <Picture
              image={preview}
              alt={previewAlt}
              sizes="(min-width: 1024px) 640px, 100vw"
              className="absolute inset-0 size-full object-cover"
            />
            <Button onClick={load} className="absolute bottom-4 left-4 shadow-lg">
              <Icon name="map-pin" aria-hidden="true" className="size-4" />
              {loadLabel}
            </Button>
          </>
        )}
      </div>
      {!loaded && <p className="mt-3 text-sm text-slate-600">{loadNote}</p>}
      <a
        href={openUrl}
        target="_blank"
        rel="noopener"
        className="mt-1 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 hover:underline"
      >
        {openLabel}
        <Icon name="external-link" aria-hidden="true" className="size-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  );
}
