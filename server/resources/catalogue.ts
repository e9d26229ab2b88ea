import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { EarlyAccess, resourceFormats, Sheet } from "#contract/resources.ts";

/**
 * The member library as the server knows it: catalogue.json, which the build writes beside the
 * files (scripts/build/build-resources.ts, from content/resources/), read once at start. The
 * server never reads the content's YAML itself.
 */
export const CatalogueEntry = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  service: z.object({ label: z.string(), to: z.string() }),
  membersOnly: z.boolean(),
  earlyAccess: EarlyAccess.optional(),
  /** The file's name in the folder, which is also the name it downloads as. */
  file: z.string(),
  format: z.enum(resourceFormats),
  bytes: z.number().int().nonnegative(),
  sheet: Sheet.optional(),
});
export type CatalogueEntry = z.infer<typeof CatalogueEntry>;
export type Catalogue = readonly CatalogueEntry[];

export const catalogueFileName = "catalogue.json";

/** The name of an entry's file in the folder: its own file, or `<slug>.pdf` for a cheatsheet. */
export function resourceFileName(entry: { file?: string | undefined }, slug: string): string {
  return entry.file ?? `${slug}.pdf`;
}

/** The catalogue in `dir`; empty when the build has not made one (a server without resources). */
export function loadCatalogue(dir: string): Catalogue {
  const path = join(dir, catalogueFileName);
  if (!existsSync(path)) return [];
  return z.array(CatalogueEntry).parse(JSON.parse(readFileSync(path, "utf8")));
}
