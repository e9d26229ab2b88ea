// Development: the API server (restarting on change) on :3001 and Vite's dev server, which
// proxies /api to it. Ctrl-C stops both.
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/server.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, SERVE_SITE: "false" },
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
