import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { graphicDesignContent } from "#web/content/hubs/graphic-design.ts";
import { portfolioPages } from "#web/content/portfolio.ts";
import { stringsIn } from "#web/content/strings-in.ts";
import { isArtworkKey } from "./artwork.ts";
import { detailPages, getDetailPage, sectionPages } from "./index.ts";
import { detailAliases, detailOrder, detailPaths } from "./order.ts";
import { type DetailSection, detailPath, detailSections } from "./schema.ts";

const entries = [...detailPages.values()];
const resolved = detailPaths().map((path) => {
  const [, section = "", slug = ""] = path.split("/");
  return { path, detail: getDetailPage(section, slug) };
});

/** Calls to action start with a verb (DESIGN.md); these are the ones the pages use. */
const ctaVerbs = ["Get", "Start", "Order", "Scope", "Plan", "Map", "Talk", "Book", "Request"];

describe("detail page content", () => {
  test("SPEC §2.4 lists 41 detail pages, 39 written entries plus the 2 video twins", () => {
    expect(detailPaths()).toHaveLength(41);
    expect(entries).toHaveLength(39);
  });

  test.each(entries.map((page) => [detailPath(page), page] as const))(
    "%s is a valid entry",
    (_path, page) => {
      // The file passed its schema at build; here what only the page put together shows: the
      // company facts and price ranges filled in, within the description's length, and a picture of its own.
      expect(
        stringsIn(page).filter((text) => /\{(?:[A-Za-z]\w*|price:[^}]*)\}/.test(text)),
      ).toEqual([]);
      expect(page.meta.description.length).toBeLessThanOrEqual(170);
      expect(page.hero.art.caption).toMatch(/^Illustration: /);
      expect(isArtworkKey(page.why.image), `artwork "${page.why.image}"`).toBe(true);
      expect(page.faq.length).toBeGreaterThanOrEqual(4);
      const verb = page.hero.cta.label.split(" ")[0];
      expect(ctaVerbs, `"${page.hero.cta.label}" starts with a verb`).toContain(verb);
      expect(page.why.imageAlt.length).toBeGreaterThan(10);
    },
  );

  test("every route resolves to a page, and every entry has a route", () => {
    for (const { path, detail } of resolved) expect(detail?.path, path).toBe(path);
    for (const page of entries) {
      expect(detailOrder[page.section] as readonly string[]).toContain(page.slug);
      expect(detailAliases[page.section]?.[page.slug], detailPath(page)).toBeUndefined();
    }
  });

  test("unknown sections and slugs resolve to nothing", () => {
    expect(getDetailPage("webdevelopment", "nope")).toBeUndefined();
    expect(getDetailPage("services", "seo")).toBeUndefined();
    expect(getDetailPage("itsoftware", "seo")).toBeUndefined();
  });

  test.each(detailSections.map((section) => [section] as const))(
    "the %s sidebar lists its section in the order of the specification",
    (section: DetailSection) => {
      expect(sectionPages(section).map((entry) => entry.to)).toEqual(
        detailOrder[section].map((slug) => `/${section}/${slug}`),
      );
    },
  );

  test("video animation's emotes and 3D modeling show the graphic design pages, canonical there", () => {
    for (const slug of ["emotes", "3dmodeling"]) {
      const twin = getDetailPage("videoanimation", slug);
      const primary = getDetailPage("graphicdesign", slug);
      expect(twin?.page).toEqual(primary?.page);
      expect(twin?.canonicalPath).toBe(`/graphicdesign/${slug}`);
      expect(twin?.sidebar).toEqual(sectionPages("videoanimation"));
      expect(twin?.hub.path).toBe("/services/videoanimation");
      expect(primary?.canonicalPath).toBe(`/graphicdesign/${slug}`);
    }
    expect(getDetailPage("webdevelopment", "seo")?.canonicalPath).toBe("/webdevelopment/seo");
  });

  test("the labels the specification names sit on their pages", () => {
    const label = (section: DetailSection, slug: string) =>
      getDetailPage(section, slug)?.page.hero.cta.label;
    expect(label("webdevelopment", "uidesign")).toBe("Get a UI Audit");
    expect(label("webdevelopment", "uxdesign")).toBe("Start a UX Discovery");
    expect(label("graphicdesign", "logos")).toBe("Start Your Logo");
    expect(label("graphicdesign", "header")).toBe("Start Your Header");
    expect(label("graphicdesign", "banner")).toBe("Start a Banner Set");
    expect(label("graphicdesign", "intro")).toBe("Start Your Intro");
    expect(label("graphicdesign", "subbadges")).toBe("Order Badge Set");
    expect(label("graphicdesign", "outro")).toBe("Start Your Outro");
    expect(label("graphicdesign", "flyer")).toBe("Get a Flyer Quote");
    const used = new Set(entries.map((page) => page.hero.cta.label));
    for (const general of [
      "Start a Project",
      "Start a Design Project",
      "Start a Commission",
      "Get a Quote",
    ]) {
      expect(used, general).toContain(general);
    }
  });

  test("the overlay and stream package pages show their package cards", () => {
    const packages = (slug: string) =>
      getDetailPage("graphicdesign", slug)?.page.packages?.items.map((item) => [
        item.name,
        item.turnaround,
      ]);
    expect(packages("overlay")).toEqual([
      ["Starter", "3–5 days"],
      ["Creator", "5–7 days"],
      ["Pro", "7–10 days"],
      ["Elite", "10–14 days"],
    ]);
    expect(packages("streampackages")?.map(([name]) => name)).toEqual(["Basic", "Premium"]);
    // Every card has a "from" price in PKR and USD, read from its file in content/prices/.
    const prices = (slug: string) =>
      getDetailPage("graphicdesign", slug)?.page.packages?.items.map((item) => item.price);
    const priced = (...names: string[]) =>
      names.map((name) => {
        const { pkr, usd } = parse(readFileSync(`content/prices/${name}.yaml`, "utf8"));
        return { pkr, usd };
      });
    expect(prices("overlay")).toEqual(
      priced("overlay-starter", "overlay-creator", "overlay-pro", "overlay-elite"),
    );
    expect(prices("streampackages")).toEqual(
      priced("stream-package-basic", "stream-package-premium"),
    );
  });

  test("no two pages share a lead, a hero title or a page title", () => {
    for (const pick of [
      (page: (typeof entries)[number]) => page.lead.join(" "),
      (page: (typeof entries)[number]) => page.hero.title,
      (page: (typeof entries)[number]) => page.meta.title,
    ]) {
      const seen = new Map<string, string>();
      for (const page of entries) {
        const key = pick(page).toLowerCase();
        expect(seen.get(key), `${detailPath(page)} repeats ${seen.get(key)}`).toBeUndefined();
        seen.set(key, detailPath(page));
      }
    }
  });

  test("the copy holds no filler, placeholder text or editing slips", () => {
    const banned =
      /lorem ipsum|coming soon|\bTODO\b|\bTBD\b|placeholder|world-class|cutting-edge|best-in-class/i;
    // Doubled punctuation and stray spaces are slips a reader notices.
    const slips = /(?<!\.)\.\.(?!\.)|,,|\s[.,;:]|\s{2}/;
    const problems: string[] = [];
    for (const page of entries) {
      for (const text of stringsIn(page)) {
        if (banned.test(text) || slips.test(text)) problems.push(`${detailPath(page)}: "${text}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  /**
   * Every number a page shows must come from the specification (§9); this is the set of
   * figures it lists. A number outside it is an invented claim. The hero's art is not a claim: its
   * figures are a sample project's, in a picture captioned as an illustration.
   */
  test("every figure in the copy is one the specification gives", () => {
    const allowed = new Set([
      1, 2, 3, 4, 5, 6, 7, 9, 10, 12, 14, 15, 18, 20, 24, 25, 28, 36, 40, 45, 48, 50, 56, 72, 90,
      95, 98, 99.9, 100, 112, 120, 150, 200, 320, 500, 1440, 2560,
    ]);
    const problems: string[] = [];
    for (const page of entries) {
      const { art: _art, ...hero } = page.hero;
      for (const text of stringsIn({ ...page, hero })) {
        for (const match of text.matchAll(/\d+(?:[.,]\d+)*/g)) {
          const value = Number(match[0].replace(/,/g, ""));
          if (!allowed.has(value)) problems.push(`${detailPath(page)}: "${match[0]}" in "${text}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test("the marketing figures of SPEC §9 appear on the pages they belong to", () => {
    const copy = (section: DetailSection, slug: string) =>
      stringsIn(getDetailPage(section, slug)?.page).join(" ");
    expect(copy("webdevelopment", "websitedevelopment")).toContain("2–4 weeks");
    expect(copy("webdevelopment", "seo")).toMatch(/2–3 months[\s\S]*3–6 months/);
    expect(copy("webdevelopment", "uxdesign")).toContain("1–2 weeks");
    for (const slug of ["softwaredev", "webappdev", "softwareintegration"]) {
      expect(copy("itsoftware", slug), slug).toContain("1–2 weeks");
      expect(copy("itsoftware", slug), slug).toContain("2–4 weeks");
    }
    expect(copy("webdevelopment", "webdesigner")).toContain("2–3 rounds");

    // Prices.
    expect(copy("graphicdesign", "3dmodeling")).toContain("$100–$500");
    expect(copy("graphicdesign", "flyer")).toContain("$50–$200");
    expect(copy("graphicdesign", "emotes")).toMatch(/\$25–\$40[^$]*simple[\s\S]*\$45–\$90/);

    // Sizes, written as the specification writes them.
    for (const slug of ["emotes", "streampackages"]) {
      expect(copy("graphicdesign", slug), slug).toContain("28/56/112 px");
      expect(copy("graphicdesign", slug), slug).toMatch(/Discord[^.]*up to 320 px/);
    }
    for (const slug of ["subbadges", "streampackages"]) {
      expect(copy("graphicdesign", slug), slug).toContain("18/36/72 px");
      expect(copy("graphicdesign", slug), slug).toContain("months 1, 3, 6, 9 and 12");
    }
    expect(copy("graphicdesign", "header")).toContain("2560×1440");
    for (const slug of ["overlay", "streampackages"])
      expect(copy("graphicdesign", slug), slug).toMatch(/info panels[^.]*up to 6/);
    expect(copy("graphicdesign", "emotes")).toContain("10–15 frames at 20–24 fps");

    // Turnarounds.
    for (const [section, slug] of [
      ["graphicdesign", "flyer"],
      ["videoanimation", "gfx"],
      ["videoanimation", "videoediting"],
    ] as const) {
      expect(copy(section, slug), slug).toContain("48–72 hours");
    }
    for (const slug of ["banner", "designing", "header", "outro", "subbadges"])
      expect(copy("graphicdesign", slug), slug).toContain("3–5 days");
    for (const slug of ["cartoonart", "funnyarts", "intro", "logos"])
      expect(copy("graphicdesign", slug), slug).toContain("5–7 days");
    expect(copy("graphicdesign", "3dmodeling")).toContain("10–14 days");
    for (const slug of ["vfx", "vtube"])
      expect(copy("videoanimation", slug), slug).toContain("10–14 days");
    const packages = (slug: string) =>
      Object.fromEntries(
        getDetailPage("graphicdesign", slug)?.page.packages?.items.map((item) => [
          item.name,
          item.turnaround,
        ]) ?? [],
      );
    expect(packages("overlay")).toEqual({
      Starter: "3–5 days",
      Creator: "5–7 days",
      Pro: "7–10 days",
      Elite: "10–14 days",
    });
    expect(packages("streampackages")).toEqual({ Basic: "5–7 days", Premium: "10–14 days" });

    // Revisions: 2–3 rounds as a rule, unlimited only where a page says so, and then said plainly.
    const elite = getDetailPage("graphicdesign", "overlay")?.page.packages?.items.find(
      (item) => item.name === "Elite",
    );
    expect(elite?.features).toContain("Unlimited revisions");
    expect(copy("graphicdesign", "overlay")).toMatch(/Elite includes unlimited revisions/);
    for (const page of entries) {
      const text = stringsIn(page).join(" ");
      for (const match of text.matchAll(/unlimited\s+(\w+)/gi))
        expect(match[1], `${detailPath(page)}: "${match[0]}"`).toBe("revisions");
      if (detailPath(page) !== "/graphicdesign/overlay")
        expect(text, detailPath(page)).not.toMatch(/unlimited/i);
    }
  });

  test("figures keep the specification's notation everywhere", () => {
    // The detail pages, and the hub and portfolio pages that repeat their sizes.
    const pages: Array<[string, unknown]> = [
      ...entries.map((page) => [detailPath(page), page] as [string, unknown]),
      [graphicDesignContent.path, graphicDesignContent],
      ...portfolioPages.map((page) => [page.path, page] as [string, unknown]),
    ];
    const problems: string[] = [];
    for (const [path, page] of pages) {
      for (const text of stringsIn(page)) {
        // Sizes as 28/56/112 px and 18/36/72 px, not spelled out as lists.
        if (/\b28, 56\b|\b18, 36\b/.test(text)) problems.push(`${path}: "${text}"`);
        // A range after "between" reads "between $100 and $500", never "between $100–$500".
        if (/between \$?\d+\s*[–-]/.test(text)) problems.push(`${path}: "${text}"`);
      }
    }
    expect(stringsIn(graphicDesignContent).join(" ")).toMatch(/28\/56\/112 px[\s\S]*18\/36\/72 px/);
    expect(problems).toEqual([]);
  });

  test("secondary calls to action use one wording style, without contractions", () => {
    const labels = entries.map((page) => page.hero.secondaryLabel);
    expect(labels.filter((label) => /['’]/.test(label))).toEqual([]);
    expect(labels).toContain("See What Is Included");
  });

  test("the copy makes no claim about clients or incidents that nothing backs", () => {
    const unsupported = /\bmost (?:breaches|clients|customers)\b/i;
    const problems = entries.flatMap((page) =>
      stringsIn(page)
        .filter((text) => unsupported.test(text))
        .map((text) => `${detailPath(page)}: "${text}"`),
    );
    expect(problems).toEqual([]);
  });
});
