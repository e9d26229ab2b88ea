import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, test } from "vitest";
import { DetailLayout } from "#web/components/detail/detail-layout.tsx";
import { getDetailPage, type ResolvedDetailPage } from "#web/content/details/index.ts";
import { detailPaths } from "#web/content/details/order.ts";
import { heroArt } from "#web/content/hero-art/index.ts";
import { homeContent } from "#web/content/home.ts";
import { hubContents } from "#web/content/hubs/all.ts";
import { servicesOverviewContent } from "#web/content/services-overview.ts";
import { stringsIn } from "#web/content/strings-in.ts";
import Services, { loader as servicesLoader } from "#web/routes/services.tsx";
import { coreUnicodeRanges } from "../../../scripts/build/font-glyphs.ts";
import { HeroArt } from "./hero-art.tsx";
import type { ArtBlock, HeroScene } from "./scene.ts";

/** Every detail page (SPEC §2.4), the video twins included, ready to render. */
const details = detailPaths().map((path): ResolvedDetailPage => {
  const [, section = "", slug = ""] = path.split("/");
  const detail = getDetailPage(section, slug);
  if (!detail) throw new Error(`No content for ${path}`);
  return detail;
});

/**
 * Every page's hero art, by the page's path. The video twins show their graphic design page, art
 * included: each picture is listed once, under its canonical path.
 */
const scenes: [path: string, scene: HeroScene][] = [
  ["/", homeContent.hero.art],
  ["/services", servicesOverviewContent.hero.art],
  ...hubContents.map((content): [string, HeroScene] => [content.path, content.hero.art]),
  ...details
    .filter((detail) => detail.path === detail.canonicalPath)
    .map((detail): [string, HeroScene] => [detail.path, detail.page.hero.art]),
];

const blocksOf = (scene: HeroScene): ArtBlock[] =>
  [scene.main, scene.side, scene.float].flatMap((pane) => (pane ? [...pane.blocks] : []));

