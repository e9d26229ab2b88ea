import { defineCollection, defineConfig, defineSingleton } from "@content-collections/core";
import { compileMarkdown } from "@content-collections/markdown";
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
import { aboutPageSchema, homePageSchema, privacyPageSchema } from "./web/content/pages/schema.ts";
import { postSchema, readingMinutes } from "./web/content/posts/schema.ts";
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

/**
 * The words of one service hub (content/hubs/<file>.yaml), each hub a schema of its own
 * (web/content/hubs/schema.ts); web/content/hubs/<file>.ts lays them out.
 */
const hubFile = <Name extends string>(name: Name, file: string) =>
  ({ name, filePath: `content/hubs/${file}.yaml`, parser: "yaml" }) as const;

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
    // One folder per section: content/service-pages/<section>/<slug>.yaml is /<section>/<slug>.
    defineCollection({
      ...yaml("servicePages", "service-pages"),
      include: "*/*.yaml",
      schema: detailPageSchema,
    }),
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
      name: "homePage",
      filePath: "content/pages/home.yaml",
      parser: "yaml",
      schema: homePageSchema,
    }),
    defineSingleton({
      name: "aboutPage",
      filePath: "content/pages/about.yaml",
      parser: "yaml",
      schema: aboutPageSchema,
    }),
    defineSingleton({
      name: "privacyPage",
      filePath: "content/pages/privacy.yaml",
      parser: "yaml",
      schema: privacyPageSchema,
    }),
    defineSingleton({
      name: "zohoRoi",
      filePath: "content/pages/zoho-roi.yaml",
      parser: "yaml",
      schema: roiDefaultsSchema,
    }),
    // The service hubs, in the order the services menu lists them.
    defineSingleton({
      ...hubFile("webDevelopmentHub", "web-development"),
      schema: webDevelopmentHubSchema,
    }),
    defineSingleton({
      ...hubFile("appDevelopmentHub", "app-development"),
      schema: appDevelopmentHubSchema,
    }),
    defineSingleton({ ...hubFile("zohoCrmHub", "zoho-crm"), schema: zohoCrmHubSchema }),
    defineSingleton({ ...hubFile("ecommerceHub", "ecommerce"), schema: ecommerceHubSchema }),
    defineSingleton({
      ...hubFile("apiIntegrationHub", "api-integration"),
      schema: apiIntegrationHubSchema,
    }),
    defineSingleton({
      ...hubFile("aiAutomationHub", "ai-automation"),
      schema: aiAutomationHubSchema,
    }),
    defineSingleton({
      ...hubFile("deepLearningHub", "deep-learning"),
      schema: deepLearningHubSchema,
    }),
    defineSingleton({ ...hubFile("itSoftwareHub", "it-software"), schema: itSoftwareHubSchema }),
    defineSingleton({
      ...hubFile("graphicDesignHub", "graphic-design"),
      schema: graphicDesignHubSchema,
    }),
    defineSingleton({ ...hubFile("uiUxDesignHub", "ui-ux-design"), schema: uiUxDesignHubSchema }),
    defineSingleton({
      ...hubFile("videoAnimationHub", "video-animation"),
      schema: videoAnimationHubSchema,
    }),
    defineSingleton({
      name: "resourcesPage",
      filePath: "content/pages/resources.yaml",
      parser: "yaml",
      schema: resourcesPageSchema,
    }),
  ],
});
