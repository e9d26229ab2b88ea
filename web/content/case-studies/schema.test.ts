import { describe, expect, test } from "vitest";
import { servicesMenu } from "#site/navigation.ts";
import { caseStudiesImages } from "#web/assets/generated/caseStudies.ts";
import { galleryImages } from "#web/assets/generated/gallery.ts";
import { detailPaths } from "#web/content/details/order.ts";
import { graphicDesignContent } from "#web/content/hubs/graphic-design.ts";
import { portfolioPages, portfolioWorkFor } from "#web/content/portfolio.ts";
import { stringsIn } from "#web/content/strings-in.ts";
import { deliveredProject } from "./fixtures/delivered-project.ts";
import { caseStudies, caseStudyFor, caseStudyNote } from "./index.ts";
import { caseStudySchema, ctaVerbs } from "./schema.ts";

const works = portfolioPages.flatMap((page) => page.works);

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

  // Each file passed its schema at build (scripts/build/build-content.ts); these are the rules that
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
      expect(study.mockup?.caption, study.slug).toMatch(/^Illustration: /);
    }
  });

  test("the copy has no filler superlatives or placeholder text, and keeps the spec's notation", () => {
    const banned = /world-class|cutting-edge|best-in-class|lorem|ipsum|synerg|TODO|TBD/i;
    for (const study of caseStudies) {
      for (const text of stringsIn(study)) {
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

describe("the slots for a delivered project", () => {
  const fixture = deliveredProject;

  /** Each problem as the build prints it, without the file: `field: message`. */
  function problems(entry: unknown): string[] {
    const result = caseStudySchema.safeParse(entry);
    const lines = (result.error?.issues ?? []).map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    // The build prints a line once, however many checks it broke.
    return [...new Set(lines)];
  }

  test("a delivered project with screenshots, a named client, a logo and a live link passes", () => {
    expect(problems(fixture())).toEqual([]);
  });

  test.each([false, undefined])(
    "name, logo and live link each fail, naming the field, with permission %s",
    (permission) => {
      const entry = fixture();
      entry.client.permission = permission;
      expect(problems(entry)).toEqual([
        "client.name: client.name is shown only with client.permission: true, set once the client has agreed in writing",
        "client.logo: client.logo is shown only with client.permission: true, set once the client has agreed in writing",
        "liveUrl: liveUrl is linked only with client.permission: true, set once the client has agreed in writing",
      ]);
    },
  );

  test("a live link is https only", () => {
    for (const url of ["http://www.example.com/", "javascript:alert(1)", "https://localhost/"]) {
      const entry = fixture();
      entry.liveUrl = url;
      expect(problems(entry), url).toEqual([
        "liveUrl: an https:// address, like https://www.example.com",
      ]);
    }
  });

  test("a delivered project without screenshots fails: it is shown by its real work", () => {
    const entry = fixture();
    delete entry.screenshots;
    entry.mockup = { frame: "browser", label: "Home", caption: "The home page." };
    expect(problems(entry)).toEqual([
      "screenshots: a delivered project (standIn: false) needs at least one screenshot",
    ]);
    // Nor is its gallery picture an illustration.
    entry.screenshots = fixture().screenshots;
    entry.image = "delivered-project.svg";
    entry.mockup.caption = "Illustration: the home page.";
    expect(problems(entry)).toEqual([
      "image: a delivered project (standIn: false) shows its real work: a screenshot or photograph, not an .svg illustration",
    ]);
  });

  test("a delivered project's unnamed client needs the note saying why", () => {
    const entry = fixture();
    delete entry.client.name;
    delete entry.client.logo;
    expect(problems(entry)).toEqual([
      "client.withheld: a delivered project (standIn: false) without client.name says why in client.withheld",
    ]);
    entry.client.withheld = "Named on request: the client asked us not to publish its name";
    expect(problems(entry)).toEqual([]);
    // Under a non-disclosure agreement: no permission, no name, no link, and the note.
    entry.client.permission = false;
    delete entry.liveUrl;
    expect(problems(entry)).toEqual([]);
    // A named client has nothing withheld.
    entry.client.name = "Fixture Trading Test Co";
    entry.client.permission = true;
    expect(problems(entry)).toEqual([
      "client.withheld: the client is named in client.name, so nothing is withheld",
    ]);
  });

  test("screenshots are bitmaps on a known device, each described and captioned", () => {
    const shot = fixture().screenshots[0];
    const withShot = (changes: object) => {
      const entry = fixture();
      entry.screenshots = [{ ...shot, ...changes }];
      return problems(entry);
    };
    expect(withShot({ device: "phone" })).toEqual([]);
    expect(withShot({ device: "tablet" })).toEqual([]);
    expect(withShot({ device: "laptop" })).toEqual([
      'screenshots.0.device: Invalid option: expected one of "desktop"|"phone"|"tablet"',
    ]);
    expect(withShot({ file: "home.svg" })).toEqual([
      "screenshots.0.file: a PNG, JPEG or WebP file name like home-page.png",
    ]);
    expect(withShot({ alt: "" })).toHaveLength(1);
    expect(withShot({ caption: undefined })).toHaveLength(1);
  });

  test("a stand-in has no client to name, and without screenshots it keeps its illustration", () => {
    const entry = fixture();
    entry.standIn = true;
    expect(problems(entry)).toEqual([
      "client: a stand-in (standIn: true) has no real client: no permission, name or withheld note",
    ]);
    // Every case study in content/ is such a stand-in: no screenshots, name, logo or link.
    for (const study of caseStudies) {
      expect(study.screenshots, study.slug).toBeUndefined();
      expect(study.client.name ?? study.client.logo ?? study.liveUrl, study.slug).toBeUndefined();
      expect(study.mockup, study.slug).toBeDefined();
    }
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
