/**
 * Draws the site's icon sprite from the Lucide icon data: one <symbol> per name in
 * web/components/ui/icon-names.ts, written to web/assets/generated/icons.svg (gitignored).
 * Icons then cost no JavaScript. Skips the work when the sprite is newer than the name list.
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { brandMarks } from "../../web/components/ui/brand-marks.ts";
import { iconFiles } from "../../web/components/ui/icon-names.ts";

const require = createRequire(import.meta.url);
const target = join("web", "assets", "generated", "icons.svg");
const sources = [
  join("web", "components", "ui", "icon-names.ts"),
  join("web", "components", "ui", "brand-marks.ts"),
];

type IconNode = Array<[string, Record<string, string>]>;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

async function iconSymbol(name: string, file: string): Promise<string> {
  const modulePath = require.resolve(`lucide-react/dist/esm/icons/${file}.mjs`);
  const { __iconData } = (await import(modulePath)) as { __iconData: { node: IconNode } };
  const shapes = __iconData.node.map(([tag, attributes]) => {
    const attrs = Object.entries(attributes)
      .filter(([key]) => key !== "key")
      .map(([key, value]) => `${key}="${escapeAttribute(String(value))}"`)
      .join(" ");
    return `<${tag} ${attrs}/>`;
  });
  return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`;
}

async function buildSprite(): Promise<string> {
  const symbols = await Promise.all(
    Object.entries(iconFiles).map(([name, file]) => iconSymbol(name, file)),
  );
  // Brand marks are filled shapes: their own fill and stroke override the icons' stroke style.
  const brands = Object.entries(brandMarks).map(
    ([name, d]) =>
      `<symbol id="brand-${name}" viewBox="0 0 24 24"><path fill="currentColor" stroke="none" d="${escapeAttribute(d)}"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...symbols, ...brands].join("")}</svg>\n`;
}

const upToDate =
  existsSync(target) &&
  sources.every((source) => statSync(target).mtimeMs > statSync(source).mtimeMs) &&
  statSync(target).mtimeMs > statSync(require.resolve("lucide-react/package.json")).mtimeMs;

if (!upToDate) {
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, await buildSprite());
  console.log(
    `build-icons: ${Object.keys(iconFiles).length} icons and ${Object.keys(brandMarks).length} brand marks in ${target}`,
  );
}
