// Development: the API server (restarting on change) on :3001 and Vite's dev server, which
// proxies /api to it. Ctrl-C stops both.
import { spawn, spawnSync } from "node:child_process";

// The pages import generated pictures and the icon sprite (gitignored); this returns at once
// when they are up to date.
const images = spawnSync("npx", ["tsx", "scripts/build/generate-assets.ts"], { stdio: "inherit" });
if (images.status !== 0) process.exit(images.status ?? 1);

const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/server.ts"], {
    stdio: "inherit",
    // Links in e-mails (password reset) point at the page the developer has open.
    env: {
      ...process.env,
      PORT: apiPort,
      SERVE_SITE: "false",
      PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173",
    },
  }),
  // Decap's proxy: the content editor at /admin/content writes this working tree through it.
  spawn("npx", ["decap-server"], {
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: process.env.CMS_PROXY_PORT ?? "8081",
      GIT_REPO_DIRECTORY: process.cwd(),
    },
  }),
  spawn("npx", ["react-router", "dev"], {
    stdio: "inherit",
    env: { ...process.env, API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` },
  }),
];

function stop(code = 0) {
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
}
process.on("SIGINT", () => stop());
process.on("SIGTERM", () => stop());
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
