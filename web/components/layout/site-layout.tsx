import { useEffect } from "react";
import { Outlet } from "react-router";
import { installPointerEffects } from "#web/lib/effects.ts";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { ScrollManager } from "./scroll-manager.tsx";

/** The shell of every page: header, main landmark, footer, and the page effects. */
export default function SiteLayout() {
  useEffect(() => installPointerEffects(), []);
  return (
    <>
      <ScrollManager />
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
