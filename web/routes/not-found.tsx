import { NotFoundPage } from "#web/components/layout/not-found-page.tsx";
import { pageMeta } from "#web/lib/meta.ts";

export const meta = () => [
  ...pageMeta({
    title: "Page not found",
    description:
      "The page you asked for does not exist. Find our services, portfolio and contact details here.",
    path: "/404",
    index: false,
  }).filter((tag) => !("rel" in tag && tag.rel === "canonical")),
];

/** The catch-all route: the server sends this page with status 404 for every unknown path. */
export default NotFoundPage;
