import type { ReactNode } from "react";
import { Section, SectionHeading, type SectionTone } from "#web/components/ui/section.tsx";
import type { Heading } from "./headed-section.tsx";

/** Column widths, heading : body, and how the heading's column holds still while the body scrolls. */
const splits = {
  balanced: {
    grid: "grid gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:items-start",
    side: "lg:sticky lg:top-28",
  },
  wide: {
    grid: "grid gap-10 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16",
    side: "lg:sticky lg:top-28 lg:self-start",
  },
} as const;

/**
 * A section whose heading (with `under` it) stays in view beside a long body on wide screens;
 * `wide` gives the body more room.
 */
export function SplitSection({
  id,
  headingId,
  tone,
  heading: { eyebrow, title, lead },
  split = "balanced",
  under,
  children,
}: {
  id: string;
  headingId: string;
  tone?: SectionTone;
  heading: Heading;
  split?: keyof typeof splits;
  under?: ReactNode;
  children: ReactNode;
}) {
  const { grid, side } = splits[split];
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <div className={grid}>
        <div className={side}>
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} lead={lead} align="left" />
          {under}
        </div>
        {children}
      </div>
    </Section>
  );
}
