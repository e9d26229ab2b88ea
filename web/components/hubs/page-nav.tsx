import { Link } from "react-router";
import { scrollStrip } from "#web/components/ui/scroll-strip.ts";
import { Container } from "#web/components/ui/section.tsx";

/**
 * "On this page" links. They navigate to the hash through the router, so the site's
 * ScrollManager glides to the target (instantly under reduced motion); targets set their own
 * scroll margin.
 */
export function PageNav({ links }: { links: ReadonlyArray<{ label: string; href: string }> }) {
  return (
    <nav aria-label="On this page" className="border-b border-slate-200 bg-white">
      <Container>
        <ul className={`${scrollStrip} -mx-2 gap-1 py-2`}>
          {links.map((link) => (
            <li key={link.href} className="shrink-0">
              <Link
                to={link.href}
                className="inline-flex min-h-11 items-center rounded-full px-4 text-[0.9375rem] font-medium whitespace-nowrap text-slate-600 transition-colors duration-200 hover:bg-accent-50 hover:text-accent-700"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
