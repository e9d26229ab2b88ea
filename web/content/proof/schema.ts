import { z } from "zod";
import { pictureFile } from "../case-studies/schema.ts";

/**
 * The people and names that vouch for the company: client testimonials (content/testimonials/),
 * the team (content/team/) and client logos (content/clients/), one YAML file per entry with
 * its picture beside it. The build validates each file against these schemas
 * (scripts/build/build-content.ts).
 *
 * The specification withholds real clients and staff, so every entry today is a stand-in
 * (`standIn: true`): a fictional person or company, drawn as an illustration (never a stock
 * photograph passed off as someone), which a production build refuses until replaced.
 *
 * A client is named only with its written agreement, `permission: true`, as in the case studies
 * (case-studies/schema.ts): without it a testimonial is shown by the person's role and the
 * client's sector (no name, company or portrait) and a client's logo is not shown at all. A
 * stand-in has no real client who could have agreed, so it has no permission. A name that any
 * entry withholds appears on no page (tests/e2e/client-names.test.ts reads the whole build).
 */

const text = z.string().trim().min(1);
/** First and family name at least: a full name is what makes a testimonial checkable. */
const fullName = text.max(60).regex(/^\S+(?:\s+\S+)+$/, "a full name, first and family name");

const entry = {
  /** true while the person or company is made up; a production build refuses it. */
  standIn: z.boolean(),
  /** Position in its list, 1 first. */
  order: z.int().min(1),
};

/** An entry that names a client: a testimonial or a logo. */
const clientEntry = {
  ...entry,
  /** true only once the client has agreed in writing to be named (and its logo shown). */
  permission: z.boolean(),
};

/** A stand-in names no client: nobody real has agreed to anything. */
function noPermissionForStandIns(
  entry: { standIn: boolean; permission: boolean },
  context: z.RefinementCtx,
) {
  if (entry.standIn && entry.permission)
    context.addIssue({
      code: "custom",
      path: ["permission"],
      message: "a stand-in (standIn: true) has no real client to agree: permission: false",
    });
}

export const testimonialSchema = z
  .object({
    ...clientEntry,
    /** The client's own words, used with their written permission. */
    quote: text.max(240),
    /** The person and the client: shown only with `permission: true`. */
    name: fullName,
    role: text.max(40),
    company: text.max(40),
    /** Who the client is without its name, shown in its place: "A Karachi apparel retailer". */
    sector: text.max(60),
    /** A photograph of the person (or, for a stand-in, an illustrated avatar) beside the file. */
    photo: pictureFile,
  })
  .strict()
  .superRefine(noPermissionForStandIns);

export const teamMemberSchema = z
  .object({
    ...entry,
    name: fullName,
    role: text.max(40),
    /** One line on what they do for clients. */
    bio: text.max(120),
    photo: pictureFile,
  })
  .strict();

export const clientLogoSchema = z
  .object({
    ...clientEntry,
    /** The company's name, which is also the logo's alternative text. */
    name: text.max(40),
    /** The logo file beside this one, used with the company's permission. */
    logo: pictureFile,
  })
  .strict()
  .superRefine(noPermissionForStandIns);

export type TestimonialEntry = z.output<typeof testimonialSchema>;
export type TeamMemberEntry = z.output<typeof teamMemberSchema>;
export type ClientLogoEntry = z.output<typeof clientLogoSchema>;
