import { portfolioMenu } from "#site/navigation.ts";
import { caseStudiesImages } from "#web/assets/generated/caseStudies.ts";
import { PortfolioPage, type ShownPortfolio } from "#web/components/portfolio/portfolio-page.tsx";
import { caseStudyPath, portfolioPageFor } from "#web/content/portfolio.ts";
import { contentPicture } from "#web/lib/content-picture.ts";
import { pageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import { breadcrumbList, homeCrumb } from "#web/lib/structured-data.ts";
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
    works: page.works.map((work) => ({
      ...work,
      picture: contentPicture(caseStudiesImages, work.image),
      caseStudy: caseStudyPath(work.slug),
    })),
  };
  return pageData(shown, {
    ...page.meta,
    path: page.path,
    // Nested galleries carry their trail; /portfolio_webdev sits at the top level.
    structuredData: page.path.startsWith("/portfolio/")
      ? [
          breadcrumbList([
            homeCrumb,
            { name: page.meta.title.split(":")[0]!.trim(), path: page.path },
          ]),
        ]
      : [],
  });
}

export const meta = metaFromData;

export default function Portfolio({ loaderData: { content } }: Route.ComponentProps) {
  return <PortfolioPage page={content} categories={portfolioMenu} />;
}
