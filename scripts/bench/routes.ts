/**
 * One page of each template and each service section, plus an account door: the pages the
 * Lighthouse benchmark measures and the screenshot check photographs.
 */
export const benchmarkRoutes = [
  "/",
  "/about",
  "/services",
  "/services/zohocrm",
  "/webdevelopment/seo",
  "/graphicdesign/logos",
  "/itsoftware/cloudservices",
  "/videoanimation/gfx",
  "/contact",
  "/login",
];
