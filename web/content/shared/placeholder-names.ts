import { z } from "zod";
// Relative: content-collections.ts compiles this file, and its bundler follows relative imports only.
import { type CompanyFigures, companyFiguresSchema } from "./company-figures-schema.ts";
import { placeholder, pricePlaceholder } from "./placeholder-syntax.ts";

/**
 * The company facts a page's words quote by name, written `{support}` or `{replyPromise}` in a
 * content file: the fact stays in content/company/ alone, and a page shows its current value
 * (web/content/shared/placeholders.ts fills them in). A figure's name is its key in
 * content/company/figures.yaml, and it reads as the figure's value ("24/7"). A quoted price
 * range is named the same way, `{price:flyer}`, from content/prices/ranges/ (./placeholder-syntax.ts).
 */
type FigureName = Exclude<keyof CompanyFigures, "standIn">;

export const figureNames = Object.keys(companyFiguresSchema.shape).filter(
  (name): name is FigureName => name !== "standIn",
);

/** The other facts, each from content/company/<file>.yaml. */
export const factNames = [
  /** brand.yaml: name */
  "brand",
  /** group.yaml: parent.name */
  "parent",
  /** group.yaml: sister.name */
  "sister",
  /** contact.yaml: address.city */
  "city",
  /** contact.yaml: address.country */
  "country",
  /** contact.yaml: the address on one line */
  "fullAddress",
  /** hours.yaml: replyPromise */
  "replyPromise",
  /** hours.yaml: label */
  "officeHours",
  /** hours.yaml: timezoneLabel */
  "timezone",
] as const;

export type PlaceholderName = FigureName | (typeof factNames)[number];

export const placeholderNames: readonly PlaceholderName[] = [...figureNames, ...factNames];

/**
 * A page's text: not empty, and every `{name}` in it a fact the site has, so a misspelt name
 * stops the build (naming file and field) instead of showing braces on the page.
 */
export const pageText = z
  .string()
  .trim()
  .min(1)
  .superRefine((text, context) => {
    for (const [, name = ""] of text.matchAll(placeholder)) {
      if ((placeholderNames as readonly string[]).includes(name)) continue;
      if (name.startsWith("price:")) {
        if (pricePlaceholder.test(name)) continue;
        context.addIssue({
          code: "custom",
          message: `{${name}}: a price range is written {price:flyer}, {price:flyer.from} or {price:flyer.to}, flyer being a file of content/prices/ranges/`,
        });
        continue;
      }
      context.addIssue({
        code: "custom",
        message: `no company fact {${name}}; the names are ${placeholderNames.map((known) => `{${known}}`).join(", ")}`,
      });
    }
  });

/**
 * Page text of at most `max` characters, not counting its `{name}`s: the facts' values are
 * not known here, so a test holds the filled-in text of each page to the same limit.
 */
export function pageTextUpTo(max: number) {
  return pageText.refine((text) => text.replace(placeholder, "").length <= max, {
    message: `Too big: expected string to have <=${max} characters`,
  });
}
