import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const apiTarget = process.env.API_PROXY_TARGET ?? "http://127.0.0.1:3001";
const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The same aliases as tsconfig.json "paths". */
export const aliases = {
  "#web": dir("./web"),
  "#server": dir("./server"),
  "#contract": dir("./contract"),
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: aliases },
  envPrefix: ["VITE_", "PUBLIC_URL"],
  build: { assetsInlineLimit: 0 },
  server: {
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
});
