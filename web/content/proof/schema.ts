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

export const testimonialSchema = z
  .object({
    ...entry,
    /** The client's own words, used with their written permission. */
    quote: text.max(240),
    name: fullName,
    role: text.max(40),
    company: text.max(40),
    /** A photograph of the person (or, for a stand-in, an illustrated avatar) beside the file. */
    photo: pictureFile,
  })
  .strict();

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
    ...entry,
    /** The company's name, which is also the logo's alternative text. */
    name: text.max(40),
    /** The logo file beside this one, used with the company's permission. */
    logo: pictureFile,
  })
  .strict();

export type TestimonialEntry = z.output<typeof testimonialSchema>;
export type TeamMemberEntry = z.output<typeof teamMemberSchema>;
export type ClientLogoEntry = z.output<typeof clientLogoSchema>;
