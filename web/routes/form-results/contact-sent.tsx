import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { Steps } from "#web/components/sections/steps.tsx";
import { Section, SectionHeading } from "#web/components/ui/section.tsx";
import { contactResults } from "#web/content/leads.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/contact-sent";
import { contactCrumb, resultPageData } from "./result-page-data.server.ts";

export const loader = () => resultPageData(contactResults.sent, [contactCrumb]);
export const meta = metaFromData;

/**
 * Where the contact form lands after a native post (without JavaScript) that the server took.
 * With JavaScript the form says the same in place.
 */
export default function ContactSent({ loaderData: { content: page } }: Route.ComponentProps) {
  return (
    <>
      <Hero eyebrow={page.eyebrow} title={page.title} lead={page.lead} actions={page.actions} />
      <Section labelledBy="next-title">
        <SectionHeading id="next-title" title={page.next.title} />
        <Steps steps={page.next.steps} />
      </Section>
      <CallToAction {...page.cta} />
    </>
  );
}
