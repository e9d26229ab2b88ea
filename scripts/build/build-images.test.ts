import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  buildImages,
  caseStudyWidths,
  drawnWidths,
  screenshotWidths,
  widths,
} from "./build-images.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** A delivered project's entry with a 1440 × 900 desktop screenshot and an SVG logo. */
const realWork = join(root, "web", "content", "case-studies", "fixtures");

let work = "";
let out = "";

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "build-images-"));
  out = join(work, "generated");
  cpSync(realWork, join(work, "case-studies"), { recursive: true });
  await buildImages({
    sources: [
      {
        folder: "caseStudies",
        dir: join(work, "case-studies"),
        widths,
        widthsFor: caseStudyWidths,
      },
    ],
    outDir: out,
  });
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** What sharp reads in a generated file: its format and width. */
async function drawn(file: string) {
  const { format, width, compression } = await sharp(join(out, "caseStudies", file)).metadata();
  return { format: format === "heif" ? compression : format, width };
}

describe("a delivered project's pictures", () => {
  test("its screenshot becomes AVIF and WebP at the desktop frame's widths, never enlarged", async () => {
    // The screenshot is 1440 px wide: 1920 would only enlarge it, so its own width stands in.
    const expected = [...screenshotWidths.desktop.filter((width) => width < 1440), 1440];
    expect(expected).toEqual([480, 800, 1280, 1440]);
    for (const width of expected) {
      expect(await drawn(`delivered-project-home-${width}.avif`)).toEqual({ format: "av1", width });
      expect(await drawn(`delivered-project-home-${width}.webp`)).toEqual({
        format: "webp",
        width,
      });
    }
    expect(existsSync(join(out, "caseStudies", "delivered-project-home-1920.webp"))).toBe(false);
    expect(await drawn("delivered-project-home-800.jpg")).toEqual({ format: "jpeg", width: 800 });

    // The manifest gives the page each width to choose from, and the screenshot's own size.
    const manifest = readFileSync(join(out, "caseStudies.ts"), "utf8");
    expect(manifest).toMatch(
      /"delivered-project-home": \{\n {4}width: 1440,\n {4}height: 900,\n {4}avif: `\$\{i\d+\} 480w, \$\{i\d+\} 800w, \$\{i\d+\} 1280w, \$\{i\d+\} 1440w`/,
    );
  });

  test("the client's logo is drawn at a logo's widths, not a screenshot's", async () => {
    for (const width of [160, 320]) {
      expect(await drawn(`delivered-project-logo-${width}.avif`)).toEqual({ format: "av1", width });
      expect(await drawn(`delivered-project-logo-${width}.webp`)).toEqual({
        format: "webp",
        width,
      });
    }
    expect(existsSync(join(out, "caseStudies", "delivered-project-logo-480.webp"))).toBe(false);
  });
});

describe("the widths a picture is drawn at", () => {
  test("each use an entry names gives its widths; a picture used twice gets both", () => {
    const found = caseStudyWidths(join(work, "case-studies"));
    // The screenshot is also the gallery picture.
    expect(found.get("delivered-project-home.png")).toEqual([480, 800, 1280, 1920]);
    expect(found.get("delivered-project-logo.svg")).toEqual([160, 320]);
  });

  test("a bitmap stops at its own width; a drawing scales to any", () => {
    expect(drawnWidths([320, 640, 960], 1179, false)).toEqual([320, 640, 960]);
    expect(drawnWidths([480, 800, 1280], 1280, false)).toEqual([480, 800, 1280]);
    expect(drawnWidths([480, 800, 1280], 1000, false)).toEqual([480, 800, 1000]);
    expect(drawnWidths([480, 800, 1280], 300, false)).toEqual([300]);
    expect(drawnWidths([480, 800, 1280], 300, true)).toEqual([480, 800, 1280]);
  });
});
