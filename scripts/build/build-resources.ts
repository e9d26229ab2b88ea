/**
 * The member library's files (content/resources/), in the folder the server serves downloads
 * from (server/resources/files.ts): each entry's file copied as it is, and each cheatsheet
 * (`sheet`) drawn as a PDF (cheatsheet-pdf.tsx), and catalogue.json, what the server knows of
 * each (server/resources/catalogue.ts). Runs after the content build, which has validated every
 * entry; build-server.ts copies the folder next to the compiled server.
 * A PDF is drawn again only when its entry or the drawing code changed.
 */
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { allResources } from "#content-collections";
import type { ResourceFormat, Sheet } from "#contract/resources.ts";
import {
  type CatalogueEntry,
  catalogueFileName,
  resourceFileName,
} from "#server/resources/catalogue.ts";
import { site } from "#site/facts.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** Where the files go: gitignored with the rest of the content build's output. */
export const resourcesOutDir = join(root, ".content-collections", "resources");
const stampFile = join(resourcesOutDir, "sheets.json");

const drawingCode = ["cheatsheet-pdf.tsx", "build-resources.ts"]
  .map((file) => readFileSync(join(root, "scripts/build", file), "utf8"))
  .join("\n");

export async function buildResources(): Promise<void> {
  mkdirSync(resourcesOutDir, { recursive: true });
  const stamps: Record<string, string> = existsSync(stampFile)
    ? JSON.parse(readFileSync(stampFile, "utf8"))
    : {};
  const drawn: string[] = [];
  const catalogue: CatalogueEntry[] = [];
  for (const entry of [...allResources].sort((a, b) => a.order - b.order)) {
    const slug = entry._meta.path;
    const file = resourceFileName(entry, slug);
    const target = join(resourcesOutDir, file);
    if (entry.file) copyFileSync(join(root, "content/resources", entry.file), target);
    else if (entry.sheet && (await drawSheet(slug, entry.title, entry.sheet, target, stamps)))
      drawn.push(slug);
    catalogue.push({
      slug,
      title: entry.title,
      summary: entry.summary,
      service: entry.service,
      membersOnly: entry.membersOnly,
      ...(entry.earlyAccess ? { earlyAccess: entry.earlyAccess } : {}),
      file,
      format: file.slice(file.lastIndexOf(".") + 1) as ResourceFormat,
      bytes: statSync(target).size,
      ...(entry.sheet ? { sheet: entry.sheet } : {}),
    });
  }
  writeFileSync(stampFile, `${JSON.stringify(stamps, null, 2)}\n`);
  writeFileSync(
    join(resourcesOutDir, catalogueFileName),
    `${JSON.stringify(catalogue, null, 2)}\n`,
  );
  if (drawn.length > 0) console.log(`build-resources: drew ${drawn.join(", ")} as PDF`);
}

/** Draws a cheatsheet's PDF unless the one there was drawn from the same entry and code. */
async function drawSheet(
  slug: string,
  title: string,
  sheet: Sheet,
  target: string,
  stamps: Record<string, string>,
): Promise<boolean> {
  const document = {
    title,
    sheet,
    brand: site.brand.name,
    site: new URL(process.env.PUBLIC_URL || "http://localhost:3000").host,
  };
  const stamp = createHash("sha256")
    .update(JSON.stringify(document))
    .update(drawingCode)
    .digest("hex");
  if (stamps[slug] === stamp && existsSync(target)) return false;
  // Loaded only to draw: the renderer and its fonts take a second to start.
  const { renderCheatsheet } = await import("./cheatsheet-pdf.tsx");
  writeFileSync(target, await renderCheatsheet(document));
  stamps[slug] = stamp;
  return true;
}
