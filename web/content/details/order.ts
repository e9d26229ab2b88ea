import type { DetailSection } from "./schema.ts";

/**
 * The detail pages of each section, in the order SPEC §2.4 lists them. The sidebar follows this
 * order and the prerender list is built from it, so it is also the list of pages that exist.
 */
export const detailOrder = {
  webdevelopment: [
    "websitedevelopment",
    "ecommercestoremanagement",
    "socialmediamarketing",
    "seo",
    "webdesigner",
    "uidesign",
    "uxdesign",
    "webappdev",
  ],
  graphicdesign: [
    "designing",
    "funnyarts",
    "3dmodeling",
    "logos",
    "header",
    "banner",
    "intro",
    "subbadges",
    "outro",
    "flyer",
    "emotes",
    "overlay",
    "streampackages",
    "cartoonart",
  ],
  itsoftware: [
    "webappdev",
    "softwaredev",
    "softwareintegration",
    "itconsultingsupport",
    "networkinfrastructure",
    "itsupportmaintenance",
    "dataanalytics",
    "securitysolutions",
    "networkingequipment",
    "cybersecurity",
    "cloudservices",
    "cloudsolutions",
    "itconsulting",
  ],
  videoanimation: ["gfx", "vfx", "emotes", "3dmodeling", "videoediting", "vtube"],
} as const satisfies Record<DetailSection, readonly string[]>;

/**
 * Video animation pages that show a graphic design page's content (SPEC §2.4): the graphic
 * design URL stays canonical and the page keeps the video animation sidebar.
 */
export const detailAliases: Partial<
  Record<DetailSection, Record<string, { section: DetailSection; slug: string }>>
> = {
  videoanimation: {
    emotes: { section: "graphicdesign", slug: "emotes" },
    "3dmodeling": { section: "graphicdesign", slug: "3dmodeling" },
  },
};

/** The hub page of each section, the third breadcrumb. */
export const sectionHubs: Record<DetailSection, { label: string; path: string }> = {
  webdevelopment: { label: "Web Development", path: "/services/webdevelopment" },
  graphicdesign: { label: "Graphic Design", path: "/services/graphicdesign" },
  itsoftware: { label: "IT & Software", path: "/services/itsoftware" },
  videoanimation: { label: "Video Animation", path: "/services/videoanimation" },
};

/** The four sections with detail pages: one route each (routes.ts). */
export const detailSections = Object.keys(detailOrder) as DetailSection[];

/** Every detail page path, the twins included: the prerender list. */
export function detailPaths(): string[] {
  return Object.entries(detailOrder).flatMap(([section, slugs]) =>
    slugs.map((slug) => `/${section}/${slug}`),
  );
}
