import { Suspense, useEffect, useState } from "react";
import { data } from "react-router";
import { Hero } from "#web/components/sections/hero.tsx";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { Section } from "#web/components/ui/section.tsx";
import { bookingPageOf, defaultBooking } from "#web/content/booking.server.ts";
import { bookingCopy } from "#web/content/booking.ts";
import { consultancyHoursWords } from "#web/content/consultancy-hours.ts";
import { lazyPart } from "#web/lib/lazy-part.ts";
import { pageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import { breadcrumbList, homeCrumb } from "#web/lib/structured-data.ts";
import type { Route } from "./+types/book";

export function loader({ params }: Route.LoaderArgs) {
  const slug = params.consultation ?? defaultBooking();
  const page = bookingPageOf(slug);
  if (!page) throw data(null, { status: 404 });
  // A consultation for members (the consultancy hour) says who may book it; signed in, it books.
  const members = page.audience !== "anyone";
  const meta = members ? consultancyHoursWords.page.meta : bookingCopy.meta;
  return pageData(
    {
      copy: { ...bookingCopy, lead: members ? consultancyHoursWords.page.lead : bookingCopy.lead },
      page,
      members,
      checking: consultancyHoursWords.page.checking,
    },
    {
      title: meta.title,
      description: meta.description,
      // The default consultation's own address is an alias of /book: one canonical page.
      path: slug === defaultBooking() ? "/book" : `/book/${slug}`,
      // Another consultation's page sits under /book, its trail saying so.
      structuredData:
        slug === defaultBooking()
          ? []
          : [
              breadcrumbList([
                homeCrumb,
                { name: bookingCopy.eyebrow, path: "/book" },
                { name: page.title, path: `/book/${slug}` },
              ]),
            ],
    },
  );
}
export const meta = metaFromData;

// The picker (slot list, questions, confirm) is a file of its own: the page's first scripts stay
// small, and it arrives with the app at the visitor's first touch (decision 009).
const bookingForm = lazyPart(() =>
  import("#web/components/booking/booking-form.tsx").then((module) => module.default),
);
// The same form behind a check of the member's hours, for a consultation only members book.
const memberBooking = lazyPart(() =>
  import("#web/components/booking/member-booking.tsx").then((module) => module.default),
);

/** The service page a "Free Consultation" button came from (`?service=`), read in the browser. */
function useChosenService(): string | undefined {
  const [service, setService] = useState<string>();
  useEffect(() => {
    const chosen = new URLSearchParams(window.location.search).get("service");
    if (chosen && /^\/[a-z0-9/-]{0,100}$/.test(chosen)) setService(chosen);
  }, []);
  return service;
}

/**
 * /book and /book/<consultation>: a consultation's booking page, prerendered with its words;
 * the slot picker loads with the app.
 */
export default function Book({ loaderData: { content } }: Route.ComponentProps) {
  const { copy, page, members, checking } = content;
  const service = useChosenService();
  return (
    <>
      <Hero eyebrow={copy.eyebrow} title={page.title} lead={`${page.summary} ${copy.lead}`} />
      <Section labelledBy="book-heading">
        <div className="mx-auto grid max-w-3xl gap-8">
          <div>
            <h2 id="book-heading" className="text-2xl font-bold text-ink-900">
              {page.title}
            </h2>
            <dl className="mt-3 grid gap-1 text-slate-700">
              <div className="flex flex-wrap gap-x-2">
                <dt className="font-semibold">{copy.length}:</dt>
                <dd>{page.durationMinutes} minutes</dd>
              </div>
              <div className="flex flex-wrap gap-x-2">
                <dt className="font-semibold">{copy.who}:</dt>
                <dd>
                  {page.consultants
                    .map((consultant) => `${consultant.name} (${consultant.role})`)
                    .join(", ")}
                </dd>
              </div>
            </dl>
          </div>
          {members ? (
            <Suspense fallback={<p className="text-slate-700">{checking}</p>}>
              <memberBooking.Part consultation={page} />
            </Suspense>
          ) : (
            <Suspense fallback={<p className="text-slate-700">Finding free times…</p>}>
              <bookingForm.Part consultation={page} {...(service ? { service } : {})} />
            </Suspense>
          )}
          <p>
            <ButtonLink to="/contact#message" variant="secondary">
              {copy.message}
            </ButtonLink>
          </p>
        </div>
      </Section>
    </>
  );
}
