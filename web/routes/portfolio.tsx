import { portfolioImages } from "#web/assets/generated/portfolio";
import { PortfolioPage, type ShownPortfolio } from "#web/components/portfolio/portfolio-page";
import { portfolioMenu } from "#web/content/navigation";
import { portfolioPageFor } from "#web/content/portfolio";
import { pageMeta } from "#web/lib/meta";
import { breadcrumbList, homeCrumb } from "#web/lib/structured-data";
import type { Route } from "./+types/portfolio";

/**
 * Serves /portfolio_webdev, /portfolio/graphic-designing and /portfolio/ui-ux-designing. The
 * loader runs at build time, so each page's text and picture addresses arrive as its data,
 * not as part of the JavaScript bundle.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  const page = portfolioPageFor(path);
  if (!page) throw new Response("Not Found", { status: 404 });
  const shown: ShownPortfolio = {
    ...page,
    works: page.works.map((work) => ({ ...work, picture: portfolioImages[work.image] })),
  };
  return shown;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        ...loaderData.meta,
        path: loaderData.path,
        // Nested galleries carry their trail; /portfolio_webdev sits at the top level.
        structuredData: loaderData.path.startsWith("/portfolio/")
          ? [
              breadcrumbList([
                homeCrumb,
                { name: loaderData.meta.title.split(":")[0]!.trim(), path: loaderData.path },
              ]),
            ]
          : [],
      })
    : [];

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  return <PortfolioPage page={loaderData} categories={portfolioMenu} />;
}
