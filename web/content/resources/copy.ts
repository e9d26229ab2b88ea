import { resourcesPage } from "#content-collections";

/**
 * The words of the member library's pages (content/pages/resources.yaml) and the helpers that
 * fill them. The resources themselves reach the browser only through the API
 * (library.server.ts gives the public page what it may show).
 */
export const resourcesCopy = resourcesPage;

/** Fills `{name}` placeholders of a line of the copy. */
export function fill(line: string, values: Record<string, string | number>): string {
  return line.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A file's size in the pages' words: 34 KB, 1.2 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The public library page's anchors, which the sign-up perks link to. */
export const libraryAnchors = { library: "member-library", earlyAccess: "early-access" } as const;
