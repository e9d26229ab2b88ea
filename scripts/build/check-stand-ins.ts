/**
 * The first step of `npm run build`: a production build refuses to run while a stand-in fact is
 * left in the site's content.
 *
 * The specification withholds the company's real name, phones, addresses, accounts, the Android
 * package's file id and prices, so the content holds fictional placeholders: a content file
 * (content/**.yaml) says so with the field `standIn: true`, and TypeScript (any page copy left
 * there) with a `STAND-IN` comment on the line. Building them for development, tests and demos is right; publishing them
 * would put a made-up phone number in front of clients. So:
 *
 * - "production" means NODE_ENV=production in the build's environment, the variable the server
 *   already reads as production and that the deployer sets (the Dockerfile's build stage does).
 *   `npm run build`, `npm start` and `npm test` on a fresh machine leave it unset and keep working.
 * - ALLOW_STAND_IN=1 lets a production build through anyway, for a demo the deployer knows is one.
 *
 * Every content file is looked at, whatever its collection (company facts, prices, case studies,
 * testimonials, team, client logos, service pages, hubs' and pages' words...): each with `standIn: true`
 * is listed by file and entry.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

/** A `STAND-IN` marker at the start of a comment: `// STAND-IN`, `/* STAND-IN`, ` * STAND-IN:`. */
const marker = /(?:\/\/|\/\*+|^\s*\*)\s*STAND-IN(?![\w-])/;

export type StandIn = { file: string; line: number; text: string };

/** Every line of the given sources that carries a stand-in marker. */
export function findStandIns(sources: readonly { file: string; text: string }[]): StandIn[] {
  return sources.flatMap(({ file, text }) =>
    text
      .split("\n")
      .flatMap((line, index) =>
        marker.test(line) ? [{ file, line: index + 1, text: line.trim() }] : [],
      ),
  );
}

/** Whether this build is for production: set explicitly by whoever deploys. */
export function isProductionBuild(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === "production";
}

/** The verdict for a build: null when it may go on, else the message it stops with. */
export function standInVerdict(
  env: NodeJS.ProcessEnv,
  standIns: readonly StandIn[],
): string | null {
  if (standIns.length === 0 || !isProductionBuild(env)) return null;
  if (env.ALLOW_STAND_IN === "1") return null;
  const list = standIns.map((standIn) => `  ${standIn.file}:${standIn.line}  ${standIn.text}`);
  return [
    `Refusing a production build (NODE_ENV=production): ${standIns.length} stand-in values remain.`,
    "Replace each with the real fact and delete its STAND-IN comment, or the entry's",
    "`standIn: true` once it is real (README: first section; docs/content.md):",
    ...list,
    "To build a demo with the stand-ins anyway, set ALLOW_STAND_IN=1.",
  ].join("\n");
}

/** The TypeScript sources of the site's facts, content and pages, tests left out. */
export function contentSources(root: string): { file: string; text: string }[] {
  return ["site", "web"].flatMap((folder) => {
    const dir = join(root, folder);
    return readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
      .filter((path) => !path.split(/[\\/]/).includes("generated"))
      .sort()
      .map((path) => ({
        file: relative(root, join(dir, path)).split("\\").join("/"),
        text: readFileSync(join(dir, path), "utf8"),
      }));
  });
}

/** What an entry in each content folder is, for the list a refused build prints. */
const contentKinds: Record<string, string> = {
  "case-studies": "case study",
  testimonials: "testimonial",
  team: "team member",
  clients: "client logo",
  company: "company facts",
  prices: "package price",
  resources: "member resource",
  "service-pages": "service page",
  pages: "page's words",
  hubs: "service hub's words",
  posts: "Insights post",
  consultations: "consultation",
  consultants: "consultant's hours",
};

/** Folders of one file per subject, named by the file: "company facts "contact"". */
const namedByFile = new Set(["company", "pages", "hubs"]);

/**
 * Every entry of the owner's content (content/<folder>/*.yaml, or *.md with front matter, at any depth) with
 * `standIn: true`, named by its kind and its title or name. A file that does not parse is left
 * to the content build, which names its line.
 */
export function contentStandIns(root: string): StandIn[] {
  const dir = join(root, "content");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((path) => /\.(?:yaml|md)$/.test(path))
    .sort()
    .flatMap((path) => {
      const file = relative(root, join(dir, path)).split("\\").join("/");
      const text = readFileSync(join(dir, path), "utf8");
      let entry: unknown;
      try {
        // A Markdown entry (an Insights post) keeps its fields in its front matter.
        entry = parse(
          path.endsWith(".md") ? (/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "") : text,
        );
      } catch {
        return [];
      }
      if (!entry || typeof entry !== "object" || !("standIn" in entry)) return [];
      if (entry.standIn !== true) return [];
      const folder = path.split(/[\\/]/)[0] ?? "";
      const named = entry as { title?: unknown; name?: unknown; navLabel?: unknown };
      const fileName = basename(path).replace(/\.(?:yaml|md)$/, "");
      const title = namedByFile.has(folder)
        ? fileName
        : String(named.title ?? named.name ?? named.navLabel ?? fileName);
      const line = text.split("\n").findIndex((row) => /^standIn:/.test(row)) + 1;
      return [{ file, line, text: `${contentKinds[folder] ?? folder} "${title}" (standIn: true)` }];
    });
}

/** Every stand-in left: marked lines in the sources, and stand-in entries of the content. */
export function allStandIns(root: string): StandIn[] {
  return [...findStandIns(contentSources(root)), ...contentStandIns(root)];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const standIns = allStandIns(root);
  const verdict = standInVerdict(process.env, standIns);
  if (verdict) {
    console.error(verdict);
    process.exit(1);
  }
  if (standIns.length > 0 && isProductionBuild(process.env))
    console.warn(`check-stand-ins: ALLOW_STAND_IN=1, building ${standIns.length} stand-in values.`);
}
