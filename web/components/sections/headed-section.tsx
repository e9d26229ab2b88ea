import type { ReactNode } from "react";
import { Section, SectionHeading, type SectionTone } from "#web/components/ui/section.tsx";

export type Heading = { eyebrow?: string; title: string; lead?: string };

/** A section under a centred heading (eyebrow, title, lead) that names it. */
export function HeadedSection({
  id,
  headingId,
  tone,
  heading: { eyebrow, title, lead },
  children,
}: {
  id: string;
  headingId: string;
  tone?: SectionTone;
  heading: Heading;
  children: ReactNode;
}) {
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} lead={lead} />
      {children}
    </Section>
  );
}
