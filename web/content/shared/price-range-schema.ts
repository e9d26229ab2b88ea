import { z } from "zod";

/**
 * A price the company quotes as a range ("3D models $100–$500"): a file
 * content/prices/ranges/<name>.yaml, validated at build. Pages never type the figures: their
 * words name the file, `{price:3d-model}`, and the build fills it in
 * (web/content/shared/placeholders.ts), so one edit here changes every page that quotes it.
 */
const amount = (example: number) =>
  z
    .int(`a whole number, without commas or a currency sign, like ${example}`)
    .positive(`a whole number, without commas or a currency sign, like ${example}`);

export const priceRangeSchema = z
  .strictObject({
    /** true while the range is a placeholder; a production build refuses it. */
    standIn: z.boolean().describe("Yes while the range is not yet the company's real one"),
    /** What is quoted, as the list of prices names it: "3D model". */
    name: z.string().trim().min(1).max(60).describe("What the range prices, like: 3D model"),
    currency: z.enum(["USD", "PKR"]).describe("USD shows as $100–$500, PKR as PKR 14,000–28,000"),
    from: amount(100).describe("The lowest quote, a whole number"),
    to: amount(500).describe("The highest quote, a whole number, more than from"),
  })
  .refine((range) => range.to > range.from, {
    path: ["to"],
    message: "more than `from`: the range runs from the lowest quote to the highest",
  });

export type PriceRange = z.output<typeof priceRangeSchema>;
