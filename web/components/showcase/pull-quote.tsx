import { reveal } from "#web/lib/effects.ts";

/**
 * One large quotation that breaks the rhythm of card grids: the team's principle behind the
 * work, in its own words. Attributed to a role, never to an invented client.
 */
export function PullQuote({
  text,
  attribution,
  id,
}: {
  text: string;
  attribution: string;
  /** An id for the section around it, so a test or a link can find it. */
  id?: string;
}) {
  return (
    <section id={id} aria-label="In our words" className="bg-white pt-16 pb-8 sm:pt-24 sm:pb-12">
      <figure className="mx-auto w-full max-w-[64rem] px-5 sm:px-8" {...reveal()}>
        <div className="grid gap-6 sm:grid-cols-[auto_1fr] sm:gap-10">
          <span
            aria-hidden="true"
            className="block h-1.5 w-16 rounded-full bg-accent-600 sm:mt-6 sm:h-auto sm:w-1.5"
          />
          <div>
            <blockquote>
              <p className="text-2xl leading-snug font-semibold tracking-tight text-balance text-ink-900 sm:text-4xl sm:leading-tight">
                “{text}”
              </p>
            </blockquote>
            <figcaption className="mt-6 text-base font-medium text-slate-600">
              <span aria-hidden="true">— </span>
              {attribution}
            </figcaption>
          </div>
        </div>
      </figure>
    </section>
  );
}
