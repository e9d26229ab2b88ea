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

/**
 * The routes `npm run bench:lighthouse` measures (issue 25): the home page, a company page, the
 * contact page, a service page with tabs and a calculator, and the account doors, the sign-up page
 * as a referral link opens it.
 */
export const lighthouseRoutes = [
  "/",
  "/about",
  "/contact",
  "/services/zohocrm",
  "/signup?ref=BENCH25",
  "/login",
];
