/**
 * Turns the artwork of the pages into the raster images browsers are served: AVIF and WebP at
 * each width the layouts need, plus one JPEG fallback, in web/assets/generated/ (gitignored).
 * It also writes one manifest per folder (web/assets/generated/<folder>.ts) for the Picture
 * component, so Vite fingerprints every file, TypeScript knows every image by name, and a page
 * bundles the addresses of its own folder's pictures only.
 *
 * The sources are the SVG artwork in web/assets and the pictures beside the owner's content
 * entries in content/ (SVG illustrations, or photographs as JPEG, PNG or WebP).
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
import { extname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type Sharp } from "sharp";

const root = fileURLToPath(new URL("..", import.meta.url));
const assetsDir = join(root, "web", "assets");
const outDir = join(assetsDir, "generated");

/** Phone (1x–3x) to a wide desktop column at 2x. */
export const widths = [480, 800, 1280] as const;
/** Portraits shown at 48–112 px: 1x to 2x of the largest. */
const portraitWidths = [128, 256] as const;
/** Logos shown about 40 px high, some 160 px wide at most: 1x and 2x. */
const logoWidths = [160, 320] as const;

/** A folder of pictures and the widths its pictures are drawn at; its manifest is <folder>.ts. */
type Source = { folder: string; dir: string; widths: readonly number[] };
const content = (folder: string, dir: string, sizes: readonly number[]): Source => ({
  folder,
  dir: join(root, "content", dir),
  widths: sizes,
});
export const sources: readonly Source[] = [
  ...["about", "contact", "gallery"].map((folder) => ({
    folder,
    dir: join(assetsDir, folder),
    widths,
  })),
  content("caseStudies", "case-studies", widths),
  content("testimonials", "testimonials", portraitWidths),
  content("team", "team", portraitWidths),
  content("clients", "clients", logoWidths),
];
const pictureFile = /\.(?:svg|jpe?g|png|webp)$/;

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

async function render(job: Job, input: Buffer, naturalWidth: number) {
  // Rasterise an SVG at the target size rather than scaling a bitmap, so every width is sharp.
  const vector = job.source.endsWith(".svg");
  const image = sharp(input, vector ? { density: (72 * job.width) / naturalWidth } : {}).resize({
    width: job.width,
  });
  await encoders[job.format](image).toFile(job.output);
}

/** A picture's own size: an SVG's from its root element, a photograph's from its header. */
async function pictureSize(source: string): Promise<{ width: number; height: number }> {
  if (source.endsWith(".svg")) return svgSize(readFileSync(source, "utf8"), source);
  const { width, height } = await sharp(source).metadata();
  if (!width || !height) throw new Error(`${source}: cannot read the picture's size`);
  return { width, height };
}

async function collect(): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const { folder, dir, widths: sizes } of sources) {
    if (!existsSync(dir)) continue;
    // The JPEG fallback: the widest size up to 800 px.
    const fallbackWidth = Math.max(...sizes.filter((w) => w <= 800), sizes[0] ?? 800);
    for (const file of readdirSync(dir).sort()) {
      if (!pictureFile.test(file)) continue;
      const source = join(dir, file);
      const name = file.slice(0, -extname(file).length);
      const { width, height } = await pictureSize(source);
      const jobs: Job[] = [];
      for (const w of sizes) {
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
    "// Generated by scripts/build-images.ts from the pictures in web/assets or content/. Do not edit.",
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
  for (const { folder } of sources) {
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
  const entries = await collect();
  const pending = entries.flatMap((entry) =>
    entry.jobs.filter((job) => !upToDate(job)).map((job) => ({ job, entry })),
  );
  for (const { folder } of sources) mkdirSync(join(outDir, folder), { recursive: true });

  const inputs = new Map<string, Buffer>();
  const queue = [...pending];
  const workers = Array.from({ length: Math.max(1, availableParallelism()) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { job, entry } = next;
      let input = inputs.get(job.source);
      if (!input) {
        input = readFileSync(job.source);
        inputs.set(job.source, input);
      }
      await render(job, input, entry.width);
    }
  });
  await Promise.all(workers);
  removeStale(entries);

  for (const { folder } of sources) {
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
