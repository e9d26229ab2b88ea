import { type ComponentType, lazy } from "react";

/**
 * A part of a page most visits never use (the phone menu, the footer's newsletter box, an
 * administrator's confirmation dialog): its code is a file of its own, kept out of the page's
 * first scripts. It is fetched when someone reaches for the control that opens it (`preload` on
 * pointer, touch or focus) or, at the latest, when it first renders. Wrap it in <Suspense>; a
 * prerendered part stays as the page's HTML until its code arrives and hydrates it.
 */
export function lazyPart<Props>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | undefined;
  const once = () => {
    // A failed fetch is forgotten, so the next attempt asks the network again.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    Part: lazy(() => once().then((component) => ({ default: component }))),
    preload(): void {
      once().catch(() => {
        // Rendering the part tries again, and its error boundary says so if it still fails.
      });
    },
  };
}

export type LazyPart<Props> = ReturnType<typeof lazyPart<Props>>;
