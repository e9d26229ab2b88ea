/**
 * The generated files the pages import: the owner's content as plain modules (first, so a wrong
 * entry stops the build before anything else runs), the member library's files and PDFs for the
 * server (.content-collections/resources), then, under web/assets/generated (gitignored), the
 * pictures in modern formats, the icon sprite and the subset font. Each step returns at once when
 * its output is up to date.
 */
import { buildContent, ContentError } from "./build-content.ts";

try {
  await buildContent();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// The content editor's forms, from the same collections and schemas (server/cms/).
(await import("./cms-collections.ts")).writeCmsCollections();
// The member library's files and PDFs, which the server serves (server/resources/).
await (await import("./build-resources.ts")).buildResources();
await (await import("./build-images.ts")).buildImages();
await import("./build-icons.ts");
await import("./build-font.ts");
