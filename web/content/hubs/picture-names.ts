/**
 * The hubs' drawn pictures a content file may name, by file name without `.svg`: apart from the
 * pictures themselves, so the content schema (./schema.ts) reads them without importing art.
 * ./pictures.ts maps each to its file, and the typecheck holds the two lists together.
 */

/** web/assets/hubs/: the pictures of a hub's picture cards (integrations, industries). */
export const hubPictureNames = [
  "api-crm-erp",
  "api-custom",
  "api-data-sync",
  "api-marketing",
  "api-payments",
  "api-shipping",
  "api-webhooks",
  "industry-education",
  "industry-healthcare",
  "industry-manufacturing",
  "industry-real-estate",
  "industry-retail",
  "industry-services",
] as const;
export type HubPictureName = (typeof hubPictureNames)[number];

/**
 * web/assets/gallery/: the sample artwork of the graphic design hub's gallery, which the build
 * turns into AVIF and WebP (web/assets/generated/gallery.ts).
 */
export const galleryPictureNames = [
  "badge-tiers",
  "cartoon-portrait",
  "channel-header",
  "emote-set",
  "logo-sheet",
  "model-viewport",
  "social-grid",
  "workshop-flyer",
] as const;
export type GalleryPictureName = (typeof galleryPictureNames)[number];
