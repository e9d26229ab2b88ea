import type { NavLink } from "#site/navigation.ts";
import { LinkList } from "#web/components/ui/link-list.tsx";
import { scrollStrip } from "#web/components/ui/scroll-strip.ts";
import { Container } from "#web/components/ui/section.tsx";

/**
 * "On this page" links. They navigate to the hash through the router, so the site's
 * ScrollManager glides to the target (instantly under reduced motion); targets set their own
 * scroll margin.
 */
export function PageNav({ links }: { links: readonly NavLink[] }) {
  return (
    <nav aria-label="On this page" className="border-b border-slate-200 bg-white">
      <Container>
        <LinkList
          items={links}
          className={`${scrollStrip} -mx-2 gap-1 py-2`}
          itemClassName="shrink-0"
          linkClassName="inline-flex min-h-11 items-center rounded-full px-4 text-[0.9375rem] font-medium whitespace-nowrap text-slate-600 transition-colors duration-200 hover:bg-accent-50 hover:text-accent-700"
        />
      </Container>
    </nav>
  );
}
