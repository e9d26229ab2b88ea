import { Link } from "react-router";
import { servicesMenu } from "#site/navigation.ts";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { Container } from "#web/components/ui/section.tsx";

/** The branded 404 page; the server sends it with status 404 for every unknown path. */
export function NotFoundPage() {
  return (
    <section className="bg-ink-950 text-slate-300">
      <Container className="py-24 sm:py-32">
        <p className="text-sm font-semibold tracking-[0.14em] text-accent-300 uppercase">
          Error 404
        </p>
        <h1 className="mt-3 max-w-2xl text-4xl font-bold text-white sm:text-5xl">
          We could not find that page
        </h1>
        <p className="mt-5 max-w-xl text-lg">
          The address may be mistyped, or the page may have moved. These will get you back on track.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/" size="lg">
            Back to the home page
          </ButtonLink>
          <ButtonLink to="/contact" size="lg" variant="outline-inverse">
            Contact Us
          </ButtonLink>
        </div>
        <h2 className="mt-16 text-lg font-semibold text-white">Popular services</h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {servicesMenu.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-flex min-h-11 items-center gap-2 hover:text-white"
              >
                <Icon name="arrow-right" aria-hidden="true" className="size-4 text-accent-300" />
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
