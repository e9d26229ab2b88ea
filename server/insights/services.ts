import { hubOfDetailPath, servicesMenu } from "#site/navigation.ts";

/** Service pages outside the header's Services menu, with the name the report gives them. */
const otherServices: Record<string, string> = {
  "/services/ecommerce": "E-commerce",
  "/services/appdevelopment": "Mobile Apps",
  "/services/mobileapps": "Mobile Apps",
  "/services/uiuxdesign": "UI/UX Design",
};

/**
 * The service a page presents: a hub (/services/webdevelopment) or one of its detail pages
 * (/webdevelopment/seo) both count as that service, named as the Services menu names it. Null
 * for pages that present no single service (home, about, contact, the services overview).
 */
export function serviceOfPath(path: string): string | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const hub = hubOfDetailPath(clean) ?? clean;
  // The drawer's alias of the graphic design hub.
  const page = hub === "/services/graphic-designing" ? "/services/graphicdesign" : hub;
  return servicesMenu.find((link) => link.to === page)?.label ?? otherServices[page] ?? null;
}
