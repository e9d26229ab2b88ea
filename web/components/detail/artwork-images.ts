import model3d from "#web/assets/details/3d-model.svg";
import brandIdentity from "#web/assets/details/brand-identity.svg";
import cloud from "#web/assets/details/cloud.svg";
import data from "#web/assets/details/data.svg";
import designStudio from "#web/assets/details/design-studio.svg";
import itInfrastructure from "#web/assets/details/it-infrastructure.svg";
import motion from "#web/assets/details/motion.svg";
import security from "#web/assets/details/security.svg";
import streamKit from "#web/assets/details/stream-kit.svg";
import uxResearch from "#web/assets/details/ux-research.svg";
import webBuild from "#web/assets/details/web-build.svg";
import webGrowth from "#web/assets/details/web-growth.svg";
import type { ArtworkKey } from "#web/content/details/artwork.ts";

/** Every artwork key resolved to its built asset URL; `satisfies` keeps the two lists in step. */
export const artworkImages = {
  "web-build": webBuild,
  "web-growth": webGrowth,
  "ux-research": uxResearch,
  "design-studio": designStudio,
  "brand-identity": brandIdentity,
  "stream-kit": streamKit,
  motion,
  "3d-model": model3d,
  "it-infrastructure": itInfrastructure,
  cloud,
  security,
  data,
} satisfies Record<ArtworkKey, string>;

/** The artwork's native size; every illustration is drawn on this canvas. */
export const artworkSize = { width: 640, height: 480 } as const;
