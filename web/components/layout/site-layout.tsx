import { Suspense } from "react";
import { Outlet } from "react-router";
import { lazyPart } from "#web/lib/lazy-part.ts";
import { Header } from "./header.tsx";
import { ScrollManager } from "./scroll-manager.tsx";

/**
 * The footer hydrates from a file of its own, fetched as the page hydrates: nothing in it is
 * needed to act on the page (its links are plain links to prerendered pages, its newsletter box
 * a native form), so the scripts a first touch waits for stay lighter. Until its code arrives
 * React keeps its prerendered HTML as it is.
 */
const footer = lazyPart(() => import("./footer.tsx").then((module) => module.Footer));

/** The shell of every page: header, main landmark and footer (page-start.ts runs the effects). */
export default function SiteLayout() {
  return (
    <>
      <ScrollManager />
      <Header />
      <main id="main" tabIndex={-1} className="page-sections outline-none">
        <Outlet />
      </main>
      <Suspense>
        <footer.Part />
      </Suspense>
    </>
  );
}
