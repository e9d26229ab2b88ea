import type { ReactNode } from "react";
import { reveal } from "#web/lib/effects.ts";

export type SectionTone = "light" | "muted" | "dark";
/** What a part sits on, a light band (muted ones too) or a dark one: its colours follow. */
export type Tone = "light" | "dark";

const tones: Record<SectionTone, string> = {
  light: "bg-white",
  muted: "bg-slate-50",
  dark: "bg-ink-900 text-slate-300 [&_h2]:text-white [&_h3]:text-white",
};

export function Container({
  children,
  className = "",
}: {
  children: ReactNode;
  className?: string;
}) {
  return <div className={`mx-auto w-full max-w-[80rem] px-5 sm:px-8 ${className}`}>{children}</div>;
}

export function Section({
  id,
  tone = "light",
  children,
  className = "",
  labelledBy,
}: {
  id?: string;
  tone?: SectionTone;
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      data-tone={tone}
      className={`py-16 sm:py-24 ${tones[tone]} ${className}`}
    >
      <Container>{children}</Container>
    </section>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
  tone = "light",
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: "center" | "left";
  tone?: SectionTone;
}) {
  const centered = align === "center";
  return (
    <div className={`mb-12 max-w-3xl ${centered ? "mx-auto text-center" : ""}`} {...reveal()}>
      {eyebrow && (
        <p
          className={`mb-3 text-sm font-semibold tracking-[0.12em] uppercase ${tone === "dark" ? "text-accent-300" : "text-accent-700"}`}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="text-3xl font-bold sm:text-[2.75rem] sm:leading-[1.1]">
        {title}
      </h2>
      {lead && (
        <p className={`mt-4 text-lg ${tone === "dark" ? "text-slate-300" : "text-slate-600"}`}>
          {lead}
        </p>
      )}
    </div>
  );
}
