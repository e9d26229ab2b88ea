import { RevealList } from "#web/components/ui/reveal-list.tsx";

export type ProcessStep = { title: string; description: string };

/**
 * A numbered process as full-width rows: a large number, the step's name and what happens in
 * it, divided by hairlines. Reads top to bottom, unlike a grid of cards.
 */
export function ProcessRows({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <RevealList
      as="ol"
      items={steps}
      keyOf={(step) => step.title}
      className="border-t border-slate-300"
      itemClassName="grid gap-2 border-b py-7 sm:grid-cols-[5.5rem_minmax(0,16rem)_minmax(0,1fr)] sm:gap-8 sm:py-9 border-slate-300"
      stagger={{ step: 60, every: 5 }}
    >
      {(step, index) => (
        <>
          <span
            aria-hidden="true"
            className="text-4xl leading-none font-bold tracking-tight tabular-nums sm:text-5xl text-accent-600"
          >
            {String(index + 1).padStart(2, "0")}
          </span>
          <h3 className="text-xl font-semibold sm:pt-1">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="max-w-2xl text-lg text-slate-600">{step.description}</p>
        </>
      )}
    </RevealList>
  );
}
