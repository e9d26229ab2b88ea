import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./web/prerender.ts";

export default {
  appDirectory: "web",
  // BUILD_DIR lets several builds coexist (parallel work, benchmarks); the default is build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Public pages are prerendered to static HTML; the account area is a client-rendered SPA
  // served from build/client/__spa-fallback.html.
  ssr: false,
  prerender: ({ getStaticPaths }) => prerenderPaths(getStaticPaths()),
} satisfies Config;
