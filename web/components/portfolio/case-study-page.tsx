import { Link } from "react-router";
import { Breadcrumbs, type Crumb } from "#web/components/detail/breadcrumbs.tsx";
import { RelatedPosts } from "#web/components/insights/related-posts.tsx";
import { ArrowLink } from "#web/components/sections/arrow-link.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { DeviceFrame } from "#web/components/showcase/device-frame.tsx";
import { MarkStrip } from "#web/components/showcase/mark-strip.tsx";
import { MockupFrame } from "#web/components/showcase/mockup-frame.tsx";
import { ProcessRows } from "#web/components/showcase/process-rows.tsx";
import { PullQuote } from "#web/components/showcase/pull-quote.tsx";
import { BadgeList } from "#web/components/ui/badge.tsx";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { type GeneratedImage, Picture } from "#web/components/ui/picture.tsx";
import { Container, Section } from "#web/components/ui/section.tsx";
import type { CaseStudy } from "#web/content/case-studies/schema.ts";
import type { PostLink } from "#web/content/posts/paths.ts";
import { reveal } from "#web/lib/effects.ts";

type Neighbour = { title: string; path: string };

/** A screenshot of the delivered work with its generated picture. */
export type ShownScreenshot = NonNullable<CaseStudy["screenshots"]>[number] & {
  picture: GeneratedImage;
};

/**
 * What the loader hands the layout: the story, the project as its gallery shows it, and a
 * delivered project's screenshots and client logo (none for a stand-in).
 */
export type ShownCaseStudy = {
  study: CaseStudy;
  path: string;
  work: { title: string; imageAlt: string; tags: readonly string[]; picture: GeneratedImage };
  screenshots: readonly ShownScreenshot[];
  logo?: GeneratedImage | undefined;
  gallery: { label: string; path: string };
  previous: Neighbour;
  next: Neighbour;
  note: string;
  /** The Insights posts that draw on this project. */
  posts: readonly PostLink[];
};

export function caseStudyTrail(shown: Pick<ShownCaseStudy, "gallery" | "work" | "path">): Crumb[] {
  return [
    { label: "Home", path: "/" },
    { label: `Portfolio: ${shown.gallery.label}`, path: shown.gallery.path },
    { label: shown.work.title, path: shown.path },
  ];
}

function Eyebrow({ children, dark = false }: { children: string; dark?: boolean }) {
  return (
    <p
      className={`mb-3 text-sm font-semibold tracking-[0.12em] uppercase ${dark ? "text-accent-300" : "text-accent-700"}`}
    >
      {children}
    </p>
  );
}

/**
 * Who the client is: its name (and logo) where it agreed in writing to be named, else its
 * sector, with the reason a delivered project's client is not named.
 */
function ClientFact({ study, logo }: { study: CaseStudy; logo?: GeneratedImage | undefined }) {
  const { client } = study;
  const aside = client.name ? client.sector : client.withheld;
  if (!logo && !aside) return client.sector;
  return (
    <>
      <span className="flex flex-wrap items-center gap-3">
        {logo && (
          <span className="inline-flex h-10 items-center rounded-lg bg-white px-2.5">
            {/* The name is written beside it, so the logo adds nothing to read: alt="". */}
            <Picture image={logo} alt="" sizes="160px" className="h-6 w-auto max-w-40" />
          </span>
        )}
        <span>{client.name ?? client.sector}</span>
      </span>
      {aside && <span className="mt-1 block text-sm font-normal text-slate-300">{aside}</span>}
    </>
  );
}

/** The project at a glance, beside the hero's text: who, how long, what we did. */
function Facts({ study, logo }: { study: CaseStudy; logo?: GeneratedImage | undefined }) {
  const facts = [
    { term: "Client", detail: <ClientFact study={study} logo={logo} /> },
    { term: "Their business", detail: study.client.context },
    { term: "Timeline", detail: study.timeline },
    { term: "What we did", detail: study.services.join(" · ") },
  ];
  return (
    <dl className="grid gap-px overflow-hidden rounded-2xl border border-white/10 bg-white/10">
      {facts.map((fact) => (
        <div
          key={fact.term}
          className="flex flex-col-reverse justify-end gap-1 bg-ink-900/85 p-5 sm:px-6"
        >
          <dd className="font-semibold text-white">{fact.detail}</dd>
          <dt className="text-sm text-slate-400">{fact.term}</dt>
        </div>
      ))}
    </dl>
  );
}

/** The delivered site, opened beside this page so the case study stays where the visitor left it. */
function LiveLink({ url }: { url: string }) {
  return (
    <ButtonLink
      to={url}
      variant="outline-inverse"
      target="_blank"
      rel="noopener noreferrer"
      className="mt-8"
    >
      Visit the live site
      <span className="sr-only"> ({new URL(url).hostname}, opens in a new tab)</span>
      <Icon name="external-link" aria-hidden="true" className="size-4" />
    </ButtonLink>
  );
}

