import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The whole URL table. Public routes are prerendered (see prerender.ts); the routes listed in
 * client-only-paths.ts render in the browser from the SPA fallback.
 */
export default [
  layout("components/layout/site-layout.tsx", [
    // --- home and shell ---
    index("routes/home.tsx"),

    // --- company pages ---

    // --- service landing pages and hubs ---

    // --- service detail pages ---

    // --- account area (client-rendered) ---

    // --- unknown paths: the branded 404 page (prerendered at /404) ---
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
