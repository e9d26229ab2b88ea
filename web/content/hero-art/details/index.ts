import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { scenesIn } from "../scene-schema.ts";
import graphicdesign from "./graphicdesign.json" with { type: "json" };
import itsoftware from "./itsoftware.json" with { type: "json" };
import videoanimation from "./videoanimation.json" with { type: "json" };
import webdevelopment from "./webdevelopment.json" with { type: "json" };

const sections: Record<string, Record<string, unknown>> = {
  webdevelopment,
  graphicdesign,
  itsoftware,
  videoanimation,
};

/**
 * The picture beside each service detail page's title, by the page's file under
 * content/service-pages/ ("<section>/<slug>"): sample data like the hubs' (../index.ts), one
 * file a section (./<section>.json, each scene under its page's slug). The detail test fails on
 * a page without one.
 */
export const detailArt: Readonly<Record<string, HeroScene>> = Object.fromEntries(
  Object.entries(sections).flatMap(([section, scenes]) =>
    Object.entries(scenesIn(`web/content/hero-art/details/${section}.json`, scenes)).map(
      ([slug, scene]) => [`${section}/${slug}`, scene],
    ),
  ),
);
