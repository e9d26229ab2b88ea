import { Link } from "react-router";
import { galleryImages } from "#web/assets/generated/gallery.ts";
import { ActionBand } from "#web/components/hubs/action-band.tsx";
import { HeroPanel } from "#web/components/hubs/hero-panel.tsx";
import { HubCards } from "#web/components/hubs/hub-cards.tsx";
import { WhyList } from "#web/components/hubs/why-list.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { Gallery } from "#web/components/showcase/gallery.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { Section, SectionHeading } from "#web/components/ui/section.tsx";
import { graphicDesignContent } from "#web/content/hubs/graphic-design.ts";
import { landingPageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/graphic-design";

/** Serves /services/graphicdesign and its alias /services/graphic-designing: one canonical URL. */
export const loader = () =>
  landingPageData({
    ...graphicDesignContent,
    // The pictures' addresses are resolved here, at build time, so they never ship as script.
    gallery: {
      ...graphicDesignContent.gallery,
      pieces: graphicDesignContent.gallery.pieces.map((piece) => ({
        ...piece,
        picture: galleryImages[piece.image],
      })),
    },
  });
export const meta = metaFromData;

export default function GraphicDesign({ loaderData: { content } }: Route.ComponentProps) {
  const { hero, services, gallery, why, quote, cta } = content;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
        aside={<HeroPanel icon="palette" {...hero.panel} />}
      />

      <Section id="services" tone="muted" labelledBy="services-title">
        <SectionHeading
          id="services-title"
          eyebrow={services.eyebrow}
          title={services.title}
          lead={services.lead}
        />
        <HubCards cards={services.cards} tilt={8} />
      </Section>

      <Section id="samples" labelledBy="samples-title">
        <div className="mb-12 grid gap-6 lg:grid-cols-2 lg:items-end lg:gap-16">
          <div>
            <p className="mb-3 text-sm font-semibold tracking-[0.12em] text-accent-700 uppercase">
              {gallery.eyebrow}
            </p>
            <h2
              id="samples-title"
              className="text-3xl font-bold sm:text-[2.75rem] sm:leading-[1.1]"
            >
              {gallery.title}
            </h2>
          </div>
          <div>
            <p className="text-lg text-slate-600">{gallery.lead}</p>
            <Link
              to={gallery.link.to}
              className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 hover:underline"
            >
              {gallery.link.label}
              <Icon name="arrow-right" aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </div>
        <Gallery pieces={gallery.pieces} label={gallery.label} />
      </Section>

      <Section id="why-choose-us" tone="muted" labelledBy="why-title">
        <SectionHeading id="why-title" eyebrow={why.eyebrow} title={why.title} lead={why.lead} />
        <WhyList items={why.items} columns={3} />
        <div className="mt-12">
          <ActionBand
            id="quote-title"
            title={quote.title}
            lead={quote.lead}
            actions={[quote.action]}
          />
        </div>
      </Section>

      <CallToAction title={cta.title} lead={cta.lead} action={cta.action} />
    </>
  );
}
