import { NewsletterForm } from "#web/components/layout/newsletter-form.tsx";
import { CallToAction } from "#web/components/sections/call-to-action.tsx";
import { Hero } from "#web/components/sections/hero.tsx";
import { Section } from "#web/components/ui/section.tsx";
import { newsletterResultFor } from "#web/content/leads.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import type { Route } from "./+types/newsletter-result";
import { resultPageData } from "./result-page-data.server.ts";

/**
 * The newsletter's outcome pages (/newsletter/confirmed and the others in content/leads.ts):
 * where the footer box lands after a native post, and where the links in newsletter e-mails end.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  const page = newsletterResultFor(path);
  if (!page) throw new Response("Not Found", { status: 404 });
  return resultPageData(page);
}

export const meta = metaFromData;

export default function NewsletterResult({ loaderData: { content: page } }: Route.ComponentProps) {
  return (
    <>
      <Hero
        eyebrow={page.eyebrow}
        title={page.title}
        lead={page.lead}
        actions={[{ label: "Back to the Home Page", to: "/" }]}
      />
      {page.form && (
        <Section>
          <section
            aria-labelledby="subscribe-title"
            className="mx-auto max-w-xl rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-8"
          >
            <h2 id="subscribe-title" className="text-2xl font-bold">
              {page.form.title}
            </h2>
            <p className="mt-2 mb-5 text-slate-600">{page.form.lead}</p>
            <NewsletterForm variant="page" />
          </section>
        </Section>
      )}
      <CallToAction />
    </>
  );
}