describe("hero art data", () => {
  test("each page has a picture of its own, captioned as an illustration of sample data", () => {
    const captions = scenes.map(([, scene]) => scene.caption);
    expect(new Set(captions).size).toBe(scenes.length);
    for (const [path, scene] of scenes) {
      expect(scene.caption, path).toMatch(/^Illustration: .+ of the kind we /);
      expect(scene.caption, path).toMatch(/\bsample\b/);
    }
  });

  test("fits what the drawing has room and class names for", () => {
    for (const [path, scene] of scenes) {
      for (const block of blocksOf(scene)) {
        const where = `${path} ${block.kind}`;
        if (block.kind === "board") expect(block.columns.length, where).toBeLessThanOrEqual(4);
        if (block.kind === "stats") expect(block.items.length, where).toBeLessThanOrEqual(4);
        if (block.kind === "products") expect(block.items.length, where).toBe(3);
        if (block.kind === "rows")
          for (const row of block.rows)
            if (row.bar !== undefined) expect(row.bar, where).toBeGreaterThanOrEqual(0);
        if (block.kind === "rows")
          for (const row of block.rows)
            if (row.bar !== undefined) expect(row.bar, where).toBeLessThanOrEqual(100);
        if (block.kind === "scores")
          for (const item of block.items) expect(item.value, where).toBeLessThanOrEqual(100);
        if (block.kind === "chart") {
          expect(block.series.length, where).toBeLessThanOrEqual(2);
          for (const value of block.series.flatMap((series) => series.values)) {
            expect(value, where).toBeGreaterThanOrEqual(block.min ?? 0);
            expect(value, where).toBeLessThanOrEqual(block.max);
          }
        }
        if (block.kind === "sheet") {
          if (block.palette) expect(block.palette, where).toHaveLength(4);
          expect(block.emoteSizes?.length ?? 0, where).toBeLessThanOrEqual(3);
          expect(block.badges?.length ?? 0, where).toBeLessThanOrEqual(5);
          for (const { hex } of [...(block.palette ?? []), ...(block.badges ?? [])])
            expect(hex, where).toMatch(/^#[0-9a-f]{6}$/i);
        }
        if (block.kind === "marks") {
          expect(block.items, where).toHaveLength(3);
          for (const item of block.items) {
            expect(item.letters.length, where).toBeLessThanOrEqual(item.shape === "word" ? 7 : 2);
            for (const hex of [item.colour, item.ink])
              expect(hex, where).toMatch(/^#[0-9a-f]{6}$/i);
          }
        }
        if (block.kind === "character") {
          expect(block.stages, where).toHaveLength(3);
          for (const hex of [block.face, block.accent])
            expect(hex, where).toMatch(/^#[0-9a-f]{6}$/i);
        }
        if (block.kind === "timeline")
          for (const track of block.tracks) {
            let end = 0;
            for (const clip of track.clips) {
              // On the 12-step ruler, in order, without overlapping the clip before.
              expect(clip.start, `${where} ${clip.label}`).toBeGreaterThan(end);
              end = clip.start + clip.span - 1;
              expect(end, `${where} ${clip.label}`).toBeLessThanOrEqual(12);
            }
          }
      }
    }
  });

  test("draws the sample channel's mascot and kit alike on every page", () => {
    // The scenes are data, which repeats the channel's values rather than naming them: held here
    // to the graphic design hub's sheet (its palette's first two colours are the mascot's).
    const kit = heroArt["graphic-design"].main.blocks.find((block) => block.kind === "sheet");
    const [face, accent] = kit?.palette ?? [];
    expect(face?.name).toBe("Peach");
    for (const [path, scene] of scenes)
      for (const block of blocksOf(scene)) {
        // A client's own character (the cartoon art page) has colours of its own.
        if (block.kind === "character" && block.face === face?.hex)
          expect(block.accent, path).toBe(accent?.hex);
        if (block.kind === "sheet") {
          if (block.palette?.[0]?.name === face?.name)
            expect(block.palette, path).toEqual(kit?.palette);
          if (block.emoteSizes) expect(block.emoteSizes, path).toEqual(kit?.emoteSizes);
        }
      }
  });

  test("holds no figure range, which the hero would have to keep on one line", () => {
    const range = /\d\s?[–-]\s?\d/;
    for (const [path, scene] of scenes)
      for (const text of stringsIn(scene)) expect(text, path).not.toMatch(range);
  });

  test("writes only characters the preloaded font carries", () => {
    const carried = (character: string) =>
      coreUnicodeRanges.some(
        ([from, to]) =>
          (character.codePointAt(0) ?? 0) >= from && (character.codePointAt(0) ?? 0) <= to,
      );
    for (const [path, scene] of scenes)
      for (const text of stringsIn(scene))
        expect(
          [...text].filter((character) => !carried(character)),
          `${path}: ${text}`,
        ).toEqual([]);
  });
});

describe("HeroArt", () => {
  test("is a figure named by its caption, its drawing hidden from assistive technology", () => {
    for (const [path, scene] of scenes) {
      const { container, unmount } = render(<HeroArt scene={scene} />);
      const figure = container.querySelector("figure");
      const caption = figure?.querySelector(":scope > figcaption");
      expect(caption?.textContent, path).toBe(scene.caption);
      expect(figure?.getAttribute("aria-labelledby"), path).toBe(caption?.id);
      const drawing = figure?.firstElementChild;
      expect(drawing, path).toHaveAttribute("aria-hidden", "true");
      // Nothing in it to reach by keyboard or to read as the page's own headings.
      expect(drawing?.querySelectorAll("a, button, input, [tabindex]"), path).toHaveLength(0);
      expect(drawing?.querySelectorAll("h1, h2, h3, h4, h5, h6"), path).toHaveLength(0);
      unmount();
    }
    // The name as assistive technology computes it, on one of them.
    render(<HeroArt scene={homeContent.hero.art} />);
    expect(screen.getByRole("figure", { name: homeContent.hero.art.caption })).toBeVisible();
  }, 30_000);

  test("keeps the page's markup small: at most 140 elements a picture", () => {
    for (const [path, scene] of scenes) {
      const { container, unmount } = render(<HeroArt scene={scene} />);
      expect(container.querySelectorAll("figure *").length, path).toBeLessThanOrEqual(140);
      unmount();
    }
  }, 30_000);
});

const ServicesPage = Services as unknown as (props: {
  loaderData: ReturnType<typeof servicesLoader>;
}) => ReactNode;

/** The pages whose hero once drew icons (a mosaic of tiles, one big icon) instead of work. */
const heroPages: [path: string, page: ReactNode][] = [
  ["/services", <ServicesPage key="/services" loaderData={servicesLoader()} />],
  ...details.map((detail): [string, ReactNode] => [
    detail.path,
    <DetailLayout key={detail.path} detail={detail} />,
  ]),
];

describe("the heroes of /services and of every detail page", () => {
  test("each draws its page's picture of work, captioned as an illustration, and no icon beside the words", async () => {
    expect(heroPages).toHaveLength(42);
    for (const [path, page] of heroPages) {
      const { container, unmount } = render(<MemoryRouter>{page}</MemoryRouter>);
      const hero = container.querySelector("section");
      if (!(hero instanceof HTMLElement)) throw new Error(`${path}: no hero`);
      const scene = scenes.find(
        ([at]) =>
          at === path || at === details.find((detail) => detail.path === path)?.canonicalPath,
      )?.[1];
      if (!scene) throw new Error(`${path}: no hero art in its content`);
      // The art's code is a lazy part: the figure appears once it has loaded.
      const figure = await within(hero).findByRole("figure", { name: scene.caption });
      expect(figure.textContent, path).toContain(scene.caption);
      // Icons in the hero belong to the picture, the breadcrumbs or a button's arrow: none stands
      // for the service on its own.
      const strays = [...hero.querySelectorAll("svg")].filter(
        (svg) => !svg.closest("figure, nav, a"),
      );
      expect(strays.length, `${path}: icons outside the picture`).toBe(0);
      unmount();
    }
  }, 60_000);
});
