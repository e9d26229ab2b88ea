/**
 * Turns the artwork of the pages into the raster images browsers are served: AVIF and WebP at
 * each width the layouts need, plus one JPEG fallback, in web/assets/generated/ (gitignored).
 * It also writes one manifest per folder (web/assets/generated/<folder>.ts) for the Picture
 * component, so Vite fingerprints every file, TypeScript knows every image by name, and a page
 * bundles the addresses of its own folder's pictures only.
 *
 * The sources are the SVG artwork in web/assets and the pictures beside the owner's content
 * entries in content/ (SVG illustrations, or photographs and screenshots as JPEG, PNG or WebP).
 * A case study's entry says what each of its pictures is (its gallery picture, a screenshot on a
 * desktop, tablet or phone, the client's logo), and each is drawn at the widths its frame needs.
 * A bitmap is never enlarged: widths beyond its own are replaced by its own.
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
import { parse } from "yaml";

const root = fileURLToPath(new URL("../..", import.meta.url));
const assetsDir = join(root, "web", "assets");
const generatedDir = join(assetsDir, "generated");

/** Phone (1x–3x) to a wide desktop column at 2x. */
export const widths = [480, 800, 1280] as const;
/** Portraits shown at 48–112 px: 1x to 2x of the largest. */
const portraitWidths = [128, 256] as const;
/** Logos shown about 40 px high, some 160 px wide at most: 1x and 2x. */
const logoWidths = [160, 320] as const;

/**
 * Screenshots by the frame they are shown in (case-study-page.tsx): a browser window up to
 * 1040 px wide at 1x–2x, a tablet up to 36rem, a phone about 16rem at 1x–3x.
 */
export const screenshotWidths = {
  desktop: [480, 800, 1280, 1920],
  tablet: [480, 800, 1280],
  phone: [320, 640, 960],
} as const satisfies Record<string, readonly number[]>;

/**
 * A folder of pictures and the widths its pictures are drawn at; its manifest is <folder>.ts.
 * `widthsFor` reads the folder's entries for the widths of the pictures they name by use.
 */
export type Source = {
  folder: string;
  dir: string;
  widths: readonly number[];
  widthsFor?: (dir: string) => Map<string, readonly number[]>;
};
const content = (
  folder: string,
  dir: string,
  sizes: readonly number[],
  widthsFor?: Source["widthsFor"],
): Source => ({ folder, dir: join(root, "content", dir), widths: sizes, widthsFor });

/**
 * The widths of each picture a case study names, by what it is: the gallery picture at the
 * usual widths, a screenshot at its device's, the client's logo at a logo's. A file named twice
 * (a screenshot that is also the gallery picture) gets both. The content build has checked the
 * entries, so a file that does not parse only loses its widths here.
 */
export function caseStudyWidths(dir: string): Map<string, readonly number[]> {
  const found = new Map<string, Set<number>>();
  const add = (file: unknown, sizes: readonly number[]) => {
    if (typeof file !== "string") return;
    const set = found.get(file) ?? new Set<number>();
    for (const size of sizes) set.add(size);
    found.set(file, set);
  };
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".yaml"))) {
    let entry: {
      image?: unknown;
      client?: { logo?: unknown };
      screenshots?: { file?: unknown; device?: unknown }[];
    };
    try {
      entry = parse(readFileSync(join(dir, file), "utf8")) ?? {};
    } catch {
      continue;
    }
    add(entry.image, widths);
    add(entry.client?.logo, logoWidths);
    for (const shot of Array.isArray(entry.screenshots) ? entry.screenshots : []) {
      const device = shot?.device as keyof typeof screenshotWidths;
      add(shot?.file, screenshotWidths[device] ?? widths);
    }
  }
  return new Map([...found].map(([file, set]) => [file, [...set].sort((a, b) => a - b)]));
}

export const siteSources: readonly Source[] = [
  ...["about", "contact", "gallery"].map((folder) => ({
    folder,
    dir: join(assetsDir, folder),
    widths,
  })),
  content("caseStudies", "case-studies", widths, caseStudyWidths),
  content("testimonials", "testimonials", portraitWidths),
  content("team", "team", portraitWidths),
  content("clients", "clients", logoWidths),
  content("posts", "posts", widths),
];
const pictureFile = /\.(?:svg|jpe?g|png|webp)$/;

const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 80, effort: 4 }),
  jpg: (image: Sharp) =>
    image.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }),
} as const;
type Format = keyof typeof encoders;

export type Job = { source: string; output: string; width: number; format: Format };
export type Entry = { folder: string; name: string; width: number; height: number; jobs: Job[] };

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

/** The widths a picture is drawn at: a bitmap's stop at its own width, which takes their place. */
export function drawnWidths(sizes: readonly number[], own: number, vector: boolean): number[] {
  if (vector) return [...sizes];
  const within = sizes.filter((size) => size < own);
  return [...within, ...(within.length < sizes.length ? [own] : [])];
}

async function collect(sources: readonly Source[], outDir: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const { folder, dir, widths: folderWidths, widthsFor } of sources) {
    if (!existsSync(dir)) continue;
    const named = widthsFor?.(dir) ?? new Map<string, readonly number[]>();
    for (const file of readdirSync(dir).sort()) {
      if (!pictureFile.test(file)) continue;
      const source = join(dir, file);
      const name = file.slice(0, -extname(file).length);
      const { width, height } = await pictureSize(source);
      const sizes = drawnWidths(named.get(file) ?? folderWidths, width, file.endsWith(".svg"));
      // The JPEG fallback: the widest size up to 800 px.
      const fallbackWidth = Math.max(...sizes.filter((w) => w <= 800), sizes[0] ?? 800);
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
function manifest(folder: string, entries: Entry[], outDir: string): string {
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
    "// Generated by scripts/build/build-images.ts from the pictures in web/assets or content/. Do not edit.",
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
function removeStale(entries: Entry[], sources: readonly Source[], outDir: string) {
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

/**
 * Draws every picture of `sources` into `outDir` (by default the site's own, into
 * web/assets/generated), with one manifest per folder; returns the pictures it found.
 */
export async function buildImages({
  sources = siteSources,
  outDir = generatedDir,
}: {
  sources?: readonly Source[];
  outDir?: string;
} = {}): Promise<Entry[]> {
  const started = performance.now();
  const entries = await collect(sources, outDir);
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
  removeStale(entries, sources, outDir);

  for (const { folder } of sources) {
    const file = join(outDir, `${folder}.ts`);
    const text = manifest(
      folder,
      entries.filter((entry) => entry.folder === folder),
      outDir,
    );
    // Rewriting an unchanged manifest would needlessly wake file watchers.
    if (!existsSync(file) || readFileSync(file, "utf8") !== text) writeFileSync(file, text);
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `build-images: ${entries.length} pictures, ${pending.length} files rendered in ${seconds} s`,
  );
  return entries;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildImages();
