import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { clientsImages } from "#web/assets/generated/clients.ts";
import { testimonialsImages } from "#web/assets/generated/testimonials.ts";
import delivery from "#web/assets/illustrations/delivery.svg";
import reliability from "#web/assets/illustrations/reliability.svg";
import team from "#web/assets/illustrations/team.svg";
import { AccountNotice, noticeFrom } from "#web/components/account/account-notice.tsx";
import { SignupForm } from "#web/components/account/signup-form.tsx";
import { ArrowLink } from "#web/components/sections/arrow-link.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { HeadedSection } from "#web/components/sections/headed-section.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { ServiceCards } from "#web/components/sections/service-cards.tsx";
import { Stats } from "#web/components/sections/stats.tsx";
import { StorySection } from "#web/components/sections/story-section.tsx";
import { MarkStrip } from "#web/components/showcase/mark-strip.tsx";
import { TestimonialCards } from "#web/components/showcase/testimonial-cards.tsx";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { CheckList } from "#web/components/ui/check-list.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { LinkedText } from "#web/components/ui/linked-text.tsx";
import { SmartImage } from "#web/components/ui/smart-image.tsx";
import { homeContent } from "#web/content/home.ts";
import { clientLogos } from "#web/content/proof/index.ts";
import { contentPicture, withPortraits } from "#web/lib/content-picture.ts";
import { reveal } from "#web/lib/effects.ts";
import { pageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import { businessData } from "#web/lib/structured-data.ts";
import { hasValidToken } from "#web/lib/token.ts";
import type { Route } from "./+types/home";

/** Each testimonial and logo with its generated picture sizes, resolved at build time. */
function shownContent() {
  const { testimonials } = homeContent;
  return {
    ...homeContent,
    testimonials: {
      ...testimonials,
      items: testimonials.items.map(({ person, ...item }) =>
        person ? { ...item, person: withPortraits([person], testimonialsImages)[0] } : item,
      ),
    },
    clients: {
      ...homeContent.clients,
      items: clientLogos.map((client) => ({
        name: client.name,
        logo: contentPicture(clientsImages, client.logo),
      })),
    },
  };
}

export const loader = () =>
  pageData(shownContent(), { ...homeContent.meta, path: "/", structuredData: businessData() });
export const meta = metaFromData;

const whyImages: Record<string, string> = { delivery, reliability, team };

const popupDismissedKey = "signup-popup-dismissed";

function rememberDismissed() {
  try {
    sessionStorage.setItem(popupDismissedKey, "1");
  } catch {
    // Nothing to remember it in; it will show again next visit.
  }
}

/** The sign-up invitation shown over the home page on first load until closed: a real form. */
function SignupPopup({ popup }: { popup: typeof homeContent.signupPopup }) {
  const [open, setOpen] = useState(false);

  // The prerendered page holds the dialog closed; lib/arrival-dialogs.ts shows it once the hero has
  // painted, before hydration, by the same rule as this effect, which catches the state up (and
  // opens it on a client-side visit). The hero stays the largest contentful paint
  // (tests/e2e/home.test.ts measures it).
  useEffect(() => {
    // Someone logged in already has an account.
    if (hasValidToken()) return;
    try {
      if (sessionStorage.getItem(popupDismissedKey)) return;
    } catch {
      // Storage can be unavailable (private modes); then the popup simply shows.
    }
    setOpen(true);
  }, []);

  function close() {
    setOpen(false);
    rememberDismissed();
  }

  return (
    // A bottom sheet on phones: the hero's headline stays in view above the invitation.
    <Dialog
      open={open}
      showOnLoad={popupDismissedKey}
      sheet
      onClose={close}
      title={popup.title}
      description={popup.lead}
      className="md:max-w-3xl"
    >
      <div className="grid gap-6 md:grid-cols-[minmax(0,0.8fr)_minmax(0,1fr)] md:gap-8">
        <div className="self-start rounded-2xl border border-accent-100 bg-accent-50 p-5 text-[0.9375rem] text-ink-900">
          <CheckList items={popup.perks} size="sm" className="space-y-2" />
          <p className="mt-4 text-sm text-slate-700">
            <LinkedText line={popup.invite} />
          </p>
        </div>
        {/* Once registered, the invitation has done its job for this visit. */}
        <SignupForm onRegistered={rememberDismissed} />
      </div>
    </Dialog>
  );
}

/** A message handed over by another page, such as the account deletion; it replaces the popup. */
function useNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = noticeFrom(location.state);
  const dismiss = () => {
    rememberDismissed();
    navigate(".", { replace: true, state: null, preventScrollReset: true });
  };
  return { notice, dismiss };
}

export default function Home({ loaderData: { content } }: Route.ComponentProps) {
  const { notice, dismiss } = useNotice();
  return (
    <>
      <Hero {...content.hero}>
        <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-300">
          {content.hero.highlights.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <Icon name="check" aria-hidden="true" className="size-4 text-accent-300" />
              {item}
            </li>
          ))}
        </ul>
      </Hero>

      <StorySection
        id="about"
        headingId="about-title"
        {...content.about}
        align="start"
        more={
          <ArrowLink to="/about" className="mt-6">
            {"More about us "}
          </ArrowLink>
        }
        asideClassName="space-y-6"
        aside={
          <>
            <CheckList items={content.about.points} className="space-y-3" boxed />
            <Stats stats={content.stats} />
          </>
        }
      />

      <HeadedSection
        id="services"
        headingId="services-title"
        tone="muted"
        heading={content.services}
      >
        <ServiceCards cards={content.services.cards} glow />
        <div className="mt-10 text-center">
          <ButtonLink to={content.services.more.to} variant="secondary" size="lg">
            {content.services.more.label}
            <Icon name="arrow-right" aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </HeadedSection>

      <HeadedSection
        id="testimonials"
        headingId="testimonials-title"
        heading={content.testimonials}
      >
        <TestimonialCards items={content.testimonials.items} />
      </HeadedSection>

      {/* Only the logos of clients who agreed to be shown; none yet, no strip. */}
      {content.clients.items.length > 0 && (
        <MarkStrip id="clients" title={content.clients.title} items={content.clients.items} />
      )}

      <HeadedSection id="why-choose-us" headingId="why-title" tone="muted" heading={content.why}>
        <ul className="grid gap-5 md:grid-cols-3">
          {content.why.cards.map((card, index) => (
            <li key={card.title}>
              <Card
                tilt={10}
                glow
                padded={false}
                className="overflow-hidden"
                reveal={reveal({ delay: index * 100 })}
              >
                <SmartImage
                  src={whyImages[card.image] ?? ""}
                  alt={card.imageAlt}
                  width={480}
                  height={300}
                  seed={card.image}
                  className="aspect-[8/5] w-full object-cover"
                />
                <div className="p-6">
                  <h3 className="text-lg font-semibold">{card.title}</h3>
                  <p className="mt-2 text-[0.9375rem] text-slate-600">{card.description}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <CallToAction title={content.cta.title} lead={content.cta.lead} action={content.cta.action} />
      {notice ? (
        <AccountNotice message={notice} onDismiss={dismiss} />
      ) : (
        <SignupPopup popup={content.signupPopup} />
      )}
    </>
  );
}
