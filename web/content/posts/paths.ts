/**
 * What the Insights pages' browser code may import: addresses, names and the date's wording.
 * No posts and no schema here (web/content/posts/index.ts has the posts, schema.ts the zod
 * schema), so a page's script carries neither.
 */

/**
 * The services a post can be tagged with: each hub's address under /services/ and its name.
 * A tag's page is /insights/tag/<slug>; the hub links back to the posts tagged with it.
 */
export const serviceTags = {
  webdevelopment: "Web Development",
  ecommerce: "E-Commerce",
  appdevelopment: "App Development",
  uiuxdesign: "UI/UX Design",
  graphicdesign: "Graphic Design",
  videoanimation: "Video Animation",
  itsoftware: "IT & Software",
  apiintegration: "API Integration",
  zohocrm: "Zoho CRM",
  aiautomation: "AI Automation",
  deeplearning: "Deep Learning",
} as const;
export type ServiceTag = keyof typeof serviceTags;

export const insightsPath = "/insights";
/** The section's name in the menus, the list's heading and the feeds' title. */
export const insightsLabel = "Insights";

export const postPath = (slug: string) => `${insightsPath}/${slug}`;
export const tagPath = (tag: ServiceTag) => `${insightsPath}/tag/${tag}`;
/** The feeds, written by the build (scripts/build/feeds.ts). */
export const feedPaths = { rss: `${insightsPath}/rss.xml`, atom: `${insightsPath}/atom.xml` };

/** A post as a link in another page's list: what the card needs, nothing of its body. */
export type PostLink = {
  title: string;
  description: string;
  path: string;
  /** The day, YYYY-MM-DD, and as it reads ("16 November 2026", resolved at build time). */
  date: string;
  dateLabel: string;
  readingMinutes: number;
};
