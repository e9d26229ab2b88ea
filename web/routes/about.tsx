import { aboutImages } from "#web/assets/generated/about.ts";
import { teamImages } from "#web/assets/generated/team.ts";
import globalReach from "#web/assets/inline/global-reach.svg?raw";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { HeadedSection } from "#web/components/sections/headed-section.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { ProcessSection } from "#web/components/sections/process-section.tsx";
import { SplitSection } from "#web/components/sections/split-section.tsx";
import type { Stat } from "#web/components/sections/stats.tsx";
import { StorySection } from "#web/components/sections/story-section.tsx";
import { MarkStrip } from "#web/components/showcase/mark-strip.tsx";
import { PullQuote } from "#web/components/showcase/pull-quote.tsx";
import { TeamGrid } from "#web/components/showcase/team-grid.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { Icon, IconTile } from "#web/components/ui/icon.tsx";
import { InlineArt } from "#web/components/ui/inline-art.tsx";
import { Picture } from "#web/components/ui/picture.tsx";
import { Container, Section } from "#web/components/ui/section.tsx";
import { aboutContent, type IconCard } from "#web/content/about.ts";
import { withPortraits } from "#web/lib/content-picture.ts";
import { reveal } from "#web/lib/effects.ts";
import { pageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/about";

/** The team with each photo's generated sizes, resolved at build time. */
const shownContent = () => ({
  ...aboutContent,
  team: { ...aboutContent.team, members: withPortraits(aboutContent.team.members, teamImages) },
});

export const loader = () => pageData(shownContent(), { ...aboutContent.meta, path: "/about" });
export const meta = metaFromData;

/** Cards with an icon, a title and a line; they tilt and glow toward the pointer. */
function IconCards({ cards, columns = 4 }: { cards: readonly IconCard[]; columns?: 2 | 4 }) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : ""}`}>
      {cards.map((card, index) => (
        <li key={card.title}>
          <Card tilt={8} glow reveal={reveal({ delay: index * 80 })}>
            <IconTile name={card.icon} />
            <h3 className="text-lg font-semibold">{card.title}</h3>
            <p className="mt-2 text-[0.9375rem] text-slate-600">{card.description}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Every company figure of the specification in one dark band. */
function StatsStrip({ title, stats }: { title: string; stats: readonly Stat[] }) {
  return (
    <section aria-labelledby="stats-title" data-tone="dark" className="bg-ink-900 py-14 sm:py-16">
      <Container>
        <h2 id="stats-title" className="sr-only">
          {title}
        </h2>
        <dl
          className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-4 lg:grid-cols-7"
          {...reveal()}
        >
          {stats.map((stat, index) => (
            <div
              key={stat.label}
              className={`flex flex-col-reverse justify-end gap-1 border-l-2 border-accent-500 pl-4 ${
                index === stats.length - 1 ? "col-span-2 sm:col-span-1" : ""
              }`}
            >
              <dt className="text-sm text-slate-300">{stat.label}</dt>
              <dd className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

export default function About({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <>
      <Hero
        {...content.hero}
        aside={
          <InlineArt
            svg={globalReach}
            alt={content.hero.imageAlt}
            className="mx-auto w-full max-w-xl rounded-3xl border border-white/10 shadow-2xl"
          />
        }
      />

      <StorySection
        id="who-we-are"
        headingId="who-title"
        {...content.whoWeAre}
        aside={
          <Picture
            image={aboutImages.studio}
            alt={content.whoWeAre.imageAlt}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 100vw"
            className="h-auto w-full rounded-3xl border border-slate-200"
          />
        }
      />

      <MarkStrip id="sectors" title={content.sectors.title} items={content.sectors.items} />

      <Section id="mission-vision" tone="muted" labelledBy="mission-title">
        <div className="grid gap-5 md:grid-cols-2">
          {[
            { ...content.mission, id: "mission-title", icon: "compass" as const },
            { ...content.vision, id: "vision-title", icon: "eye" as const },
          ].map(({ id, eyebrow, title, text, icon }, index) => (
            <Card key={id} glow reveal={reveal({ delay: index * 100 })} className="sm:p-10">
              <span
                aria-hidden="true"
                className="mb-6 inline-grid size-12 place-items-center rounded-xl bg-ink-900 text-accent-300"
              >
                <Icon name={icon} className="size-6" />
              </span>
              <p className="text-sm font-semibold tracking-[0.12em] text-accent-700 uppercase">
                {eyebrow}
              </p>
              <h2 id={id} className="mt-2 text-2xl font-bold sm:text-3xl">
                {title}
              </h2>
              <p className="mt-4 text-lg text-slate-600">{text}</p>
            </Card>
          ))}
        </div>
      </Section>

      <HeadedSection id="why-choose-us" headingId="why-title" heading={content.why}>
        <IconCards cards={content.why.cards} />
      </HeadedSection>

      {/* Split: the heading holds still beside the four values. */}
      <SplitSection
        id="values"
        headingId="values-title"
        tone="muted"
        heading={content.values}
        split="wide"
      >
        <IconCards cards={content.values.cards} columns={2} />
      </SplitSection>

      <PullQuote
        id="principle"
        text={content.principle.text}
        attribution={content.principle.attribution}
      />

      <HeadedSection id="team" headingId="team-title" tone="muted" heading={content.team}>
        <TeamGrid members={content.team.members} />
      </HeadedSection>

      <StatsStrip title={content.stats.title} stats={content.stats.items} />

      <ProcessSection id="workflow" headingId="workflow-title" {...content.workflow} />

      <CallToAction title={content.cta.title} lead={content.cta.lead} action={content.cta.action} />
    </>
  );
}
