/** Header, drawer and footer links as plain data; the layout components only lay them out. */

export type NavLink = { label: string; to: string; description?: string };

export const primaryLinks: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about" },
];

/** Desktop Services menu, in the specification's order. */
export const servicesMenu: NavLink[] = [
  {
    label: "Web Development",
    to: "/services/webdevelopment",
    description: "Sites, stores, SEO and web apps",
  },
  {
    label: "Graphic Design",
    to: "/services/graphicdesign",
    description: "Logos, stream assets, flyers, emotes",
  },
  {
    label: "IT & Software",
    to: "/services/itsoftware",
    description: "Consulting, cloud, networks, security",
  },
  {
    label: "Video Animation",
    to: "/services/videoanimation",
    description: "GFX, VFX, editing and VTuber rigs",
  },
  {
    label: "AI Automation",
    to: "/services/aiautomation",
    description: "Workflows that run themselves",
  },
  { label: "Zoho CRM", to: "/services/zohocrm", description: "Implementation partner" },
  {
    label: "API Integration",
    to: "/services/apiintegration",
    description: "Connect the tools you already use",
  },
  {
    label: "Deep Learning",
    to: "/services/deeplearning",
    description: "Models trained on your data",
  },
];

/**
 * The mobile drawer links graphic design to /services/graphic-designing, as the specification
 * says; that path is an alias of /services/graphicdesign with the same canonical URL.
 */
export const drawerServicesMenu: NavLink[] = servicesMenu.map((link) =>
  link.to === "/services/graphicdesign" ? { ...link, to: "/services/graphic-designing" } : link,
);

export const portfolioMenu: NavLink[] = [
  {
    label: "Web & App",
    to: "/portfolio_webdev",
    description: "Stores, corporate sites, CRM automation",
  },
  {
    label: "Graphic Designing",
    to: "/portfolio/graphic-designing",
    description: "Brand and stream artwork",
  },
  {
    label: "UI/UX Designing",
    to: "/portfolio/ui-ux-designing",
    description: "Product and interface design",
  },
];

export const contactLink: NavLink = { label: "Contact Us", to: "/contact" };

/** The blog (web/content/posts/): in the header after Portfolio, in the drawer and the footer. */
export const insightsLink: NavLink = { label: "Insights", to: "/insights" };

export const footerQuickLinks: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about" },
  { label: "Services", to: "/services" },
  insightsLink,
  { label: "Privacy Policy", to: "/privacypolicy" },
  { label: "Contact Us", to: "/contact" },
];

/**
 * The active-link rule of the specification: Home is active only on exactly "/",
 * every other link while the path starts with its path.
 */
export function isActivePath(linkTo: string, pathname: string): boolean {
  return linkTo === "/" ? pathname === "/" : pathname.startsWith(linkTo);
}

/**
 * The 41 detail pages live under their section's own prefix (SPEC §2.4), not under /services,
 * so the prefix rule alone would leave the menu without a current entry there. Each of the four
 * sections (content/details/schema.ts; a unit test keeps the two in step without pulling the
 * schema into the header's code) belongs to the hub of the same name.
 */
const detailSectionPath = /^\/(webdevelopment|graphicdesign|itsoftware|videoanimation)\/./;

/** The hub a detail page belongs to, e.g. /webdevelopment/seo → /services/webdevelopment. */
export function hubOfDetailPath(pathname: string): string | undefined {
  const section = detailSectionPath.exec(pathname)?.[1];
  return section && `/services/${section}`;
}

/** The rule extended to the Services menu: /services, every hub under it and every detail page. */
export function isServicesPath(pathname: string): boolean {
  return isActivePath("/services", pathname) || hubOfDetailPath(pathname) !== undefined;
}

/**
 * Whether a Services menu entry is the hub of the detail page shown, so the menu can mark the
 * section the page belongs to. The drawer's /services/graphic-designing counts as graphic design.
 */
export function isHubOfDetailPath(linkTo: string, pathname: string): boolean {
  const hub = hubOfDetailPath(pathname);
  return hub !== undefined && linkTo.replace("/graphic-designing", "/graphicdesign") === hub;
}

/**
 * Addresses people guess from the menu's names that have no page of their own: the server answers
 * each with a 301 to the page that holds it. "/portfolio" is the menu's "Portfolio", whose first
 * gallery is the web and app work.
 */
export const permanentRedirects: Readonly<Record<string, string>> = {
  "/portfolio": portfolioMenu[0]?.to ?? "/portfolio_webdev",
};
