import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { heroSceneSchema } from "../scene-schema.ts";
import graphicdesign from "./graphicdesign.json" with { type: "json" };
import itsoftware from "./itsoftware.json" with { type: "json" };
import videoanimation from "./videoanimation.json" with { type: "json" };
import webdevelopment from "./webdevelopment.json" with { type: "json" };

/**
 * The picture beside each service detail page's title, by the page's file under
 * content/service-pages/ ("<section>/<slug>"). The scenes are sample data, one file a section
 * (./<section>.json, each scene under its page's slug), checked against the scene schema when
 * the pages are built: a wrong field stops the build naming the file and the field. They stay
 * beside the code rather than in content/ because they are drawn, not written: the content
 * editor has no form for them. The detail test fails on a page without one.
 */
const sections: Record<string, Record<string, unknown>> = {
  webdevelopment,
  graphicdesign,
  itsoftware,
  videoanimation,
};

function parsed(section: string, slug: string, scene: unknown): HeroScene {
  const result = heroSceneSchema.safeParse(scene);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  ${[slug, ...issue.path].join(".")}: ${issue.message}`,
  );
  throw new Error([`web/content/hero-art/details/${section}.json:`, ...problems].join("\n"));
}

export const detailArt: Readonly<Record<string, HeroScene>> = Object.fromEntries(
  Object.entries(sections).flatMap(([section, scenes]) =>
    Object.entries(scenes).map(([slug, scene]) => [
      `${section}/${slug}`,
      parsed(section, slug, scene),
    ]),
  ),
);
