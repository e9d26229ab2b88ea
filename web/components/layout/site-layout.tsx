import { Outlet } from "react-router";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { ScrollManager } from "./scroll-manager.tsx";

/** The shell of every page: header, main landmark and footer (page-start.ts runs the effects). */
export default function SiteLayout() {
  return (
    <>
      <ScrollManager />
      <Header />
      <main id="main" tabIndex={-1} className="page-sections outline-none">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
