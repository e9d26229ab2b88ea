import type { ReactNode } from "react";
import type { Tone } from "#web/components/ui/section.tsx";

/** The small capitals over a section's title; light on a dark band. */
export function Eyebrow({ tone = "light", children }: { tone?: Tone; children: ReactNode }) {
  return (
    <p
      className={`mb-3 text-sm font-semibold tracking-[0.12em] ${tone === "dark" ? "text-accent-300" : "text-accent-700"} uppercase`}
    >
      {children}
    </p>
  );
}

/** An eyebrow over a large title, for a heading that stands beside other content. */
export function IntroHeading({
  id,
  eyebrow,
  title,
}: {
  id: string;
  eyebrow: string;
  title: string;
}) {
  return (
    <>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h2 id={id} className="text-3xl font-bold sm:text-[2.75rem] sm:leading-[1.1]">
        {title}
      </h2>
    </>
  );
}
