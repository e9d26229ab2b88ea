/**
 * The illustrations a detail page may show beside its why-choose list (`why.image` in a content
 * entry). Each key is an SVG in web/assets/details/<key>.svg, drawn in the brand palette.
 * The schema test rejects any key not listed here. `shows` is what the picture depicts, a
 * starting point for the entry's `imageAlt`.
 */
export const artwork = {
  "web-build": {
    shows: "A browser window with a page layout, code brackets and a launch checklist",
  },
  "web-growth": { shows: "A rising traffic chart beside a search bar and a map pin" },
  "ux-research": { shows: "Wireframe screens linked by a user-flow arrow with sticky notes" },
  "design-studio": { shows: "A design canvas with a pen tool, colour swatches and layered shapes" },
  "brand-identity": { shows: "A logo mark on a card with a colour palette and type specimen" },
  "stream-kit": { shows: "A live stream layout with webcam frame, alerts, panels and emotes" },
  motion: { shows: "A video timeline with keyframes under a play screen" },
  "3d-model": { shows: "A wireframe 3D character bust on a turntable grid" },
  "it-infrastructure": { shows: "Server racks connected to laptops through a network switch" },
  cloud: { shows: "A cloud linked to servers, containers and a deployment pipeline" },
  security: { shows: "A shield with a padlock over a monitored network" },
  data: { shows: "A dashboard with bar and line charts fed from a database" },
} as const satisfies Record<string, { shows: string }>;

export type ArtworkKey = keyof typeof artwork;

export const artworkKeys = Object.keys(artwork) as ArtworkKey[];

export function isArtworkKey(key: string): key is ArtworkKey {
  return Object.hasOwn(artwork, key);
}
