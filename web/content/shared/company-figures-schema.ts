import { z } from "zod";

/**
 * The company's figures (content/company/figures.yaml): every number the site states about the
 * company as a whole, written once. Each is a value and the label shown under it in a figures
 * strip; prose quotes the value from here too (web/content/shared/company-stats.ts), so a
 * changed figure changes everywhere and two pages cannot disagree. The values are the
 * specification's; a test holds every figure-shaped number in the content to this file.
 */
const figure = z
  .object({
    /** As shown: "10+", "99.9%", "24/7". */
    value: z
      .string()
      .trim()
      .regex(/^[0-9][0-9.,/]*(?:k?\+|%)?$/, 'a figure such as "10+", "99.9%" or "24/7"'),
    label: z.string().trim().min(1).max(40),
  })
  .strict();

export const companyFiguresSchema = z
  .object({
    /** true while a figure is not yet one the company can back up: a production build refuses it. */
    standIn: z.boolean().optional(),
    years: figure,
    countries: figure,
    projects: figure,
    webProjects: figure,
    softwareProjects: figure,
    onTime: figure,
    slaUptime: figure,
    uptimeTargets: figure,
    dailyUsers: figure,
    support: figure,
    animations: figure,
    satisfaction: figure,
    brands: figure,
  })
  .strict();

export type CompanyFigures = z.output<typeof companyFiguresSchema>;
