import { defineCollection, defineConfig, defineSingleton } from "@content-collections/core";
import { consultantSchema, consultationSchema, holidaysSchema } from "./site/booking/schema.ts";
import {
  appSchema,
  brandSchema,
  contactSchema,
  groupSchema,
  hoursSchema,
  socialSchema,
} from "./site/facts-schema.ts";
import { caseStudySchema } from "./web/content/case-studies/schema.ts";
import { packagePriceSchema } from "./web/content/details/schema.ts";
import {
  clientLogoSchema,
  teamMemberSchema,
  testimonialSchema,
} from "./web/content/proof/schema.ts";
import { resourcesPageSchema } from "./web/content/resources/page-schema.ts";
import { resourceSchema } from "./web/content/resources/schema.ts";
import { companyFiguresSchema } from "./web/content/shared/company-figures-schema.ts";

/**
 * The content the owner edits without TypeScript: one YAML file per entry under content/, each
 * validated by its zod schema. scripts/build/build-content.ts builds it into plain modules in
 * .content-collections/generated (imported as #content-collections) before anything reads it;
 * folders here are relative to this file.
 */
const yaml = (name: string, folder: string) =>
  ({ name, directory: `content/${folder}`, include: "*.yaml", parser: "yaml" }) as const;

/**
 * One file of company facts (content/company/<file>.yaml): site/facts.ts reads it, and the
 * shell of every page carries it, so it is built without the file bookkeeping.
 */
const companyFile = <Name extends string>(name: Name, file: string) =>
  ({
    name,
    // The export's name as written (Content Collections would make "companyHours" singular).
    typeName: name.charAt(0).toUpperCase() + name.slice(1),
    filePath: `content/company/${file}.yaml`,
    parser: "yaml",
    transform: ({ _meta, ...facts }: { _meta: unknown }) => facts,
  }) as const;

export default defineConfig({
  content: [
    defineCollection({ ...yaml("caseStudies", "case-studies"), schema: caseStudySchema }),
    defineCollection({ ...yaml("testimonials", "testimonials"), schema: testimonialSchema }),
    defineCollection({ ...yaml("teamMembers", "team"), schema: teamMemberSchema }),
    defineCollection({ ...yaml("clientLogos", "clients"), schema: clientLogoSchema }),
    defineCollection({ ...yaml("packagePrices", "prices"), schema: packagePriceSchema }),
    defineCollection({ ...yaml("resources", "resources"), schema: resourceSchema }),
    defineCollection({ ...yaml("consultations", "consultations"), schema: consultationSchema }),
    defineCollection({ ...yaml("consultants", "consultants"), schema: consultantSchema }),
    defineSingleton({
      name: "holidayCalendar",
      filePath: "content/company/holidays.yaml",
      parser: "yaml",
      schema: holidaysSchema,
    }),
    defineSingleton({
      name: "company",
      filePath: "content/company/figures.yaml",
      parser: "yaml",
      schema: companyFiguresSchema,
    }),
    defineSingleton({ ...companyFile("companyBrand", "brand"), schema: brandSchema }),
    defineSingleton({ ...companyFile("companyGroup", "group"), schema: groupSchema }),
    defineSingleton({ ...companyFile("companyContact", "contact"), schema: contactSchema }),
    defineSingleton({ ...companyFile("companyHours", "hours"), schema: hoursSchema }),
    defineSingleton({ ...companyFile("companySocial", "social"), schema: socialSchema }),
    defineSingleton({ ...companyFile("companyApp", "app"), schema: appSchema }),
    defineSingleton({
      name: "resourcesPage",
      filePath: "content/pages/resources.yaml",
      parser: "yaml",
      schema: resourcesPageSchema,
    }),
  ],
});
