import { type ReactNode, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import interCore from "./assets/generated/inter-core.woff2?url";
import "./app.css";
import { site } from "#site/facts.ts";
import { preHydrationScript, replayHeldInput } from "./lib/pre-hydration.ts";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interCore, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/**
 * Marks the document as scripted before first paint, so scroll-reveal content starts hidden only
 * when something will reveal it. The server's CSP carries this script's hash.
 */
export const scriptedMarker = "document.documentElement.classList.add('js')";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#060a14" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string, hashed in the CSP */}
        <script dangerouslySetInnerHTML={{ __html: scriptedMarker }} />
        <script
          suppressHydrationWarning
          // Only the prerendered HTML needs its text: hydration leaves the element as it is, and
          // the browser bundle stays 0.3 KB lighter.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string, hashed in the CSP
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? preHydrationScript : "" }}
        />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // A marker that the page is interactive, for people's tools and the browser tests alike.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    // A form sent or a button pressed before the code ran acts now (lib/pre-hydration.ts).
    replayHeldInput();
    // The visit counter and page effects: a prerendered page's boot has already started them;
    // the client-rendered account pages start them here, once the page is idle.
    (window.requestIdleCallback ?? setTimeout)(() => import("./lib/page-start.ts"));
  }, []);
  return <Outlet />;
}

/** Shown while the client-rendered account area loads from the SPA fallback. */
export function HydrateFallback() {
  return (
    <div className="grid min-h-dvh place-items-center bg-slate-50" aria-busy="true">
      <p className="text-slate-600">Loading {site.brand.name}…</p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="grid min-h-dvh place-items-center bg-ink-950 px-6 text-center text-slate-300">
      <div className="max-w-lg">
        <p className="text-sm font-semibold tracking-[0.14em] text-accent-300 uppercase">
          Error {status}
        </p>
        <h1 className="mt-3 text-3xl font-bold text-white">Something went wrong on our side</h1>
        <p className="mt-4">
          Please reload the page. If it keeps happening, write to{" "}
          <a className="text-accent-300 underline" href={`mailto:${site.contact.email}`}>
            {site.contact.email}
          </a>
          .
        </p>
        <a
          href="/"
          className="mt-8 inline-flex min-h-11 items-center rounded-full bg-white px-6 font-semibold text-ink-900"
        >
          Back to the home page
        </a>
      </div>
    </main>
  );
}