/** How wide each frame is drawn, and the `sizes` its screenshot is chosen by. */
const deviceLayout = {
  desktop: { item: "w-full", sizes: "(min-width: 1280px) 1040px, (min-width: 640px) 90vw, 100vw" },
  tablet: { item: "w-full max-w-[36rem]", sizes: "(min-width: 640px) 34rem, 90vw" },
  phone: { item: "w-[15rem] sm:w-[17rem]", sizes: "(min-width: 640px) 16rem, 14rem" },
} as const;

/**
 * The delivered work itself: each screenshot in the frame of its device, with its caption.
 * Phones and tablets stand side by side; a desktop screenshot takes the whole width.
 */
function Screenshots({
  screenshots,
  label,
}: {
  screenshots: readonly ShownScreenshot[];
  label: string;
}) {
  return (
    <ul className="flex flex-wrap items-end justify-center gap-x-10 gap-y-12">
      {screenshots.map((shot, index) => (
        <li key={shot.file} className={deviceLayout[shot.device].item}>
          <figure>
            <DeviceFrame device={shot.device} label={label}>
              <Picture
                image={shot.picture}
                alt={shot.alt}
                sizes={deviceLayout[shot.device].sizes}
                priority={index === 0}
                seed={shot.file}
                className="block h-auto w-full"
              />
            </DeviceFrame>
            <figcaption className="mt-4 text-[0.9375rem] text-slate-600">{shot.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** Numbers band: two or three figures, the basis of each, and the note on where they come from. */
function Results({ study, note }: { study: CaseStudy; note: string }) {
  return (
    <section
      id="results"
      aria-labelledby="results-title"
      data-tone="dark"
      className="relative isolate overflow-hidden bg-ink-950 py-16 text-slate-300 sm:py-24"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:3rem_3rem]"
      />
      <Container>
        {/* The band opens with the outcome; who the client is stays with the facts above. */}
        <div className="mb-10" {...reveal()}>
          <Eyebrow dark>Results</Eyebrow>
          <h2
            id="results-title"
            className="text-3xl font-bold text-white sm:text-[2.75rem] sm:leading-[1.1]"
          >
            What changed
          </h2>
        </div>
        <dl
          className={`grid gap-px overflow-hidden rounded-3xl border border-white/10 bg-white/10 ${
            study.figures.length === 3 ? "md:grid-cols-3" : "md:grid-cols-2"
          }`}
        >
          {study.figures.map((figure, index) => (
            <div
              key={figure.label}
              className="flex flex-col-reverse justify-end gap-4 bg-ink-900 p-6 sm:p-8"
              {...reveal({ delay: index * 100 })}
            >
              <dt>
                <span className="block text-lg font-medium text-white">{figure.label}</span>
                <span className="mt-2 block text-sm text-slate-400">{figure.basis}</span>
              </dt>
              <dd className="text-4xl font-bold tracking-tight whitespace-nowrap text-accent-300 sm:text-5xl md:text-[2.5rem] xl:text-5xl">
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-5 flex items-start gap-2 text-sm text-slate-400">
          <Icon name="shield" aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {note}
        </p>
      </Container>
    </section>
  );
}

/** The way on: the previous and next project of the same gallery, and the gallery itself. */
function MoreWork({ shown }: { shown: ShownCaseStudy }) {
  const links = [
    { ...shown.previous, hint: "Previous project", icon: "arrow-left" as const },
    { ...shown.next, hint: "Next project", icon: "arrow-right" as const },
  ];
  return (
    <Section id="more-work" tone="muted" labelledBy="more-work-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="more-work-title" className="text-2xl font-bold sm:text-3xl">
          More from {shown.gallery.label}
        </h2>
        <ArrowLink to={shown.gallery.path}>See the whole gallery</ArrowLink>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.hint}>
            <Link
              to={link.path}
              className={`group flex h-full min-h-24 items-center gap-5 rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)] transition-[box-shadow,border-color] duration-200 hover:border-accent-200 hover:shadow-[var(--shadow-lift)] ${
                link.icon === "arrow-right" ? "sm:flex-row-reverse sm:text-right" : ""
              }`}
            >
              <span
                aria-hidden="true"
                className="grid size-11 shrink-0 place-items-center rounded-full border border-slate-300 text-accent-700 transition-colors duration-200 group-hover:border-accent-600 group-hover:bg-accent-600 group-hover:text-white"
              >
                <Icon name={link.icon} className="size-5" />
              </span>
              <span>
                <span className="block text-sm text-slate-600">{link.hint}</span>
                <span className="mt-0.5 block text-lg font-semibold text-ink-900">
                  {link.title}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** One layout for every case study: the same sections in the same order, filled from content. */
export function CaseStudyPage({ shown }: { shown: ShownCaseStudy }) {
  const { study, work } = shown;
  return (
    <>
      <Hero
        top={<Breadcrumbs trail={caseStudyTrail(shown)} />}
        eyebrow={`Case study · ${work.title}`}
        title={study.hero.title}
        lead={study.hero.lead}
        aside={<Facts study={study} logo={shown.logo} />}
      >
        {study.liveUrl && <LiveLink url={study.liveUrl} />}
        {/* Room for the mockup, which rises into the hero's lower edge. */}
        <div aria-hidden="true" className="hidden lg:block lg:h-24" />
      </Hero>

      <section id="mockup" aria-label="The finished work" data-rises="" className="bg-white">
        <Container>
          {shown.screenshots.length > 0 ? (
            <div className="relative mx-auto -mt-12 max-w-[68rem] lg:-mt-40">
              <Screenshots
                screenshots={shown.screenshots}
                label={study.liveUrl ? new URL(study.liveUrl).hostname : work.title}
              />
              <div className="mt-6">
                <BadgeList items={work.tags} label="Disciplines" />
              </div>
            </div>
          ) : (
            study.mockup && (
              <figure className="relative mx-auto -mt-12 max-w-[68rem] lg:-mt-40">
                <MockupFrame kind={study.mockup.frame} label={study.mockup.label}>
                  <Picture
                    image={work.picture}
                    alt={work.imageAlt}
                    sizes="(min-width: 1280px) 1040px, (min-width: 640px) 90vw, 100vw"
                    priority
                    seed={study.slug}
                    className="block h-auto w-full"
                  />
                </MockupFrame>
                <figcaption className="mt-4 flex flex-wrap items-center justify-between gap-3 text-[0.9375rem] text-slate-600">
                  <span>{study.mockup.caption}</span>
                  <BadgeList items={work.tags} label="Disciplines" />
                </figcaption>
              </figure>
            )
          )}
        </Container>
      </section>

      <Section id="problem" labelledBy="problem-title">
        <div className="grid gap-10 lg:grid-cols-[1.15fr_0.85fr] lg:gap-16">
          <div {...reveal()}>
            <Eyebrow>The problem</Eyebrow>
            <h2
              id="problem-title"
              className="text-3xl font-bold sm:text-[2.75rem] sm:leading-[1.1]"
            >
              {study.problem.title}
            </h2>
            {study.problem.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-5 text-lg text-slate-700">
                {paragraph}
              </p>
            ))}
          </div>
          <div
            className="self-start rounded-3xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
            {...reveal({ delay: 120 })}
          >
            <h3 className="text-lg font-semibold">What stood in the way</h3>
            <ul className="mt-5 space-y-4">
              {study.problem.pains.map((pain) => (
                <li key={pain} className="flex gap-3">
                  <Icon
                    name="x"
                    aria-hidden="true"
                    strokeWidth={2.25}
                    className="mt-1 size-5 shrink-0 rounded-full bg-white p-0.5 text-danger-700 ring-1 ring-slate-200"
                  />
                  <span className="text-ink-900">{pain}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section id="build" tone="muted" labelledBy="build-title">
        <div
          className="mb-10 grid gap-4 lg:grid-cols-[1fr_1fr] lg:items-end lg:gap-16"
          {...reveal()}
        >
          <div>
            <Eyebrow>What we built</Eyebrow>
            <h2 id="build-title" className="text-3xl font-bold sm:text-[2.75rem] sm:leading-[1.1]">
              {study.build.title}
            </h2>
          </div>
          <p className="text-lg text-slate-600">{study.build.lead}</p>
        </div>
        <ProcessRows steps={study.build.steps} />
      </Section>

      <MarkStrip
        id="stack"
        title="Stack and tools"
        items={study.stack.map((tool) => ({ name: tool.name, role: tool.role }))}
      />

      <Results study={study} note={shown.note} />

      <PullQuote id="quote" text={study.quote.text} attribution={study.quote.attribution} />

      <div className="bg-white pb-4">
        <Container>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-slate-200 pt-6 text-slate-600">
            Want this kind of work?
            <ArrowLink to={study.service.to}>{study.service.label}</ArrowLink>
          </p>
        </Container>
      </div>

      <MoreWork shown={shown} />

      <RelatedPosts posts={shown.posts} title="Insights from this project" tone="light" />
      <CallToAction title={study.cta.title} lead={study.cta.lead} action={study.cta.action} />
    </>
  );
}
