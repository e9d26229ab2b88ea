import { defineCollection, defineConfig, defineSingleton } from "@content-collections/core";
import { compileMarkdown } from "@content-collections/markdown";
import type { z } from "zod";
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
import { detailPageSchema, packagePriceSchema } from "./web/content/details/schema.ts";
import { roiDefaultsSchema } from "./web/content/hubs/roi-schema.ts";
import {
  aiAutomationHubSchema,
  apiIntegrationHubSchema,
  appDevelopmentHubSchema,
  deepLearningHubSchema,
  ecommerceHubSchema,
  graphicDesignHubSchema,
  itSoftwareHubSchema,
  uiUxDesignHubSchema,
  videoAnimationHubSchema,
  webDevelopmentHubSchema,
  zohoCrmHubSchema,
} from "./web/content/hubs/schema.ts";
import {
  aboutPageSchema,
  homePageSchema,
  privacyPageSchema,
  servicesPageSchema,
} from "./web/content/pages/schema.ts";
import { postSchema, readingMinutes } from "./web/content/posts/schema.ts";
import {
  clientLogoSchema,
  teamMemberSchema,
  testimonialSchema,
} from "./web/content/proof/schema.ts";
import { resourcesPageSchema } from "./web/content/resources/page-schema.ts";
import { resourceSchema } from "./web/content/resources/schema.ts";
import { companyFiguresSchema } from "./web/content/shared/company-figures-schema.ts";
import { priceRangeSchema } from "./web/content/shared/price-range-schema.ts";

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

/** One YAML file, content/<path>.yaml, checked against its schema. */
const yamlFile = <Name extends string, Schema extends z.ZodType>(
  name: Name,
  path: string,
  schema: Schema,
) => defineSingleton({ name, filePath: `content/${path}.yaml`, parser: "yaml", schema });

const teamMembers = defineCollection({ ...yaml("teamMembers", "team"), schema: teamMemberSchema });

/**
 * The Insights posts: content/posts/<slug>.md, front matter and a Markdown body, which the build
 * turns into HTML (no raw HTML passes: the pages' CSP and markup stay the site's own). A draft is
 * left out of a production build altogether (NODE_ENV=production), so no page, list, feed or
 * search index can show it; elsewhere it is kept for `npm run dev`'s preview but listed nowhere.
 * The author is resolved from the team; a wrong reference is reported by the content build,
 * naming file and field (scripts/build/build-content.ts), and the post is left out here.
 */
const posts = defineCollection({
  name: "posts",
  directory: "content/posts",
  include: "*.md",
  parser: "frontmatter",
  schema: postSchema,
  transform: async (post, context) => {
    if (post.draft && process.env.NODE_ENV === "production")
      return context.skip("a draft, left out of a production build");
    const author = context
      .documents(teamMembers)
      .find((member) => member._meta.path === post.author);
    if (!author) return context.skip(`no team member ${post.author}`);
    const html = await compileMarkdown(context, post);
    const { _meta, content, date, ...fields } = post;
    return {
      ...fields,
      slug: _meta.path,
      file: _meta.filePath,
      // A day, not a moment: the generated module is JSON, and a Date would not survive it.
      date: date.toISOString().slice(0, 10),
      readingMinutes: readingMinutes(content),
      author: { name: author.name, role: author.role, photo: author.photo },
      html,
    };
  },
});

export default defineConfig({
  content: [
    defineCollection({ ...yaml("caseStudies", "case-studies"), schema: caseStudySchema }),
    defineCollection({ ...yaml("testimonials", "testimonials"), schema: testimonialSchema }),
    teamMembers,
    posts,
    defineCollection({ ...yaml("clientLogos", "clients"), schema: clientLogoSchema }),
    defineCollection({ ...yaml("packagePrices", "prices"), schema: packagePriceSchema }),
    // The prices quoted as ranges, which pages' words name as {price:<file>}.
    defineCollection({ ...yaml("priceRanges", "prices/ranges"), schema: priceRangeSchema }),
    // One folder per section: content/service-pages/<section>/<slug>.yaml is /<section>/<slug>.
    defineCollection({
      ...yaml("servicePages", "service-pages"),
      include: "*/*.yaml",
      schema: detailPageSchema,
    }),
    defineCollection({ ...yaml("resources", "resources"), schema: resourceSchema }),
    defineCollection({ ...yaml("consultations", "consultations"), schema: consultationSchema }),
    defineCollection({ ...yaml("consultants", "consultants"), schema: consultantSchema }),
    yamlFile("holidayCalendar", "company/holidays", holidaysSchema),
    yamlFile("company", "company/figures", companyFiguresSchema),
    defineSingleton({ ...companyFile("companyBrand", "brand"), schema: brandSchema }),
    defineSingleton({ ...companyFile("companyGroup", "group"), schema: groupSchema }),
    defineSingleton({ ...companyFile("companyContact", "contact"), schema: contactSchema }),
    defineSingleton({ ...companyFile("companyHours", "hours"), schema: hoursSchema }),
    defineSingleton({ ...companyFile("companySocial", "social"), schema: socialSchema }),
    defineSingleton({ ...companyFile("companyApp", "app"), schema: appSchema }),
    yamlFile("homePage", "pages/home", homePageSchema),
    yamlFile("aboutPage", "pages/about", aboutPageSchema),
    yamlFile("servicesPage", "pages/services", servicesPageSchema),
    yamlFile("privacyPage", "pages/privacy", privacyPageSchema),
    yamlFile("zohoRoi", "pages/zoho-roi", roiDefaultsSchema),
    // The service hubs, in the order the services menu lists them, each a schema of its own
    // (web/content/hubs/schema.ts); web/content/hubs/<file>.ts lays them out.
    yamlFile("webDevelopmentHub", "hubs/web-development", webDevelopmentHubSchema),
    yamlFile("appDevelopmentHub", "hubs/app-development", appDevelopmentHubSchema),
    yamlFile("zohoCrmHub", "hubs/zoho-crm", zohoCrmHubSchema),
    yamlFile("ecommerceHub", "hubs/ecommerce", ecommerceHubSchema),
    yamlFile("apiIntegrationHub", "hubs/api-integration", apiIntegrationHubSchema),
    yamlFile("aiAutomationHub", "hubs/ai-automation", aiAutomationHubSchema),
    yamlFile("deepLearningHub", "hubs/deep-learning", deepLearningHubSchema),
    yamlFile("itSoftwareHub", "hubs/it-software", itSoftwareHubSchema),
    yamlFile("graphicDesignHub", "hubs/graphic-design", graphicDesignHubSchema),
    yamlFile("uiUxDesignHub", "hubs/ui-ux-design", uiUxDesignHubSchema),
    yamlFile("videoAnimationHub", "hubs/video-animation", videoAnimationHubSchema),
    yamlFile("resourcesPage", "pages/resources", resourcesPageSchema),
  ],
});
