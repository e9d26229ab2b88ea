import type { HubSection } from "#web/components/hubs/hub-page.tsx";
import type { SectionTone } from "#web/components/ui/section.tsx";

/**
 * The band that closes a hub before its call to action: the tools the work is built with,
 * scrolling by under a heading. `label` names the scrolling list for screen readers.
 */
/*#__NO_SIDE_EFFECTS__*/
export function toolsBand(band: {
  id: string;
  tone: SectionTone;
  heading: { eyebrow: string; title: string };
  label: string;
  tools: readonly string[];
}) {
  const { id, tone, heading, label, tools } = band;
  // The Marquee kind stays literal, so that the hub's route is asked for that widget only.
  return {
    id,
    tone,
    heading,
    blocks: [{ kind: "Marquee" as const, label, items: tools }],
  } satisfies HubSection;
}
