import { RevealList } from "#web/components/ui/reveal-list.tsx";
import type { Tone } from "#web/components/ui/section.tsx";

export type Step = { title: string; description: string };

/** A numbered process: discovery to delivery, in order. */
export function Steps({ steps, tone = "light" }: { steps: readonly Step[]; tone?: Tone }) {
  const dark = tone === "dark";
  return (
    <RevealList
      as="ol"
      items={steps}
      keyOf={(step) => step.title}
      className={`grid gap-5 sm:grid-cols-2 ${steps.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-5"}`}
      itemClassName={`rounded-[var(--radius-card)] border p-6 ${dark ? "border-white/10 bg-white/5" : "border-slate-200 bg-white"}`}
      stagger={{ step: 80 }}
    >
      {(step, index) => (
        <>
          <span
            aria-hidden="true"
            className={`mb-4 inline-grid size-10 place-items-center rounded-full text-sm font-bold ${
              dark ? "bg-accent-500 text-white" : "bg-accent-600 text-white"
            }`}
          >
            {index + 1}
          </span>
          <h3 className={`text-lg font-semibold ${dark ? "text-white" : ""}`}>
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className={`mt-2 text-[0.9375rem] ${dark ? "text-slate-300" : "text-slate-600"}`}>
            {step.description}
          </p>
        </>
      )}
    </RevealList>
  );
}
