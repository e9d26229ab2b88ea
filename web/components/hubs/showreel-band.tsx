import { Eyebrow } from "#web/components/sections/intro-heading.tsx";
import { type ReelScene, Showreel } from "#web/components/showcase/showreel.tsx";

/**
 * The video hub's reel on a dark band: heading, reel, scenes in reading order; on a wide screen
 * the reel sits to the left.
 */
export function ShowreelBand({
  headingId,
  eyebrow,
  title,
  lead,
  label,
  scenes,
}: {
  headingId: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** Names the reel, e.g. "Showreel". */
  label: string;
  scenes: readonly ReelScene[];
}) {
  return (
    <div className="grid gap-8 lg:grid-cols-[1.35fr_1fr] lg:grid-rows-[auto_1fr] lg:gap-x-14">
      <div className="lg:col-start-2 lg:row-start-1 lg:self-end">
        <Eyebrow tone="dark">{eyebrow}</Eyebrow>
        <h2 id={headingId} className="text-3xl font-bold sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg">{lead}</p>
      </div>
      <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:self-center">
        <Showreel title={label} />
      </div>
      <ol
        aria-label="Scenes"
        className="border-t border-white/15 lg:col-start-2 lg:row-start-2 lg:self-start"
      >
        {scenes.map((scene) => (
          <li
            key={scene.time}
            className="grid grid-cols-[3.5rem_1fr] gap-x-4 border-b border-white/15 py-4"
          >
            <span className="text-sm leading-7 font-semibold tabular-nums text-accent-300">
              {scene.time}
            </span>
            <span>
              <span className="block font-semibold text-white">{scene.title}</span>
              <span className="block text-[0.9375rem] text-slate-300">{scene.description}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
