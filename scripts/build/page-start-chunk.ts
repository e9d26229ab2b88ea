/**
 * The built chunk of web/lib/page-start.ts, which a prerendered page imports after its first
 * paint whether or not it hydrates (defer-hydration.ts). It must stay a few kilobytes that import
 * nothing of the app: a static import of a module the app's chunks also import would make it
 * load React before the visitor has asked for anything, which is what this build avoids.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** Gzip bytes of page-start with every chunk it imports. */
export const pageStartBudgetBytes = 4096;

const chunkImport = /(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g;

/**
 * The chunk's URL, and the files it loads (itself and its imports); throws when there is not
 * exactly one, or when it and its imports are heavy.
 */
export function pageStartChunk(clientDir: string): {
  url: string;
  files: string[];
  gzipBytes: number;
} {
  const assets = join(clientDir, "assets");
  const found = readdirSync(assets).filter((file) => /^page-start-[\w-]+\.js$/.test(file));
  if (found.length !== 1)
    throw new Error(`postbuild: expected one page-start chunk in ${assets}, found ${found.length}`);
  const seen = new Set<string>();
  let gzipBytes = 0;
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(assets, file));
    gzipBytes += gzipSync(code, { level: 9 }).length;
    for (const [, imported] of code.toString("utf8").matchAll(chunkImport)) visit(imported ?? "");
  };
  visit(found[0] ?? "");
  if (gzipBytes > pageStartBudgetBytes)
    throw new Error(
      `postbuild: page-start and its imports weigh ${gzipBytes} B gzip (${[...seen].join(", ")}), over ${pageStartBudgetBytes}: it must not import the app's chunks`,
    );
  return { url: `/assets/${found[0]}`, files: [...seen], gzipBytes };
}
