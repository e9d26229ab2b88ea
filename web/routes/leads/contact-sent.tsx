import { CallToAction } from "#web/components/sections/call-to-action";
import { Hero } from "#web/components/sections/hero";
import { Steps } from "#web/components/sections/steps";
import { Section, SectionHeading } from "#web/components/ui/section";
import { contactResults } from "#web/content/leads";
import { pageMeta } from "#web/lib/meta";
import { breadcrumbList, homeCrumb } from "#web/lib/structured-data";

const page = contactResults.sent;

export const meta = () =>
  pageMeta({
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

/**
 * Where the contact form lands after a native post (without JavaScript) that the server took.
 * With JavaScript the form says the same in place.
 */
export default function ContactSent() {
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
