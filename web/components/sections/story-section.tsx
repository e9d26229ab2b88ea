import type { ReactNode } from "react";
import { Section } from "#web/components/ui/section.tsx";
import { reveal } from "#web/lib/effects.ts";
import { IntroHeading } from "./intro-heading.tsx";

const alignments = { center: "items-center", start: "items-start" } as const;

/**
 * A section of running text beside a picture or a list: the eyebrow, title and paragraphs (and
 * `more` under them) on one side, `aside` on the other, each revealed as it scrolls in.
 */
export function StorySection({
  id,
  headingId,
  eyebrow,
  title,
  paragraphs,
  align = "center",
  more,
  aside,
  asideClassName,
}: {
  id: string;
  headingId: string;
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  /** How the two sides line up when they stand side by side. */
  align?: keyof typeof alignments;
  more?: ReactNode;
  aside: ReactNode;
  asideClassName?: string;
}) {
  return (
    <Section id={id} labelledBy={headingId}>
      <div className={`grid ${alignments[align]} gap-12 lg:grid-cols-2`}>
        <div {...reveal()}>
          <IntroHeading id={headingId} eyebrow={eyebrow} title={title} />
          {paragraphs.map((text) => (
            <p key={text} className="mt-5 text-lg text-slate-600">
              {text}
            </p>
          ))}
          {more}
        </div>
        <div className={asideClassName} {...reveal({ delay: 120 })}>
          {aside}
        </div>
      </div>
    </Section>
  );
}
