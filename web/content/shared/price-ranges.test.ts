import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, test, vi } from "vitest";
import { parse } from "yaml";
import { stringsIn } from "#web/content/strings-in.ts";
import { priceText } from "./placeholders.ts";

/** Every page put together from content/, each with the price ranges its words name filled in. */
async function assembledPages() {
  const [details, hubs, caseStudies, home, about, services, privacy] = await Promise.all([
    import("#web/content/details/index.ts"),
    import("#web/content/hubs/all.ts"),
    import("#web/content/case-studies/index.ts"),
    import("#web/content/home.ts"),
    import("#web/content/about.ts"),
    import("#web/content/services-overview.ts"),
    import("#web/content/privacy.ts"),
  ]);
  return {
    flyer: details.getDetailPage("graphicdesign", "flyer")?.page,
    modeling: details.getDetailPage("graphicdesign", "3dmodeling")?.page,
    emotes: details.getDetailPage("graphicdesign", "emotes")?.page,
    graphicHub: hubs.hubContents.find((hub) => hub.path === "/services/graphicdesign"),
    videoHub: hubs.hubContents.find((hub) => hub.path === "/services/videoanimation"),
    flyerStudy: caseStudies.caseStudyFor("event-promo-flyers"),
    emoteStudy: caseStudies.caseStudyFor("mascot-emote-set"),
    all: [
      ...details.detailPages.values(),
      ...hubs.hubContents,
      ...caseStudies.caseStudies,
      home.homeContent,
      about.aboutContent,
      services.servicesOverviewContent,
      privacy.privacyContent,
    ],
  };
}

const text = (value: unknown) => stringsIn(value).join("\n");

describe("a quoted price range", () => {
  test("reads as the specification writes prices: $100–$500, one end $100; rupees with PKR", () => {
    const model = { currency: "USD", from: 100, to: 500 } as const;
    expect(priceText(model)).toBe("$100–$500");
    expect(priceText(model, "from")).toBe("$100");
    expect(priceText(model, "to")).toBe("$500");
    const rupees = { currency: "PKR", from: 14000, to: 28000 } as const;
    expect(priceText(rupees)).toBe("PKR 14,000–28,000");
    expect(priceText(rupees, "to")).toBe("PKR 28,000");
  });

  test("every page shows the ranges its words name, none left in braces", async () => {
    const pages = await assembledPages();
    expect(stringsIn(pages.all).filter((line) => line.includes("{price:"))).toEqual([]);
    expect(text(pages.flyer)).toContain("typical quotes $50–$200");
    expect(text(pages.modeling)).toContain("between $100 and $500");
    expect(text(pages.emotes)).toContain("quoted at $25–$40 for simple motion and $45–$90");
    expect(text(pages.graphicHub)).toContain("from $50 to $200");
    expect(text(pages.videoHub)).toContain("simple emotes from $25 to $40, complex ones from $45");
    expect(pages.emoteStudy?.cta.lead).toContain("Simple animated emotes start at $25.");
  });

  describe("changed in its file", () => {
    afterEach(() => {
      vi.doUnmock("#content-collections");
      vi.resetModules();
    });

    test("changes on every page that quotes it, and only there", async () => {
      vi.resetModules();
      vi.doMock("#content-collections", async (importOriginal) => {
        const original = await importOriginal<typeof import("#content-collections")>();
        return {
          ...original,
          allPriceRanges: original.allPriceRanges.map((range) =>
            range._meta.path === "flyer" ? { ...range, from: 60, to: 240 } : range,
          ),
        };
      });
      const pages = await assembledPages();
      expect(text(pages.all)).not.toMatch(/\$50\b|\$200\b/);
      expect(text(pages.flyer)).toContain("Most flyers are quoted at $60–$240.");
      expect(text(pages.graphicHub)).toContain("launches, from $60 to $240.");
      expect(pages.flyerStudy?.cta.lead).toContain("Flyers are quoted from $60 to $240");
      // The other ranges stay as their files say.
      expect(text(pages.modeling)).toContain("$100–$500");
    });
  });
});

/**
 * The words of every content file and TypeScript module: a content file's values (its comments
 * may show examples), a module's source without its comments. Left out: the prices themselves
 * (content/prices/), the member library's cheatsheets (whose code examples hold "$1"
 * parameters, not prices), the schemas (whose hints to the editor show examples) and the hero
 * art, whose sums are a sample client's, inside a picture captioned as an illustration.
 */
function wordSources(): { file: string; text: string }[] {
  const root = process.cwd();
  const words = (path: string, source: string) => {
    if (path.endsWith(".ts")) return source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    const [, front, body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
    return [...stringsIn(parse(front ?? source)), body].join("\n");
  };
  return [
    ["content", /\.(?:yaml|md)$/],
    ["web/content", /\.ts$/],
    ["site", /\.ts$/],
  ].flatMap(([folder, pattern]) =>
    readdirSync(join(root, folder as string), { recursive: true, encoding: "utf8" })
      .map((path) => path.split("\\").join("/"))
      .filter((path) => (pattern as RegExp).test(path) && !/\.test\.ts$/.test(path))
      .filter((path) => !/^(?:prices|resources)\/|hero-art\/|schema\.ts$/.test(path))
      .map((path) => ({
        file: `${folder}/${path}`,
        text: words(path, readFileSync(join(root, folder as string, path), "utf8")),
      })),
  );
}

test("no words type a price by hand: each is a file of content/prices/, quoted by name", () => {
  // Not a "$1" in a replacement ("e$1"), which follows a letter.
  const amount = String.raw`\s?\d(?:[\d,]*\d)?`;
  const typed = new RegExp(
    String.raw`(?:\bUS|(?<![\w$]))\$${amount}|\bPKR${amount}|\bRs\.?${amount}`,
    "g",
  );
  expect("from $50 to US$200, PKR 14,000 or Rs. 500, not e$1".match(typed)).toEqual([
    "$50",
    "US$200",
    "PKR 14,000",
    "Rs. 500",
  ]);
  const strays = wordSources().flatMap(({ file, text }) =>
    [...text.matchAll(typed)].map((match) => `${file}: ${match[0]}`),
  );
  expect(strays).toEqual([]);
});
