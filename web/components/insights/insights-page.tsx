import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLink } from "#web/components/sections/arrow-link.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { Container } from "#web/components/ui/section.tsx";

/** A page of the Insights (a tag, a service, a feed) by its name and address. */
export type Labelled = { label: string; path: string };

/** The words and links of the Insights list and of each tag page. */
export type InsightsPageContent = {
  eyebrow: string;
  title: string;
  lead: string;
  tagsLabel: string;
  allLabel: string;
  /** The list of all posts. */
  path: string;
  feeds: { label: string; rss: Labelled; atom: Labelled };
  tags: readonly (Labelled & { tag: string })[];
  /** The tag page's own tag; none on the list of all posts. */
  current?: string;
  /** On a tag page, the service's own page. */
  service?: Labelled;
  /** The closing call to action's heading, the page's own. */
  ctaTitle: string;
};

const pill = (current: boolean) =>
  `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${
    current
      ? "border-accent-600 bg-accent-600 text-white"
      : "border-slate-200 bg-white text-ink-900 hover:border-accent-300"
  }`;

/** The Insights list and the tag pages: the same hero, service filter, feeds and cards. */
export function InsightsPage({
  content,
  children,
}: {
  content: InsightsPageContent;
  children: ReactNode;
}) {
  return (
    <>
      <Hero eyebrow={content.eyebrow} title={content.title} lead={content.lead}>
        <p className="mt-6 text-sm text-slate-300">
          {content.feeds.label}:{" "}
          {/* Files, not pages: a plain link, so the router does not try to render them. */}
          <a
            href={content.feeds.rss.path}
            className="font-semibold text-white underline underline-offset-4"
          >
            {content.feeds.rss.label}
          </a>{" "}
          or{" "}
          <a
            href={content.feeds.atom.path}
            className="font-semibold text-white underline underline-offset-4"
          >
            {content.feeds.atom.label}
          </a>
        </p>
      </Hero>
      <section aria-labelledby="posts-title" className="bg-slate-50 py-12 sm:py-16">
        <Container>
          <h2 id="posts-title" className="sr-only">
            {content.title}
          </h2>
          <nav aria-label={content.tagsLabel} className="mb-10">
            <p className="mb-3 text-sm font-semibold text-ink-900">{content.tagsLabel}</p>
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link
                  to={content.path}
                  className={pill(!content.current)}
                  aria-current={content.current ? undefined : "page"}
                >
                  {content.allLabel}
                </Link>
              </li>
              {content.tags.map((tag) => (
                <li key={tag.tag}>
                  <Link
                    to={tag.path}
                    className={pill(content.current === tag.tag)}
                    aria-current={content.current === tag.tag ? "page" : undefined}
                  >
                    {tag.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {children}
          {content.service && (
            <p className="mt-10">
              <ArrowLink to={content.service.path}>{content.service.label}</ArrowLink>
            </p>
          )}
        </Container>
      </section>
      <CallToAction title={content.ctaTitle} />
    </>
  );
}
