import type { ComponentProps } from "react";
import type { NavLink } from "#site/navigation.ts";
import { ArrowLink } from "#web/components/sections/arrow-link.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { HeadedSection } from "#web/components/sections/headed-section.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { MarkStrip } from "#web/components/showcase/mark-strip.tsx";
import { MockupFrame } from "#web/components/showcase/mockup-frame.tsx";
import { PullQuote } from "#web/components/showcase/pull-quote.tsx";
import { BadgeList } from "#web/components/ui/badge.tsx";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { Card, StretchedLink } from "#web/components/ui/card.tsx";
import { CheckList } from "#web/components/ui/check-list.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { LinkList } from "#web/components/ui/link-list.tsx";
import { type GeneratedImage, Picture } from "#web/components/ui/picture.tsx";
import type { PortfolioPage as PortfolioPageData, PortfolioWork } from "#web/content/portfolio.ts";
import { reveal } from "#web/lib/effects.ts";

/** A work as its gallery shows it: the picture resolved, and the address of its case study. */
export type ShownWork = PortfolioWork & { picture: GeneratedImage; caseStudy: string };
export type ShownPortfolio = Omit<PortfolioPageData, "works"> & { works: readonly ShownWork[] };

/**
 * The hero's art on wide screens: the gallery's first two projects, framed as they are on their
 * case studies. Decoration only (the gallery below shows and describes them), and lazy, so a
 * phone, where it is hidden, never downloads it.
 */
function HeroCollage({
  works,
  layout,
}: {
  works: readonly ShownWork[];
  layout: ShownPortfolio["layout"];
}) {
  const kind = layout === "featured" ? "browser" : "artboard";
  const [front, back] = works;
  if (!front) return null;
  const framed = (work: ShownWork) => (
    <MockupFrame kind={kind} label={work.title}>
      <Picture image={work.picture} alt="" sizes="420px" className="block h-auto w-full" />
    </MockupFrame>
  );
  return (
    <div aria-hidden="true" className="relative mx-auto max-w-[30rem] pt-8 pr-10">
      {back && (
        <div className="absolute top-0 right-0 w-[78%] rotate-3 opacity-60">{framed(back)}</div>
      )}
      <div className="relative w-[88%] -rotate-2">{framed(front)}</div>
    </div>
  );
}

/** A work's picture as the gallery shows it, described by its own alternative text. */
function WorkPicture({
  work,
  ...layout
}: { work: ShownWork } & Pick<ComponentProps<typeof Picture>, "sizes" | "priority" | "className">) {
  return <Picture image={work.picture} alt={work.imageAlt} seed={work.image} {...layout} />;
}

/** The three galleries side by side, so a visitor can move between them from any of them. */
function CategoryNav({ items, current }: { items: readonly NavLink[]; current: string }) {
  return (
    <nav aria-label="Portfolio categories" className="mt-10">
      <LinkList
        items={items}
        current={current}
        className="flex flex-wrap gap-2"
        linkClassName={(active) =>
          `inline-flex min-h-11 items-center rounded-full border px-4 text-[0.9375rem] font-medium transition-colors duration-200 ${
            active
              ? "border-white bg-white text-ink-900"
              : "border-white/25 text-slate-200 hover:border-white hover:text-white"
          }`
        }
      />
    </nav>
  );
}

/** Large alternating rows for a few featured projects. */
function FeaturedWorks({ works }: { works: readonly ShownWork[] }) {
  return (
    <ol className="grid gap-16 sm:gap-24">
      {works.map((work, index) => (
        <li
          key={work.title}
          className={`grid items-center gap-8 lg:gap-14 ${
            index % 2 === 1 ? "lg:grid-cols-[0.85fr_1.15fr]" : "lg:grid-cols-[1.15fr_0.85fr]"
          }`}
        >
          <div className={index % 2 === 1 ? "lg:order-2" : ""} {...reveal()}>
            <WorkPicture
              work={work}
              sizes="(min-width: 1280px) 680px, (min-width: 1024px) 54vw, 100vw"
              priority={index === 0}
              className="h-auto w-full rounded-3xl border border-slate-200 shadow-[var(--shadow-lift)]"
            />
          </div>
          <div {...reveal({ delay: 120 })}>
            <p
              aria-hidden="true"
              className="font-mono text-sm font-semibold tracking-[0.12em] text-accent-700"
            >
              {String(index + 1).padStart(2, "0")}
            </p>
            <h3 className="mt-2 text-2xl font-bold sm:text-3xl">{work.title}</h3>
            <p className="mt-4 text-lg text-slate-600">{work.description}</p>
            {work.delivered && (
              <CheckList items={work.delivered} className="mt-6 space-y-3 text-ink-900" />
            )}
            <div className="mt-6">
              <BadgeList items={work.tags} label="Disciplines" />
            </div>
            <div className="mt-7 flex flex-wrap items-center gap-x-6 gap-y-2">
              <ButtonLink to={work.caseStudy} variant="secondary">
                Read the case study<span className="sr-only">: {work.title}</span>
                <Icon name="arrow-right" aria-hidden="true" className="size-4" />
              </ButtonLink>
              {work.service && <ArrowLink to={work.service.to}>{work.service.label}</ArrowLink>}
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** A gallery of cards: picture, disciplines, title and a short description. */
function WorkGrid({ works }: { works: readonly ShownWork[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {works.map((work, index) => (
        <li key={work.title}>
          <Card
            padded={false}
            className="overflow-hidden"
            glow
            reveal={reveal({ delay: (index % 3) * 80 })}
          >
            <WorkPicture
              work={work}
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw"
              priority={index < 2}
              className="aspect-[3/2] h-auto w-full border-b border-slate-200 object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-xl font-semibold">
                {/* The title links to the case study, and so does the whole card. */}
                <StretchedLink to={work.caseStudy}>{work.title}</StretchedLink>
              </h3>
              <p className="mt-2 flex-1 text-[0.9375rem] text-slate-600">{work.description}</p>
              <div className="mt-5">
                <BadgeList items={work.tags} label="Disciplines" />
              </div>
              <span
                aria-hidden="true"
                className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-accent-700 group-hover:underline"
              >
                Read the case study
                <Icon name="arrow-right" className="size-4" />
              </span>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** One layout for every portfolio page: hero, category links, the works, a closing call. */
export function PortfolioPage({
  page,
  categories,
}: {
  page: ShownPortfolio;
  categories: readonly NavLink[];
}) {
  return (
    <>
      <Hero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        actions={[{ label: page.cta.action.label, to: page.cta.action.to }]}
        aside={<HeroCollage works={page.works} layout={page.layout} />}
        asideClassName="hidden lg:block"
      >
        <CategoryNav items={categories} current={page.path} />
      </Hero>

      <HeadedSection
        id="work"
        headingId="work-title"
        tone={page.layout === "grid" ? "muted" : "light"}
        heading={page.heading}
      >
        {page.layout === "featured" ? (
          <FeaturedWorks works={page.works} />
        ) : (
          <WorkGrid works={page.works} />
        )}
      </HeadedSection>

      <MarkStrip
        id="sectors"
        title={page.strip.title}
        items={page.strip.items}
        tone={page.layout === "grid" ? "light" : "muted"}
      />

      <PullQuote id="principle" text={page.quote.text} attribution={page.quote.attribution} />

      <CallToAction title={page.cta.title} lead={page.cta.lead} action={page.cta.action} />
    </>
  );
}
