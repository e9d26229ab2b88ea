import { type FocusEvent, type PointerEvent, useState } from "react";
import { Icon } from "#web/components/ui/icon.tsx";
import type { Tone } from "#web/components/ui/section.tsx";

/** Each half of the loop repeats the names this often, so it is wider than a wide screen. */
const REPEATS = 3;

/**
 * Names scrolling sideways in a loop (22 s a cycle, app.css). The track holds two identical
 * halves and moves by one half per cycle, so the loop is seamless; assistive technology reads
 * the names once.
 *
 * It pauses while the pointer is over it or focus is inside it, and a toggle button (WCAG 2.2.2)
 * holds it paused for keyboard and touch users: pressed, it stays paused; unpressed, it runs
 * again at once, even while the pointer or focus is still there, until they leave. Under reduced
 * motion it stands still as a plain wrapped list and the button is not shown.
 */
export function Marquee({
  items,
  label,
  tone = "light",
}: {
  items: readonly string[];
  /** Names the list, e.g. "Tools we work with". */
  label: string;
  tone?: Tone;
}) {
  const [paused, setPaused] = useState(false);
  // Set when the button resumes the loop, so the hover and focus pause does not hold it still.
  const [resumed, setResumed] = useState(false);
  const dark = tone === "dark";
  const half = Array.from({ length: REPEATS }, () => items).flat();

  function toggle() {
    setPaused(!paused);
    setResumed(paused);
  }

  // A touch "leaves" right after every tap; only a mouse really moves away.
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === "mouse") setResumed(false);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setResumed(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only notices pointer and focus leaving; the button inside is the control
    <div
      className="marquee"
      data-paused={paused ? "" : undefined}
      data-resumed={resumed ? "" : undefined}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <div className="relative overflow-hidden py-2 [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none]">
        <div className="marquee-track flex w-max motion-reduce:w-full">
          {[0, 1].map((copy) => (
            <ul
              key={copy}
              aria-label={copy === 0 ? label : undefined}
              aria-hidden={copy === 1 ? true : undefined}
              className={`flex shrink-0 gap-4 pr-4 ${
                copy === 0
                  ? "motion-reduce:w-full motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pr-0"
                  : "motion-reduce:hidden"
              }`}
            >
              {half.map((item, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: the repeats are identical by design
                  key={`${item}-${index}`}
                  aria-hidden={copy === 0 && index >= items.length ? true : undefined}
                  className={`flex shrink-0 items-center gap-3 rounded-full ${index >= items.length ? "motion-reduce:hidden" : ""} border px-6 py-3 text-lg font-semibold whitespace-nowrap ${
                    dark
                      ? "border-white/15 bg-white/5 text-white"
                      : "border-slate-200 bg-white text-ink-900"
                  }`}
                >
                  <span
                    aria-hidden="true"
                    className={`size-2 rounded-full ${dark ? "bg-accent-300" : "bg-accent-600"}`}
                  />
                  {item}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      <div className="mt-5 flex justify-center motion-reduce:hidden">
        <button
          type="button"
          aria-pressed={paused}
          onClick={toggle}
          className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-5 text-[0.9375rem] font-semibold transition-colors duration-200 ${
            dark
              ? paused
                ? "border-white bg-white text-ink-900 focus-visible:outline-white"
                : "border-white/30 text-white hover:border-white hover:bg-white/10 focus-visible:outline-white"
              : paused
                ? "border-ink-900 bg-ink-900 text-white"
                : "border-slate-300 bg-white text-ink-900 hover:border-accent-600 hover:text-accent-700"
          }`}
        >
          {/* One label and icon in both states (WAI-ARIA toggle button); pressed looks switched on. */}
          <Icon name="pause" className="size-4" strokeWidth={2} />
          Pause scrolling
        </button>
      </div>
    </div>
  );
}
