import { ProcessRows, type ProcessStep } from "#web/components/showcase/process-rows.tsx";
import { Section, SectionHeading, type SectionTone } from "#web/components/ui/section.tsx";

/** A section that walks through a way of working: the heading beside its lead, then the rows. */
export function ProcessSection({
  id,
  headingId,
  tone,
  eyebrow,
  title,
  lead,
  steps,
}: {
  id: string;
  headingId: string;
  tone?: SectionTone;
  eyebrow: string;
  title: string;
  lead: string;
  steps: readonly ProcessStep[];
}) {
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <div className="grid gap-4 lg:grid-cols-2 lg:items-end lg:gap-16">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} align="left" />
        <p className="mb-12 text-lg text-slate-600">{lead}</p>
      </div>
      <ProcessRows steps={steps} />
    </Section>
  );
}
