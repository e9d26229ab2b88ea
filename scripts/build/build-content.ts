/**
 * Builds the owner's content (content/, described by content-collections.ts) into plain
 * modules in .content-collections/generated, which the site imports as #content-collections:
 * the pages get data, never a YAML parser. Content Collections reads and validates the files;
 * this step turns each problem into one line naming the file and the field
 * ("content/case-studies/x.yaml: figures[0].value: expected string, received number") and
 * stops the build on any, where Content Collections itself would only skip the entry.
 * It also checks that every file parses, every picture an entry names is there beside it and
 * every price range a text quotes ({price:<file>}) is in content/prices/ranges/.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type AnyConfiguration, createBuilder } from "@content-collections/core";
import { parse } from "yaml";
import { placeholder, pricePlaceholder } from "../../web/content/shared/placeholder-syntax.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      [
        `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:`,
        ...problems.map((problem) => `  ${problem}`),
      ].join("\n"),
    );
    this.name = "ContentError";
  }
}

type Issue = {
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> | undefined;
};

/** A path as it reads in the file: `figures[0].value`. */
export function fieldPath(path: Issue["path"]): string {
  const keys = (path ?? []).map((part) => (typeof part === "object" ? part.key : part));
  if (keys.length === 0) return "(the whole file)";
  return keys
    .map((key, index) =>
      typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`,
    )
    .join("");
}

/** zod's "Invalid input: expected string, received number" reads better without its preamble. */
function plain(message: string): string {
  return message.replace(/^Invalid input: /, "");
}

type Schema = {
  "~standard": { validate: (value: unknown) => unknown };
};

async function issuesOf(schema: Schema, data: unknown): Promise<Issue[]> {
  const result = (await schema["~standard"].validate(data)) as { issues?: Issue[] };
  return result.issues ?? [];
}

/** A picture, or a member resource's file (content/resources/). */
const picture = /^[a-z0-9-]+\.(?:svg|jpe?g|png|webp|csv|xlsx|pdf|zip)$/;

/** Every text field, at any depth, with its path in the file. */
function textFields(value: unknown, path: (string | number)[] = []): [string, string][] {
  if (typeof value === "string") return [[fieldPath(path), value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => textFields(item, [...path, index]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => textFields(item, [...path, key]));
  return [];
}

/** Every field, at any depth, that names a file beside the entry, with its path in the file. */
function pictureFields(value: unknown): [string, string][] {
  return textFields(value).filter(([, text]) => picture.test(text));
}

/** The quoted price ranges, one file each, that a page's words name as `{price:<file>}`. */
const priceRanges = "content/prices/ranges";

/**
 * Every `{price:<file>}` in an entry's words whose file is not in content/prices/ranges/: the
 * schemas check how a placeholder is written, this what it names, as a post's author is checked
 * below, so a page never shows braces or a price from nowhere.
 */
function priceProblems(base: string, file: string, data: unknown): string[] {
  return textFields(data).flatMap(([field, text]) =>
    [...text.matchAll(placeholder)].flatMap(([, name = ""]) => {
      const range = pricePlaceholder.exec(name)?.[1];
      return range && !existsSync(join(base, priceRanges, `${range}.yaml`))
        ? [`${file}: ${field}: no price range {${name}} (no file ${priceRanges}/${range}.yaml)`]
        : [];
    }),
  );
}

/** An entry's fields: a YAML file's, or a Markdown file's front matter. */
function entryData(file: string, text: string): unknown {
  if (!file.endsWith(".md")) return parse(text);
  const front = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(text);
  return front ? parse(front[1] ?? "") : {};
}

const entryFile = /\.(?:yaml|md)$/;

/**
 * What Content Collections does not check: that each file is YAML at all, and that every field
 * naming a picture (a screenshot's `file`, a client's `logo` as much as the top-level `image`)
 * finds it in the entry's folder.
 */
function fileProblems(base: string, folder: string): string[] {
  const dir = join(base, folder);
  if (!existsSync(dir)) return [];
  // At any depth: the service pages are one folder per section.
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split("\\").join("/"))
    .filter((file) => entryFile.test(file))
    .sort()
    .flatMap((file) => {
      let data: unknown;
      try {
        data = entryData(file, readFileSync(join(dir, file), "utf8"));
      } catch (error) {
        // Content Collections leaves such a file out without a word; the parser names the line.
        return [
          `${folder}/${file}: ${String(error instanceof Error ? error.message : error).split("\n")[0]}`,
        ];
      }
      if (!data || typeof data !== "object") return [];
      return [
        ...pictureFields(data).flatMap(([field, value]) =>
          existsSync(join(dir, file, "..", value))
            ? []
            : [`${folder}/${file}: ${field}: no file ${value} beside it`],
        ),
        ...priceProblems(base, `${folder}/${file}`, data),
      ];
    });
}

/** The price ranges a single file's words name (a page's or a hub's), as above. */
function singleFileProblems(base: string, file: string): string[] {
  try {
    return priceProblems(base, file, parse(readFileSync(join(base, file), "utf8")));
  } catch {
    return []; // a missing or broken file is reported by Content Collections' events
  }
}

/**
 * Fields that name another entry by its file name (without extension), per folder: a post's
 * `author` is a file in content/team/, each of its `caseStudies` one in content/case-studies/.
 */
const references: Record<string, Record<string, { folder: string; what: string }>> = {
  "content/posts": {
    author: { folder: "content/team", what: "team member" },
    caseStudies: { folder: "content/case-studies", what: "case study" },
  },
};

/** Every reference that finds no entry, named by file and field. */
function referenceProblems(base: string): string[] {
  return Object.entries(references).flatMap(([folder, fields]) => {
    const dir = join(base, folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((file) => entryFile.test(file))
      .sort()
      .flatMap((file) => {
        let data: Record<string, unknown>;
        try {
          data = (entryData(file, readFileSync(join(dir, file), "utf8")) ?? {}) as typeof data;
        } catch {
          return []; // reported by fileProblems
        }
        return Object.entries(fields).flatMap(([field, { folder: target, what }]) => {
          const value = data[field];
          const named = Array.isArray(value)
            ? value.map((item, index) => [`${field}[${index}]`, item] as const)
            : [[field, value] as const];
          return named.flatMap(([path, name]) =>
            typeof name === "string" && !existsSync(join(base, target, `${name}.yaml`))
              ? [`${folder}/${file}: ${path}: no ${what} ${name} (no file ${target}/${name}.yaml)`]
              : [],
          );
        });
      });
  });
}

/**
 * Builds the content described by `configPath` (collection folders are relative to it) into
 * `outputDir`. Throws a ContentError listing every problem; nothing is written for a wrong entry.
 */
export async function buildContent(
  configPath = join(root, "content-collections.ts"),
  options: { outputDir?: string; cacheDir?: string } = {},
): Promise<void> {
  const base = dirname(configPath);
  const problems: Promise<string[]>[] = [];
  const builder = await createBuilder(configPath, {
    configName: "content-collection-config.mjs",
    ...options,
  });

  builder.on("transformer:validation-error", ({ collection, file }) => {
    const location =
      "filePath" in collection ? collection.filePath : `${collection.directory}/${file.path}`;
    problems.push(
      issuesOf(collection.schema, file.data).then((issues) =>
        issues.map((issue) => `${location}: ${fieldPath(issue.path)}: ${plain(issue.message)}`),
      ),
    );
  });
  builder.on("collector:parse-error", ({ filePath, error }) => {
    const firstLine = error.message.split("\n")[0] ?? "";
    problems.push(Promise.resolve([`${relative(base, filePath)}: ${firstLine}`]));
  });
  builder.on("transformer:singleton-warning", ({ collection }) => {
    const file = "filePath" in collection ? collection.filePath : collection.name;
    // A file that is there but wrong is reported by its field above, and left out just the same.
    if (existsSync(join(base, file))) return;
    problems.push(Promise.resolve([`${file}: the file is missing`]));
  });
  builder.on("transformer:error", ({ collection, error }) => {
    problems.push(Promise.resolve([`${collection.name}: ${error.message}`]));
  });

  await builder.build();

  const { default: config } = (await import(pathToFileURL(configPath).href)) as {
    default: AnyConfiguration;
  };
  const collections = ("content" in config ? config.content : config.collections) ?? [];
  const folders = collections.flatMap((collection) =>
    "directory" in collection ? [collection.directory] : [],
  );
  const singleFiles = collections.flatMap((collection) =>
    "filePath" in collection ? [collection.filePath] : [],
  );
  const found = [
    ...(await Promise.all(problems)).flat(),
    ...folders.flatMap((folder) => fileProblems(base, folder)),
    ...singleFiles.flatMap((file) => singleFileProblems(base, file)),
    ...referenceProblems(base),
  ];
  if (found.length > 0) throw new ContentError([...new Set(found)]);
}
