import { ActionButtons } from "#web/components/sections/action-buttons.tsx";
import { reveal } from "#web/lib/effects.ts";

export type BandAction = { label: string; to: string };

/** A light band that turns a section's argument into one step: get a quote, book a call. */
export function ActionBand({
  id,
  title,
  lead,
  actions,
}: {
  id: string;
  title: string;
  lead: string;
  actions: readonly BandAction[];
}) {
  return (
    <div
      className="flex flex-col gap-6 rounded-3xl border border-accent-100 bg-accent-50 p-6 sm:p-10 lg:flex-row lg:items-center lg:justify-between"
      {...reveal()}
    >
      <div className="max-w-2xl">
        <h2 id={id} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <p className="mt-3 text-lg text-slate-600">{lead}</p>
      </div>
      <ActionButtons
        actions={actions}
        others="secondary"
        className="flex flex-wrap gap-3 lg:shrink-0 lg:justify-end"
      />
    </div>
  );
}
