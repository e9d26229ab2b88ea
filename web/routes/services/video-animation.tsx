import { ActionBand } from "#web/components/hubs/action-band.tsx";
import { BadgeRow } from "#web/components/hubs/badge-row.tsx";
import { HeroPanel } from "#web/components/hubs/hero-panel.tsx";
import { HubCards } from "#web/components/hubs/hub-cards.tsx";
import { WhyList } from "#web/components/hubs/why-list.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { Stats } from "#web/components/sections/stats.tsx";
import { Showreel } from "#web/components/showcase/showreel.tsx";
import { Section, SectionHeading } from "#web/components/ui/section.tsx";
import { videoAnimationContent } from "#web/content/hubs/video-animation.ts";
import { landingPageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/video-animation";

export const loader = () => landingPageData(videoAnimationContent);
export const meta = metaFromData;

/** The video hub: cards tilt about 5 degrees per axis and reveal again each time they return. */
export default function VideoAnimation({ loaderData: { content } }: Route.ComponentProps) {
  const { hero, services, showreel, why, start, cta } = content;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
        aside={<HeroPanel icon="film" {...hero.panel} />}
      />

      <Section id="services" tone="muted" labelledBy="services-title">
        <SectionHeading
          id="services-title"
          eyebrow={services.eyebrow}
          title={services.title}
          lead={services.lead}
        />
        <HubCards cards={services.cards} tilt={5} repeatReveal columns={3} />
      </Section>

      {/* Heading, reel, scenes in reading order; on a wide screen the reel sits to the left. */}
      <Section id="showreel" tone="dark" labelledBy="showreel-heading">
        <div className="grid gap-8 lg:grid-cols-[1.35fr_1fr] lg:grid-rows-[auto_1fr] lg:gap-x-14">
          <div className="lg:col-start-2 lg:row-start-1 lg:self-end">
            <p className="mb-3 text-sm font-semibold tracking-[0.12em] text-accent-300 uppercase">
              {showreel.eyebrow}
            </p>
            <h2 id="showreel-heading" className="text-3xl font-bold sm:text-4xl">
              {showreel.title}
            </h2>
            <p className="mt-4 text-lg">{showreel.lead}</p>
          </div>
          <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:self-center">
            <Showreel title={showreel.label} />
          </div>
          <ol
            aria-label="Scenes"
            className="border-t border-white/15 lg:col-start-2 lg:row-start-2 lg:self-start"
          >
            {showreel.scenes.map((scene) => (
              <li
                key={scene.time}
                className="grid grid-cols-[3.5rem_1fr] gap-x-4 border-b border-white/15 py-4"
              >
                <span className="text-sm leading-7 font-semibold tabular-nums text-accent-300">
                  {scene.time}
                </span>
                <span>
                  <span className="block font-semibold text-white">{scene.title}</span>
                  <span className="block text-[0.9375rem] text-slate-300">{scene.description}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      </Section>

      <Section id="why-choose-us" labelledBy="why-title">
        <SectionHeading id="why-title" eyebrow={why.eyebrow} title={why.title} lead={why.lead} />
        <Stats stats={why.stats} />
        <div className="mt-10">
          <WhyList items={why.items} columns={3} />
        </div>
        <div className="mt-10">
          <BadgeRow badges={why.badges} label={why.badgesLabel} />
        </div>
        <div className="mt-12">
          <ActionBand
            id="start-title"
            title={start.title}
            lead={start.lead}
            actions={start.actions}
          />
        </div>
      </Section>

      <CallToAction title={cta.title} lead={cta.lead} action={cta.action} />
    </>
  );
}
