import { z } from "zod";
import { pictureFile } from "../case-studies/schema.ts";
import { type ServiceTag, serviceTags } from "./paths.ts";

/**
 * One Insights post: a Markdown file content/posts/<slug>.md, its front matter validated here and
 * its body written in Markdown below it, with its cover picture beside it. The page is
 * /insights/<slug> (web/content/posts/index.ts). The build names the file and the field of any
 * wrong value (scripts/build/build-content.ts), and checks the references: `author` is a file in
 * content/team/, each of `caseStudies` one in content/case-studies/.
 */

const text = z.string().trim().min(1);
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a file name without .yaml, like zainab-ali");

const serviceTag = z.enum(Object.keys(serviceTags) as [ServiceTag, ...ServiceTag[]]);

export const postSchema = z
  .object({
    /** true while the post is the company's example rather than its own published writing. */
    standIn: z.boolean(),
    /** true while the post is being written: never in a production build, nor any list or feed. */
    draft: z.boolean().default(false),
    /** The page's one H1 and the post's name in lists and feeds. */
    title: text.max(90),
    /** The search result and feed summary: what a reader learns, in one or two sentences. */
    description: text.min(50).max(170),
    /** The day it is published, YYYY-MM-DD (quoted or not). */
    date: z.coerce
      .date({ error: "a date like 2026-11-20" })
      .refine((date) => !Number.isNaN(date.getTime()), "a date like 2026-11-20"),
    /** Who wrote it: the name of a file in content/team/ without .yaml, e.g. zainab-ali. */
    author: slug,
    /** The services it is about (1–3), which link to it from their pages. */
    services: z.array(serviceTag).min(1).max(3),
    /** Case studies it draws on (0–3): file names in content/case-studies/ without .yaml. */
    caseStudies: z.array(slug).max(3).default([]),
    /** The picture at the top and in lists, a file beside this one, and what it shows. */
    cover: pictureFile,
    coverAlt: text.max(200),
    /** The Markdown below the front matter. */
    content: z
      .string()
      .trim()
      .min(1, "the post has no text below its front matter")
      .refine(
        (body) => !/^#\s/m.test(body),
        "start headings at ##: the title is the page's one # heading",
      ),
  })
  .strict();

export type PostEntry = z.output<typeof postSchema>;

/** Words a reader reads in a minute, the usual figure for screen reading of plain prose. */
const wordsPerMinute = 200;

/** A post's reading time in whole minutes, at least one, from its Markdown body. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/[#>*_`[\]()!-]/g, " ")
    .split(/\s+/)
    .filter((word) => /\w/.test(word)).length;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}
