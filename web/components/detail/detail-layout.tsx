import type { ReactNode } from "react";
import { site } from "#site/facts.ts";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { CheckList } from "#web/components/ui/check-list.tsx";
import { Faq } from "#web/components/ui/faq.tsx";
import { Container } from "#web/components/ui/section.tsx";
import { SmartImage } from "#web/components/ui/smart-image.tsx";
import { isArtworkKey } from "#web/content/details/artwork.ts";
import type { ResolvedDetailPage } from "#web/content/details/index.ts";
// Types only: the schema module would bring zod into the page's JavaScript.
import type { detailAnchors, ParsedDetailPage } from "#web/content/details/schema.ts";
import { offersConsultation, toConsultation } from "#web/content/shared/actions.ts";
import { reveal } from "#web/lib/effects.ts";
import { artworkImages, artworkSize } from "./artwork-images.ts";
import { BulletColumns, DetailBlock, FeatureGrid, PullQuote } from "./blocks.tsx";
import { Breadcrumbs, type Crumb } from "./breadcrumbs.tsx";
import { PackageCards } from "./package-cards.tsx";
import { DetailSidebar } from "./sidebar.tsx";

export function detailTrail(detail: ResolvedDetailPage): Crumb[] {
  return [
    { label: "Home", path: "/" },
    { label: "Services", path: "/services" },
    detail.hub,
    { label: detail.page.navLabel, path: detail.path },
  ];
}

type DetailAnchor = (typeof detailAnchors)[number];

const twoColumnList = "grid gap-x-8 space-y-3 sm:grid-cols-2 sm:space-y-0 sm:gap-y-3";

/** The optional sections a page may carry, in page order: each one's eyebrow and body. */
const optionalBlocks: {
  [Anchor in DetailAnchor]: {
    eyebrow: string;
    body: (block: NonNullable<ParsedDetailPage[Anchor]>) => ReactNode;
  };
} = {
  offer: { eyebrow: "What we offer", body: (block) => <FeatureGrid items={block.items} /> },
  stream: {
    eyebrow: "For streamers",
    body: (block) => <CheckList items={block.items} className={twoColumnList} />,
  },
  video: {
    eyebrow: "For video",
    body: (block) => <CheckList items={block.items} className={twoColumnList} />,
  },
  packages: { eyebrow: "Packages", body: (block) => <PackageCards items={block.items} /> },
  addons: { eyebrow: "Add-ons", body: (block) => <FeatureGrid items={block.items} /> },
};

const optionalAnchors = Object.keys(optionalBlocks) as DetailAnchor[];

/** An optional section under its own anchor, drawn only when the page has it. */
function OptionalBlock<Anchor extends DetailAnchor>({
  anchor,
  page,
}: {
  anchor: Anchor;
  page: ParsedDetailPage;
}) {
  const block = page[anchor];
  if (!block) return null;
  const { eyebrow, body } = optionalBlocks[anchor];
  return (
    <DetailBlock id={anchor} eyebrow={eyebrow} title={block.title} intro={block.intro}>
      {body(block)}
    </DetailBlock>
  );
}

/** One service detail page (SPEC §2.4): the same layout for all 41, filled from its entry. */
export function DetailLayout({ detail }: { detail: ResolvedDetailPage }) {
  const { page } = detail;
  const { label } = page.hero.cta;
  const cta = offersConsultation(label)
    ? toConsultation(label, detail.path)
    : { label, to: "/contact" };
  const image = isArtworkKey(page.why.image) ? artworkImages[page.why.image] : "";

  return (
    <>
      <Hero
        top={<Breadcrumbs trail={detailTrail(detail)} />}
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lead={page.hero.lead}
        actions={[cta, { label: page.hero.secondaryLabel, to: "#services" }]}
        art={page.hero.art}
      />

      <div className="bg-white pt-16 sm:pt-20">
        <Container className="grid items-start gap-14 lg:grid-cols-[minmax(0,1fr)_19rem] xl:grid-cols-[minmax(0,1fr)_20rem] xl:gap-16">
          <div className="min-w-0 space-y-16 sm:space-y-20">
            <DetailBlock
              id="services"
              eyebrow="Overview"
              title={`What our ${page.navLabel} service covers`}
            >
              <div className="mb-10 max-w-3xl space-y-4 text-lg text-slate-700" {...reveal()}>
                {page.lead.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              <BulletColumns columns={page.columns} />
            </DetailBlock>

            <PullQuote text={page.quote.text} attribution={page.quote.attribution} />

            {optionalAnchors.map((anchor) => (
              <OptionalBlock key={anchor} anchor={anchor} page={page} />
            ))}

            <DetailBlock id="why" eyebrow="Why choose us" title={page.why.title}>
              <div className="grid items-start gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,0.9fr)]">
                <ol className="space-y-4">
                  {page.why.items.map((item, index) => (
                    <li key={item.title} className="flex gap-4" {...reveal({ delay: index * 80 })}>
                      <span
                        aria-hidden="true"
                        className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-50 text-sm font-bold text-accent-700 tabular-nums"
                      >
                        {index + 1}
                      </span>
                      <div>
                        <h3 className="font-semibold">{item.title}</h3>
                        <p className="mt-1 text-[0.9375rem] text-slate-600">{item.description}</p>
                      </div>
                    </li>
                  ))}
                </ol>
                <div
                  className="overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-slate-50 xl:sticky xl:top-28"
                  {...reveal({ delay: 120 })}
                >
                  <SmartImage
                    src={image}
                    alt={page.why.imageAlt}
                    width={artworkSize.width}
                    height={artworkSize.height}
                    seed={page.why.image}
                    className="aspect-[4/3] w-full"
                  />
                </div>
              </div>
            </DetailBlock>

            <DetailBlock id="faq" eyebrow="FAQ" title="Frequently asked questions">
              <Faq items={page.faq} />
            </DetailBlock>
          </div>

          <DetailSidebar
            title={`${detail.hub.label} services`}
            entries={detail.sidebar}
            current={detail.path}
            subject={`Enquiry: ${page.navLabel}`}
          />
        </Container>
      </div>

      <CallToAction
        title={page.closing?.title ?? `Talk to us about ${page.navLabel}`}
        lead={
          page.closing?.lead ??
          `Tell us what you need and we will come back with a plan, a timeline and a quote. ${site.replyPromise.hero}`
        }
        action={cta}
      />
    </>
  );
}
