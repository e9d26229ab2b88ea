import { contactResultPaths } from "#contract/contact-fields.ts";
import { ContactForm } from "#web/components/contact/contact-form.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { Section } from "#web/components/ui/section.tsx";
import { contactResults } from "#web/content/leads.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/contact-error";
import { contactCrumb, resultPageData } from "./result-page-data.server.ts";

export const loader = () =>
  resultPageData({ ...contactResults.error, form: contactResults.form }, [contactCrumb]);
export const meta = metaFromData;

/**
 * Where the contact form lands when the server refused a native post (without JavaScript). The
 * server sends this page without its scripts and fills in, on the server, what went wrong
 * (#contact-problem) and what the visitor typed (#contact-form): see
 * server/contact/error-page.ts. Opened directly, it is an ordinary page with the form.
 */
export default function ContactError({ loaderData: { content: page } }: Route.ComponentProps) {
  return (
    <>
      <Hero eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <Section>
        <section
          aria-labelledby={contactResultPaths.errorAnchor}
          className="mx-auto max-w-3xl rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-8"
        >
          <h2 id={contactResultPaths.errorAnchor} className="text-2xl font-bold sm:text-3xl">
            {page.formTitle}
          </h2>
          <div className="mt-4 mb-6 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-danger-700">
            <Icon name="flag" aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p id="contact-problem" role="alert" className="font-medium">
              {page.problem}
            </p>
          </div>
          <ContactForm id="contact-form" text={page.form} />
        </section>
      </Section>
      <CallToAction {...page.cta} />
    </>
  );
}
