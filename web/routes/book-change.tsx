import { Suspense } from "react";
import type { BookingLinkPurpose } from "#contract/booking-fields.ts";
import { Hero } from "#web/components/sections/hero.tsx";
import { Section } from "#web/components/ui/section.tsx";
import { bookingChangeCopy } from "#web/content/booking.ts";
import { lazyPart } from "#web/lib/lazy-part.ts";
import { pageData } from "#web/lib/page-data.server.ts";
import { metaFromData } from "#web/lib/page-data.ts";
import { breadcrumbList, homeCrumb } from "#web/lib/structured-data.ts";
import type { Route } from "./+types/book-change";

/** Which link's page this is: /book/cancel, else /book/reschedule. */
const purposeOf = (path: string): BookingLinkPurpose =>
  path.replace(/\/+$/, "").endsWith("/cancel") ? "cancel" : "reschedule";

export function loader({ request }: Route.LoaderArgs) {
  const purpose = purposeOf(new URL(request.url).pathname);
  const words = bookingChangeCopy[purpose];
  return pageData(
    { purpose, title: words.title, lead: words.lead, eyebrow: bookingChangeCopy.eyebrow },
    {
      ...words.meta,
      path: `/book/${purpose}`,
      index: false,
      structuredData: [
        breadcrumbList([
          homeCrumb,
          { name: bookingChangeCopy.eyebrow, path: "/book" },
          { name: words.title, path: `/book/${purpose}` },
        ]),
      ],
    },
  );
}

// The address holds the link's token: no page it leads to may learn it from the Referer header
// (the server sends the same policy as a header, server/auth/reset-page.ts).
export const meta = (args: Parameters<typeof metaFromData>[0]) => [
  ...metaFromData(args),
  { name: "referrer", content: "no-referrer" },
];

// The link's check, the cancel button and the booking page's picker: a file of their own, which
// arrives with the app (decision 009); the prerendered page says the link is being checked.
const bookingChange = lazyPart(() =>
  import("#web/components/booking/booking-change.tsx").then((module) => module.default),
);

/**
 * /book/reschedule and /book/cancel: where the links in a booked call's e-mails lead. Both are
 * prerendered with their words and kept out of search; the call comes from the link.
 */
export default function BookChange({ loaderData: { content } }: Route.ComponentProps) {
  return (
    <>
      <Hero eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
      <Section>
        <div className="mx-auto grid max-w-3xl gap-8">
          <Suspense
            fallback={
              <p role="status" className="text-slate-700">
                {bookingChangeCopy.checking}
              </p>
            }
          >
            <bookingChange.Part purpose={content.purpose} />
          </Suspense>
        </div>
      </Section>
    </>
  );
}
