/**
 * The content editor's forms (Decap CMS, docs/decisions/015-browser-cms.md), made from the same
 * collections and zod schemas the build validates with (content-collections.ts), so a field the
 * schema adds appears in the editor with no second definition. Written to
 * web/assets/generated/cms-collections.json; server/cms/ serves it inside the editor's config.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import config from "../../content-collections.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
export const cmsCollectionsFile = join(root, "web", "assets", "generated", "cms-collections.json");

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  description?: string;
};

export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  options?: string[];
  value_type?: "int" | "float";
  collapsed?: boolean;
  min?: number;
  max?: number;
  pattern?: [string, string];
  field?: CmsField;
  fields?: CmsField[];
};

/** "salesEmail" → "Sales email", "pkr" stays as written when it is short (labels the owner reads). */
function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  if (/^(pkr|usd|url|seo)$/.test(words)) return words.toUpperCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Short names written in capitals in a file's label: "zoho-crm.yaml" is "Zoho CRM". */
const acronyms = new Set(["ai", "api", "crm", "it", "roi", "seo", "ui", "ux"]);

/** A single file's label, from its name: "ui-ux-design.yaml" → "UI UX design". */
function fileLabel(filePath: string): string {
  const words = filePath
    .split("/")
    .at(-1)!
    .replace(/\.\w+$/, "")
    .split("-")
    .map((word) => (acronyms.has(word) ? word.toUpperCase() : word));
  const label = words.join(" ");
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** A nullable or optional field comes as anyOf [T, null]: the editor shows T, not required. */
function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return { schema, nullable: false };
  const rest = options.filter((option) => option.type !== "null");
  return {
    schema: rest.length === 1 ? rest[0]! : (rest[0] ?? {}),
    nullable: rest.length < options.length,
  };
}

function patternHint(schema: JsonSchema): [string, string] | undefined {
  if (!schema.pattern || schema.format === "email") return undefined;
  return [schema.pattern, "Please follow the format this field expects."];
}

export function fieldOf(name: string, original: JsonSchema, required: boolean): CmsField {
  const { schema, nullable } = withoutNull(original);
  const base = {
    name,
    label: labelOf(name),
    ...(required && !nullable ? {} : { required: false }),
    ...(schema.description ? { hint: schema.description } : {}),
  };
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.enum)
    return { ...base, widget: "select", options: schema.enum.map((value) => String(value)) };
  if (type === "boolean") return { ...base, widget: "boolean" };
  if (type === "integer" || type === "number")
    return {
      ...base,
      widget: "number",
      value_type: type === "integer" ? "int" : "float",
      ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
      ...(schema.exclusiveMinimum !== undefined ? { min: schema.exclusiveMinimum + 1 } : {}),
      ...(schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER
        ? { max: schema.maximum }
        : {}),
    };
  if (type === "array") {
    const item = schema.items ?? schema.prefixItems?.[0] ?? { type: "string" };
    const limits = {
      ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
      ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
    };
    if (item.type === "object")
      // Open, not folded: the lists here are short (two phones, three figures).
      return { ...base, widget: "list", ...limits, collapsed: false, fields: fieldsOf(item) };
    return { ...base, widget: "list", ...limits, field: fieldOf("item", item, true) };
  }
  if (type === "object") {
    const fields = fieldsOf(schema);
    // A map of free keys (a record) has no form of its own: kept as it is, not shown.
    return fields.length > 0
      ? { ...base, widget: "object", fields }
      : { ...base, widget: "hidden" };
  }
  // A picture beside the entry, through the build's picture pipeline (scripts/build/build-images.ts).
  if (schema.pattern?.includes("svg|jpe?g|png|webp")) return { ...base, widget: "image" };
  const pattern = patternHint(schema);
  return {
    ...base,
    // Prose gets a box of several lines; names, numbers and addresses one line.
    widget: (schema.maxLength ?? 0) > 160 ? "text" : "string",
    ...(pattern ? { pattern } : {}),
  };
}

export function fieldsOf(schema: JsonSchema): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, required.has(name)),
  );
}

type Collection = {
  name: string;
  directory?: string;
  include?: string | string[];
  filePath?: string;
  parser?: string;
  schema: unknown;
};

function jsonSchemaOf(schema: unknown): JsonSchema {
  return z.toJSONSchema(schema as z.ZodType, {
    io: "input",
    unrepresentable: "any",
  }) as JsonSchema;
}

/** The editor's collections: one per folder of entries, and the single files grouped by folder. */
export function cmsCollections(collections: readonly Collection[]) {
  const folders = collections
    .filter((collection) => collection.directory)
    .map((collection) => {
      const markdown = collection.parser === "frontmatter";
      const fields = fieldsOf(jsonSchemaOf(collection.schema)).filter(
        (field) => field.name !== "content",
      );
      // Entries in sub-folders (service-pages/<section>/<slug>.yaml): listed to that depth.
      const depth = String(collection.include ?? "").split("/").length;
      return {
        name: collection.name,
        ...(depth > 1 ? { nested: { depth } } : {}),
        label: labelOf(collection.directory!.split("/").at(-1)!.replace(/-/g, " ")),
        folder: collection.directory!,
        extension: markdown ? "md" : "yaml",
        format: markdown ? "frontmatter" : "yaml",
        create: true,
        identifier_field: fields.some((field) => field.name === "title")
          ? "title"
          : fields.some((field) => field.name === "name")
            ? "name"
            : (fields[0]?.name ?? "title"),
        slug: "{{slug}}",
        media_folder: "",
        public_folder: "",
        fields: markdown
          ? [...fields, { name: "body", label: "Text", widget: "markdown" }]
          : fields,
      };
    });
  const singles = collections.filter((collection) => collection.filePath);
  const groups = new Map<string, Collection[]>();
  for (const single of singles) {
    const folder = dirname(single.filePath!);
    groups.set(folder, [...(groups.get(folder) ?? []), single]);
  }
  const files = [...groups].map(([folder, entries]) => ({
    name: folder.replace(/[^a-z0-9]+/gi, "-"),
    label: labelOf(folder.split("/").at(-1)!),
    files: entries.map((entry) => ({
      name: entry.name,
      label: fileLabel(entry.filePath!),
      file: entry.filePath!,
      fields: fieldsOf(jsonSchemaOf(entry.schema)),
    })),
  }));
  return [...files, ...folders];
}

export function writeCmsCollections(): void {
  const collections = (config as unknown as { content: Collection[] }).content;
  mkdirSync(dirname(cmsCollectionsFile), { recursive: true });
  writeFileSync(cmsCollectionsFile, `${JSON.stringify(cmsCollections(collections), null, 1)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) writeCmsCollections();
