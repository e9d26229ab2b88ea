import { useSyncExternalStore } from "react";
import { useLocation, useMatches } from "react-router";
import { isUnknownPrerenderedPage } from "#web/lib/prerendered-only.ts";
import { notFoundPath } from "#web/prerender.ts";

const subscribe = () => () => {};

/** False while the server HTML is being hydrated, true from the first client render on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * The path that link highlighting should reflect. The 404 page is prerendered once at /404 and
 * served for every unknown address, so while it hydrates it must render as it was prerendered;
 * right after, it re-renders for the real address. An unknown slug of a dynamic route renders the
 * same page (prerendered-pages.tsx).
 */
export function useDisplayPathname(): string {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const notFound = useMatches().some(
    (match) => match.id === "routes/not-found" || isUnknownPrerenderedPage(match),
  );
  return notFound && !hydrated ? notFoundPath : pathname;
}
