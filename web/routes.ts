import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { newsletterResultPaths } from "../contract/newsletter-fields.ts";
import { detailSections } from "./content/details/order.ts";

/**
 * The whole URL table. Public routes are prerendered (see prerender.ts); the routes listed in
 * site/client-paths.ts render in the browser from the SPA fallback.
 */
export default [
  layout("components/layout/site-layout.tsx", [
    // --- home and shell ---
    index("routes/home.tsx"),

    // --- company pages ---
    route("about", "routes/about.tsx"),
    route("services", "routes/services.tsx"),
    route("contact", "routes/contact.tsx"),
    route("book", "routes/book.tsx"),
    route("book/:consultation", "routes/book.tsx", { id: "book-consultation" }),
    // Where a booked call's e-mail links lead: one page for each link, one module for both.
    route("book/reschedule", "routes/book-change.tsx", { id: "book-reschedule" }),
    route("book/cancel", "routes/book-change.tsx", { id: "book-cancel" }),
    route("search", "routes/search.tsx"),
    route("privacypolicy", "routes/privacy-policy.tsx"),
    route("resources", "routes/resources.tsx"),
    // --- Insights, the blog: the list, a page per service tag and one route for every post
    // (prerender.ts lists the published ones). /admin/insights is the admin's visit statistics. ---
    route("insights", "routes/insights.tsx"),
    route("insights/tag/:tag", "routes/insights-tag.tsx"),
    route("insights/:slug", "routes/insights-post.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx", { id: "privacy-policy-alias" }),
    route("portfolio_webdev", "routes/portfolio.tsx", { id: "portfolio-webdev" }),
    route("portfolio/graphic-designing", "routes/portfolio.tsx", {
      id: "portfolio-graphic-designing",
    }),
    route("portfolio/ui-ux-designing", "routes/portfolio.tsx", {
      id: "portfolio-ui-ux-designing",
    }),
    // The case studies: one route for all (each route costs every page bytes of the route
    // manifest); prerender.ts lists their paths, and unknown slugs get the server's 404 page.
    route("portfolio/:slug", "routes/case-study.tsx"),

    // --- service landing pages and hubs ---
    route("services/webdevelopment", "routes/services/web-development.tsx"),
    route("services/graphicdesign", "routes/services/graphic-design.tsx"),
    route("services/graphic-designing", "routes/services/graphic-design.tsx", {
      id: "graphic-designing-alias",
    }),
    route("services/itsoftware", "routes/services/it-software.tsx"),
    route("services/videoanimation", "routes/services/video-animation.tsx"),
    route("services/apiintegration", "routes/services/api-integration.tsx"),
    route("services/zohocrm", "routes/services/zoho-crm.tsx"),
    route("services/appdevelopment", "routes/services/app-development.tsx"),
    route("services/mobileapps", "routes/services/app-development.tsx", {
      id: "mobileapps-alias",
    }),
    route("services/deeplearning", "routes/services/deep-learning.tsx"),
    route("services/aiautomation", "routes/services/ai-automation.tsx"),
    route("services/ecommerce", "routes/services/ecommerce.tsx"),
    route("services/uiuxdesign", "routes/services/ui-ux-design.tsx"),

    // --- service detail pages ---
    // One route per section rather than per page: every route costs every page bytes of the
    // route manifest. prerender.ts lists the 41 pages (content/details/order.ts); an unknown slug
    // gets the server's 404 page, and the not-found view if reached by client navigation.
    ...detailSections.map((section) =>
      route(`${section}/:slug`, "routes/service-detail.tsx", { id: `detail-${section}` }),
    ),

    // --- account area: the front doors prerendered, the rest client-rendered ---
    route("signup", "routes/account/signup.tsx"),
    route("login", "routes/account/login.tsx"),
    route("forgot-password", "routes/account/login.tsx", { id: "forgot-password" }),
    route("reset-password", "routes/account/reset-password.tsx"),
    route("verify-email", "routes/account/verify-email.tsx"),
    layout("routes/account/account-layout.tsx", [
      route("dashboard", "routes/account/dashboard.tsx"),
      route("profile", "routes/account/profile.tsx"),
      route("settings", "routes/account/settings.tsx"),
      route("dashboard/resources", "routes/account/resources.tsx"),
      route("dashboard/resources/:slug", "routes/account/resource-sheet.tsx"),
      route("dashboard/assistant", "routes/account/assistant.tsx"),
    ]),

    // --- form results: where native form posts and e-mail links land ---
    route("contact/sent", "routes/form-results/contact-sent.tsx"),
    route("contact/error", "routes/form-results/contact-error.tsx"),
    ...Object.entries(newsletterResultPaths).map(([key, path]) =>
      route(path.slice(1), "routes/form-results/newsletter-result.tsx", {
        id: `newsletter-${key}`,
      }),
    ),

    // --- unknown paths: the branded 404 page (prerendered at /404) ---
    route("*", "routes/not-found.tsx"),
  ]),

  // --- the admin area (client-rendered): a tool, in an application shell of its own
  // (components/admin/admin-shell.tsx), outside the marketing header and footer. An unknown
  // path under /admin still gets the 404 page above. ---
  route("admin", "routes/admin/admin-layout.tsx", [
    index("routes/admin/overview.tsx"),
    route("leads", "routes/admin/leads.tsx"),
    route("leads/:id", "routes/admin/lead.tsx"),
    route("calls", "routes/admin/calls.tsx"),
    route("subscribers", "routes/admin/subscribers.tsx"),
    // The list, and one account's page: one route (each route costs every page manifest bytes).
    route("users/:id?", "routes/admin/users.tsx"),
    route("redemptions", "routes/admin/redemptions.tsx"),
    route("referrals", "routes/admin/referrals.tsx"),
    route("security", "routes/admin/security.tsx"),
    route("insights", "routes/admin/insights.tsx"),
  ]),
] satisfies RouteConfig;
