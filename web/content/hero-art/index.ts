import { scenesIn } from "./scene-schema.ts";
import scenes from "./scenes.json" with { type: "json" };

/**
 * The picture beside the hero's words on the home page, /services and each service hub (by its
 * file's name in content/hubs/): sample data in ./scenes.json, kept beside the code rather than
 * in content/ because it is drawn, not written (the content editor has no form for it).
 */
export const heroArt = scenesIn("web/content/hero-art/scenes.json", scenes);
