/**
 * Turns the SVG artwork of the pages into the raster images browsers are served: AVIF and WebP
 * at each width the layouts need, plus one JPEG fallback, in web/assets/generated/ (gitignored).
 * It also writes one manifest per folder (web/assets/generated/<folder>.ts) for the Picture
 * component, so Vite fingerprints every file, TypeScript knows every image by name, and a page
 * bundles the addresses of its own folder's pictures only.
 *
 * Outputs newer than both their source and this script are kept, so a run with nothing to do
 * takes milliseconds; that is why it can sit in front of build and typecheck.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism } from "node:os";
import { basename, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type Sharp } from "sharp";

const root = fileURLToPath(new URL("..", import.meta.url));
const assetsDir = join(root, "web", "assets");
const outDir = join(assetsDir, "generated");

/** Folders of web/assets whose SVGs become pictures. */
export const sourceFolders = ["portfolio", "about", "contact", "gallery"] as const;
/** Phone (1x–3x) to a wide desktop column at 2x. */
export const widths = [480, 800, 1280] as const;
const fallbackWidth = 800;

const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 80, effort: 4 }),
  jpg: (image: Sharp) =>
    image.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }),
} as const;
type Format = keyof typeof encoders;

type Job = { source: string; output: string; width: number; format: Format };
type Entry = { folder: string; name: string; width: number; height: number; jobs: Job[] };

const scriptTime = statSync(fileURLToPath(import.meta.url)).mtimeMs;

function upToDate(job: Job): boolean {
  if (!existsSync(job.output)) return false;
  const outTime = statSync(job.output).mtimeMs;
  return outTime >= statSync(job.source).mtimeMs && outTime >= scriptTime;
}

/** The artwork's own size, from the width and height attributes (or the viewBox) of its root. */
function svgSize(svg: string, file: string): { width: number; height: number } {
  const tag = svg.match(/<svg\b[^>]*>/)?.[0] ?? "";
  const width = Number(tag.match(/\swidth="([\d.]+)"/)?.[1]);
  const height = Number(tag.match(/\sheight="([\d.]+)"/)?.[1]);
  if (width > 0 && height > 0) return { width, height };
  const box = tag.match(/viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/);
  if (box) return { width: Number(box[1]), height: Number(box[2]) };
  throw new Error(`${file}: the <svg> needs width and height or a viewBox`);
}

async function render(job: Job, svg: Buffer, naturalWidth: number) {
  // Rasterise at the target size rather than scaling a bitmap, so every width is sharp.
  const density = (72 * job.width) / naturalWidth;
  const image = sharp(svg, { density }).resize({ width: job.width });
  await encoders[job.format](image).toFile(job.output);
}

function collect(): Entry[] {
  const entries: Entry[] = [];
  for (const folder of sourceFolders) {
    const dir = join(assetsDir, folder);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort()) {
      if (!file.endsWith(".svg")) continue;
      const source = join(dir, file);
      const name = basename(file, ".svg");
      const { width, height } = svgSize(readFileSync(source, "utf8"), source);
      const jobs: Job[] = [];
      for (const w of widths) {
        for (const format of ["avif", "webp"] as const) {
          jobs.push({
            source,
            width: w,
            format,
            output: join(outDir, folder, `${name}-${w}.${format}`),
          });
        }
      }
      jobs.push({
        source,
        width: fallbackWidth,
        format: "jpg",
        output: join(outDir, folder, `${name}-${fallbackWidth}.jpg`),
      });
      entries.push({ folder, name, width, height, jobs });
    }
  }
  return entries;
}

/** The module for one folder: `export const portfolioImages = { "name": {...} }`. */
function manifest(folder: string, entries: Entry[]): string {
  const imports: string[] = [];
  const items: string[] = [];
  let n = 0;
  for (const entry of entries) {
    const names: Record<Format, string[]> = { avif: [], webp: [], jpg: [] };
    for (const job of entry.jobs) {
      const id = `i${n++}`;
      const spec = `./${relative(outDir, job.output).split(sep).join("/")}`;
      imports.push(`import ${id} from "${spec}";`);
      names[job.format].push(job.format === "jpg" ? id : `\${${id}} ${job.width}w`);
    }
    items.push(
      `  "${entry.name}": {\n` +
        `    width: ${entry.width},\n` +
        `    height: ${entry.height},\n` +
        `    avif: \`${names.avif.join(", ")}\`,\n` +
        `    webp: \`${names.webp.join(", ")}\`,\n` +
        `    fallback: ${names.jpg[0]},\n` +
        "  },",
    );
  }
  return [
    "// Generated by scripts/build-images.ts from the SVG artwork in web/assets. Do not edit.",
    'import type { GeneratedImage } from "#web/components/ui/picture.tsx";',
    ...imports,
    "",
    `export const ${folder}Images = {`,
    ...items,
    "} satisfies Record<string, GeneratedImage>;",
    "",
  ].join("\n");
}

/** Files left behind by artwork that was renamed or removed. */
function removeStale(entries: Entry[]) {
  const expected = new Set(entries.flatMap((entry) => entry.jobs.map((job) => job.output)));
  for (const folder of sourceFolders) {
    const dir = join(outDir, folder);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)) {
      const path = join(dir, file);
      if (!expected.has(path)) rmSync(path);
    }
  }
}

async function main() {
  const started = performance.now();
  const entries = collect();
  const pending = entries.flatMap((entry) =>
    entry.jobs.filter((job) => !upToDate(job)).map((job) => ({ job, entry })),
  );
  for (const folder of sourceFolders) mkdirSync(join(outDir, folder), { recursive: true });

  const svgs = new Map<string, Buffer>();
  const queue = [...pending];
  const workers = Array.from({ length: Math.max(1, availableParallelism()) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { job, entry } = next;
      let svg = svgs.get(job.source);
      if (!svg) {
        svg = readFileSync(job.source);
        svgs.set(job.source, svg);
      }
      await render(job, svg, entry.width);
    }
  });
  await Promise.all(workers);
  removeStale(entries);

  for (const folder of sourceFolders) {
    const file = join(outDir, `${folder}.ts`);
    const text = manifest(
      folder,
      entries.filter((entry) => entry.folder === folder),
    );
    // Rewriting an unchanged manifest would needlessly wake file watchers.
    if (!existsSync(file) || readFileSync(file, "utf8") !== text) writeFileSync(file, text);
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `build-images: ${entries.length} pictures, ${pending.length} files rendered in ${seconds} s`,
  );
}

await main();
