import { defineCollection, defineConfig, defineSingleton } from "@content-collections/core";
import { caseStudySchema } from "./web/content/case-studies/schema.ts";
import {
  clientLogoSchema,
  teamMemberSchema,
  testimonialSchema,
} from "./web/content/proof/schema.ts";
import { companyFiguresSchema } from "./web/content/shared/company-figures-schema.ts";

/**
 * The content the owner edits without TypeScript: one YAML file per entry under content/, each
 * validated by its zod schema. scripts/build/build-content.ts builds it into plain modules in
 * .content-collections/generated (imported as #content-collections) before anything reads it;
 * folders here are relative to this file.
 */
const yaml = (name: string, folder: string) =>
  ({ name, directory: `content/${folder}`, include: "*.yaml", parser: "yaml" }) as const;

export default defineConfig({
  content: [
    defineCollection({ ...yaml("caseStudies", "case-studies"), schema: caseStudySchema }),
    defineCollection({ ...yaml("testimonials", "testimonials"), schema: testimonialSchema }),
    defineCollection({ ...yaml("teamMembers", "team"), schema: teamMemberSchema }),
    defineCollection({ ...yaml("clientLogos", "clients"), schema: clientLogoSchema }),
    defineSingleton({
      name: "company",
      filePath: "content/company/figures.yaml",
      parser: "yaml",
      schema: companyFiguresSchema,
    }),
  ],
});
