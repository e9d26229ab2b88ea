import { useEffect, useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { prefersReducedMotion } from "#web/lib/motion.ts";

const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** Scroll-reveal refresh after a route change, as the original did. */
const REVEAL_REFRESH_MS = 60;

function hashTarget(hash: string): HTMLElement | null {
  if (!hash || hash === "#") return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * On navigation the page starts at the top, or glides to the hash target when the address has
 * one. Back and forward keep the browser's own restoration.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();

  // Runs once per navigation (key), reading the hash and navigation type of that navigation.
  useIsomorphicLayoutEffect(() => {
    const target = hashTarget(hash);
    if (target) {
      target.scrollIntoView({
        behavior: prefersReducedMotion() ? "auto" : "smooth",
        block: "start",
      });
    } else if (navigationType !== "POP") {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    }
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: rescans the new page's content
  useEffect(() => {
    // A dynamic import, like page-start.ts's: a static one would merge the effects into the
    // app's chunks and page-start.ts would then load React before the page hydrates.
    const effects = import("#web/lib/page-effects.ts");
    const rescan = () => void effects.then(({ scanReveals }) => scanReveals());
    rescan();
    const timer = window.setTimeout(rescan, REVEAL_REFRESH_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return null;
}
