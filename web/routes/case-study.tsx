import { portfolioMenu } from "#site/navigation.ts";
import { caseStudiesImages } from "#web/assets/generated/caseStudies.ts";
import { NotFoundPage } from "#web/components/layout/not-found-page.tsx";
import {
  CaseStudyPage,
  caseStudyTrail,
  type ShownCaseStudy,
} from "#web/components/portfolio/case-study-page.tsx";
import {
  caseStudyFor,
  caseStudyNote,
  deliveredCaseStudyNote,
} from "#web/content/case-studies/index.ts";
import { caseStudyPath, portfolioWorkFor } from "#web/content/portfolio.ts";
import { postLink, postsForCaseStudy } from "#web/content/posts/index.ts";
import { contentPicture } from "#web/lib/content-picture.ts";
import { pageMeta } from "#web/lib/meta.ts";
import { trailBreadcrumbList } from "#web/lib/structured-data.ts";
import type { Route } from "./+types/case-study";
import { meta as notFoundMeta } from "./not-found.tsx";

/**
 * The case studies, /portfolio/<slug>: one route and one layout for all. prerender.ts lists every
 * slug; the loader runs at build time only, so the story and the picture addresses arrive as the
 * page's data, not as JavaScript, and an unknown slug is answered by the server's 404 page.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const { slug } = params;
  const found = portfolioWorkFor(slug);
  const study = caseStudyFor(slug);
  if (!found || !study) return { shown: null, meta: notFoundMeta() };
  const { work, page, previous, next } = found;
  const shown: ShownCaseStudy = {
    study,
    path: caseStudyPath(slug),
    work: {
      title: work.title,
      imageAlt: work.imageAlt,
      tags: work.tags,
      picture: contentPicture(caseStudiesImages, work.image),
    },
    screenshots: (study.screenshots ?? []).map((shot) => ({
      ...shot,
      picture: contentPicture(caseStudiesImages, shot.file),
    })),
    logo: study.client.logo ? contentPicture(caseStudiesImages, study.client.logo) : undefined,
    gallery: {
      label: portfolioMenu.find((link) => link.to === page.path)?.label ?? page.meta.title,
      path: page.path,
    },
    previous: { title: previous.title, path: caseStudyPath(previous.slug) },
    next: { title: next.title, path: caseStudyPath(next.slug) },
    note: study.standIn ? caseStudyNote : deliveredCaseStudyNote,
    posts: postsForCaseStudy(slug).map(postLink),
  };
  return {
    shown,
    meta: pageMeta({
      ...study.meta,
      path: shown.path,
      structuredData: [trailBreadcrumbList(caseStudyTrail(shown))],
    }),
  };
}

// An unknown slug's page is the 404 view (prerendered-pages.tsx).
export { ErrorBoundary, HydrateFallback, handle, meta } from "#web/lib/prerendered-pages.tsx";

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  // Every prerendered slug has an entry (the schema test checks it); this only guards a missing one.
  if (!loaderData.shown) return <NotFoundPage />;
  return <CaseStudyPage shown={loaderData.shown} />;
}
