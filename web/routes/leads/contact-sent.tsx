import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { Steps } from "#web/components/sections/steps.tsx";
import { Section, SectionHeading } from "#web/components/ui/section.tsx";
import { contactResults } from "#web/content/leads.ts";
import { pageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import { breadcrumbList, homeCrumb } from "#web/lib/structured-data.ts";
import type { Route } from "./+types/contact-sent";

export const loader = () => {
  const page = contactResults.sent;
  return pageData(page, {
    ...page.meta,
    path: page.path,
    index: false,
    structuredData: [
      breadcrumbList([
        homeCrumb,
        { name: "Contact us", path: "/contact" },
        { name: page.meta.title, path: page.path },
      ]),
    ],
  });
};
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
