import { describe, expect, test } from "vitest";
import { servicesMenu } from "#site/navigation.ts";
import { caseStudiesImages } from "#web/assets/generated/caseStudies.ts";
import { galleryImages } from "#web/assets/generated/gallery.ts";
import { detailPaths } from "#web/content/details/order.ts";
import { graphicDesignContent } from "#web/content/hubs/graphic-design.ts";
import { portfolioPages, portfolioWorkFor } from "#web/content/portfolio.ts";
import { caseStudies, caseStudyFor, caseStudyNote } from "./index.ts";
import { ctaVerbs } from "./schema.ts";

const works = portfolioPages.flatMap((page) => page.works);

/** Every string in a value, for checks on the copy itself. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The pages a case study may link to: service hubs (the Services menu's and three more) and detail
 * pages that exist.
 */
const servicePaths = new Set([
  ...servicesMenu.map((link) => link.to),
  "/services/appdevelopment",
  "/services/ecommerce",
  "/services/uiuxdesign",
  ...detailPaths(),
]);

describe("case studies", () => {
  test("every project of the three galleries has exactly one case study, and no study is orphaned", () => {
    const slugs = works.map((work) => work.slug);
    expect(new Set(slugs).size, "slugs are unique").toBe(slugs.length);
    expect(caseStudies.map((study) => study.slug).sort()).toEqual([...slugs].sort());
    expect(caseStudies.length).toBe(15);
    // The galleries' own addresses are not taken by a project.
    for (const page of portfolioPages) expect(slugs).not.toContain(page.path.split("/").pop());
  });

  // Each file passed its schema at build (scripts/build-content.ts); these are the rules that
  // span files or the rest of the site.
  test.each(caseStudies.map((study) => [study.slug, study] as const))(
    "%s links where it should and has its picture",
    (slug, study) => {
      expect(ctaVerbs as readonly string[]).toContain(study.cta.action.label.split(" ")[0]);
      expect(servicePaths, `${slug} links to ${study.service.to}`).toContain(study.service.to);
      // Its project is in its gallery, with a picture the mockup can show.
      const found = portfolioWorkFor(slug);
      expect(found?.work.slug).toBe(slug);
      expect(Object.keys(caseStudiesImages)).toContain(study.image.replace(/\.\w+$/, ""));
    },
  );

  test("each gallery numbers its projects 1, 2, 3… without a gap or a tie", () => {
    for (const page of portfolioPages) {
      const orders = caseStudies
        .filter((study) => study.gallery === page.gallery)
        .map((study) => study.order);
      expect(orders, page.path).toEqual(orders.map((_, index) => index + 1));
    }
  });

  test("titles, headings and closing calls are unique across the case studies", () => {
    for (const key of ["meta", "hero", "cta"] as const) {
      const titles = caseStudies.map((study) => study[key].title.toLowerCase());
      expect(new Set(titles).size, `${key} titles`).toBe(titles.length);
    }
    const descriptions = caseStudies.map((study) => study.meta.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  test("clients stay anonymous: described by sector, never by name", () => {
    for (const study of caseStudies) {
      // "A Karachi apparel retailer": an article and a description, no proper name.
      expect(study.client.sector, study.slug).toMatch(/^An? [A-Za-z0-9 -]+$/);
      const words = study.client.sector.split(" ").slice(1);
      const capitalised = words.filter((word) => /^[A-Z]/.test(word));
      expect(capitalised.every((word) => ["Karachi", "B2B", "YouTube"].includes(word))).toBe(true);
    }
  });

  test("quotes are the team's words, attributed to a role at the company", () => {
    for (const study of caseStudies) {
      expect(study.quote.attribution, study.slug).toMatch(/^[A-Z][a-z A-Z/]+, Meridian Digital$/);
    }
  });

  test("every figure says what it rests on; projects not yet reported are marked stand-ins", () => {
    for (const study of caseStudies) {
      expect(study.figures.length).toBeGreaterThanOrEqual(2);
      for (const figure of study.figures) expect(figure.basis.length).toBeGreaterThan(10);
    }
    // The specification reports no client results: every project is a stand-in until one is.
    expect(caseStudies.every((study) => study.standIn)).toBe(true);
    // The page says where the figures come from and that names are withheld.
    expect(caseStudyNote).toMatch(/figures/i);
    expect(caseStudyNote).toMatch(/names withheld/i);
  });

  test("an illustration's caption says it is one", () => {
    for (const study of caseStudies.filter((entry) => entry.image.endsWith(".svg"))) {
      expect(study.mockup.caption, study.slug).toMatch(/^Illustration: /);
    }
  });

  test("the copy has no filler superlatives or placeholder text, and keeps the spec's notation", () => {
    const banned = /world-class|cutting-edge|best-in-class|lorem|ipsum|synerg|TODO|TBD/i;
    for (const study of caseStudies) {
      for (const text of strings(study)) {
        expect(text, study.slug).not.toMatch(banned);
        // Platform sizes read 28/56/112 px and 18/36/72 px, as everywhere else on the site.
        expect(text, study.slug).not.toMatch(/\b(?:28, 56|112, 56|18, 36)\b/);
        // No claim about "most clients" that nothing backs.
        expect(text, study.slug).not.toMatch(/\bmost (?:clients|customers)\b/i);
      }
    }
  });

  test("unknown slugs resolve to nothing", () => {
    expect(caseStudyFor("nope")).toBeUndefined();
    expect(portfolioWorkFor("graphic-designing")).toBeUndefined();
  });

  test("neighbours wrap round within their own gallery", () => {
    const first = portfolioPages[0]!.works[0]!;
    const last = portfolioPages[0]!.works.at(-1)!;
    expect(portfolioWorkFor(first.slug)?.previous.slug).toBe(last.slug);
    expect(portfolioWorkFor(last.slug)?.next.slug).toBe(first.slug);
  });
});

describe("graphic design samples", () => {
  test("six to eight original pieces, each with generated pictures and a real description", () => {
    const { pieces } = graphicDesignContent.gallery;
    expect(pieces.length).toBeGreaterThanOrEqual(6);
    expect(pieces.length).toBeLessThanOrEqual(8);
    expect(new Set(pieces.map((piece) => piece.image)).size).toBe(pieces.length);
    for (const piece of pieces) {
      expect(Object.keys(galleryImages)).toContain(piece.image);
      expect(piece.alt.length, piece.image).toBeGreaterThan(60);
    }
  });
});
