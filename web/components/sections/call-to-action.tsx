import { links, site } from "#site/facts.ts";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { Container } from "#web/components/ui/section.tsx";
import { reveal } from "#web/lib/effects.ts";

/** The closing band of every page: one obvious next step, plus a phone and chat path. */
export function CallToAction({
  title = "Tell us what you are building",
  lead = `Share a few lines about your project and we will come back with a plan, a timeline and a price. ${site.replyPromise.hero}`,
  action = { label: "Start a Project", to: "/contact" },
}: {
  title?: string;
  lead?: string;
  action?: { label: string; to: string };
}) {
  return (
    <section className="bg-white py-16 sm:py-24" aria-labelledby="cta-title">
      <Container>
        <div
          className="relative isolate overflow-hidden rounded-3xl bg-ink-900 px-6 py-12 text-center sm:px-12 sm:py-16"
          {...reveal()}
        >
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_50%_0%,rgb(36_83_230/0.35),transparent_70%)]"
          />
          <h2
            id="cta-title"
            className="mx-auto max-w-2xl text-3xl font-bold text-white sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{lead}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to={action.to} size="lg">
              {action.label}
            </ButtonLink>
            <ButtonLink
              to={links.tel(site.contact.phones[0].tel)}
              size="lg"
              variant="outline-inverse"
            >
              Call <span className="whitespace-nowrap">{site.contact.phones[0].display}</span>
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
