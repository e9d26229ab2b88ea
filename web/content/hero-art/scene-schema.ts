import { z } from "zod";
import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { type IconName, iconFiles } from "#web/components/ui/icon-names.ts";

/**
 * The hero scenes are sample data (./scenes.json, ./details/*.json), checked here against the
 * scene the drawing takes (web/components/hero-art/scene.ts, where each block is described).
 * Each object's fields are listed in the order the scenes write them: the parsed scene keeps
 * that order, and with it the page data the prerendered pages carry.
 */

const tone = z.enum(["good", "warn", "accent", "plain"]);
const icon = z.enum(Object.keys(iconFiles) as [IconName, ...IconName[]]);
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, "a colour as #rrggbb");
const list = <Item extends z.ZodType>(item: Item) => z.array(item).min(1);
const product = { shape: z.enum(["tin", "cushion"]), colour: hex, band: hex };

const block = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("title"),
    icon: icon.optional(),
    title: z.string(),
    meta: z.string().optional(),
    action: z.string().optional(),
    tone: tone.optional(),
  }),
  z.strictObject({
    kind: z.literal("stats"),
    items: list(z.strictObject({ label: z.string(), value: z.string() })),
  }),
  z.strictObject({
    kind: z.literal("rows"),
    mono: z.boolean().optional(),
    rows: list(
      z.strictObject({
        label: z.string(),
        meta: z.string().optional(),
        value: z.string().optional(),
        tag: z.string().optional(),
        bar: z.number().min(0).max(100).optional(),
        tone: tone.optional(),
      }),
    ),
  }),
  z.strictObject({
    kind: z.literal("board"),
    columns: list(
      z.strictObject({
        name: z.string(),
        total: z.string(),
        cards: list(
          z.strictObject({
            title: z.string(),
            meta: z.string(),
            value: z.string(),
            owner: z.string(),
          }),
        ),
      }),
    ),
  }),
  z.strictObject({
    kind: z.literal("products"),
    items: list(z.strictObject({ name: z.string(), price: z.string(), ...product })),
  }),
  z.strictObject({
    kind: z.literal("banner"),
    brand: z.string().optional(),
    nav: list(z.string()).optional(),
    product: z.strictObject(product).optional(),
    title: z.string(),
    text: z.string().optional(),
    action: z.string().optional(),
  }),
  z.strictObject({ kind: z.literal("button"), label: z.string() }),
  z.strictObject({
    kind: z.literal("scores"),
    items: list(z.strictObject({ label: z.string(), value: z.number().min(0).max(100) })),
  }),
  z.strictObject({
    kind: z.literal("chat"),
    messages: list(z.strictObject({ from: z.enum(["them", "us"]), text: z.string() })),
  }),
  z.strictObject({
    kind: z.literal("chart"),
    type: z.enum(["line", "bars"]),
    min: z.number().optional(),
    max: z.number(),
    series: list(
      z.strictObject({
        label: z.string(),
        from: z.int().min(0).optional(),
        values: list(z.number()),
        dashed: z.boolean().optional(),
      }),
    ),
    axis: z.tuple([z.string(), z.string()]).optional(),
  }),
  z.strictObject({
    kind: z.literal("flow"),
    steps: list(z.strictObject({ system: z.string(), event: z.string(), tone: tone.optional() })),
  }),
  z.strictObject({
    kind: z.literal("sheet"),
    header: z.strictObject({ title: z.string(), line: z.string(), label: z.string() }).optional(),
    emoteSizes: list(z.string()).optional(),
    palette: list(z.strictObject({ name: z.string(), hex })).optional(),
    badges: list(z.strictObject({ months: z.string(), hex })).optional(),
  }),
  z.strictObject({
    kind: z.literal("marks"),
    items: list(
      z.strictObject({
        name: z.string(),
        letters: z.string(),
        shape: z.enum(["circle", "square", "shield", "word"]),
        colour: hex,
        ink: hex,
      }),
    ),
  }),
  z.strictObject({
    kind: z.literal("character"),
    face: hex,
    accent: hex,
    stages: list(
      z.strictObject({
        label: z.string(),
        style: z.enum(["sketch", "lines", "clay", "mesh", "colour"]),
      }),
    ),
  }),
  z.strictObject({
    kind: z.literal("screen"),
    title: z.string(),
    caption: z.string(),
    camera: z.boolean().optional(),
    alert: z.string().optional(),
  }),
  z.strictObject({
    kind: z.literal("timeline"),
    preview: z.strictObject({ title: z.string(), caption: z.string() }),
    time: z.string(),
    tracks: list(
      z.strictObject({
        name: z.string(),
        clips: list(
          z.strictObject({
            label: z.string(),
            start: z.int().min(1).max(12),
            span: z.int().min(1).max(12),
            tone: tone.optional(),
          }),
        ),
      }),
    ),
  }),
]);

const pane = z.strictObject({
  frame: z.enum(["window", "phone", "card"]),
  dark: z.boolean().optional(),
  address: z.string().optional(),
  blocks: list(block),
});

const heroSceneSchema = z.strictObject({
  caption: z.templateLiteral(["Illustration: ", z.string()]),
  main: pane,
  side: pane.optional(),
  float: pane.optional(),
}) satisfies z.ZodType<HeroScene>;

/**
 * The scenes of a data file (`file`, named in errors), each under its name: parsed when the
 * pages are built, so a wrong field stops the build naming the file, the scene and the field.
 */
export function scenesIn<Name extends string>(
  file: string,
  scenes: Record<Name, unknown>,
): Record<Name, HeroScene> {
  const entries = Object.entries<unknown>(scenes).map(([name, scene]) => {
    const result = heroSceneSchema.safeParse(scene);
    if (result.success) return [name, result.data];
    const problems = result.error.issues.map(
      (issue) => `  ${[name, ...issue.path].join(".")}: ${issue.message}`,
    );
    throw new Error([`${file}:`, ...problems].join("\n"));
  });
  return Object.fromEntries(entries) as Record<Name, HeroScene>;
}
