import { execFileSync } from "node:child_process";

/** Unit tests render components that import the generated sprite and pictures. */
export default function setup() {
  execFileSync(process.execPath, ["--import", "tsx", "scripts/build/generate-assets.ts"], {
    stdio: "inherit",
  });
}
