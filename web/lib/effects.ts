/**
 * The props of the page effects, driven by data attributes so cards stay plain server-rendered
 * markup; page-effects.ts is what makes them move, without React:
 *
 * - `data-reveal`: fades and lifts in when scrolled into view. Options, all optional:
 *   `data-reveal-duration` (ms, default 800), `data-reveal-delay` (ms), `data-reveal-offset`
 *   (px from the bottom of the viewport, default 80), `data-reveal-easing` (default ease-out),
 *   `data-reveal-repeat` (hide again when it leaves, reveal again when it returns). Should
 *   page-effects.ts never run, app.css shows the content after REVEAL_FALLBACK_MS anyway.
 * - `data-tilt="10"`: tilts toward the pointer up to that many degrees and resets on leave.
 * - `data-glow`: a soft light that follows the pointer.
 *
 * All of them do nothing under prefers-reduced-motion (app.css shows everything at rest).
 */

export type RevealOptions = {
  duration?: number;
  delay?: number;
  offset?: number;
  easing?: string;
  repeat?: boolean;
};

/** Props that make an element reveal on scroll. */
export function reveal(options: RevealOptions = {}): Record<string, string | undefined> {
  return {
    "data-reveal": "",
    "data-reveal-duration": options.duration?.toString(),
    "data-reveal-delay": options.delay ? options.delay.toString() : undefined,
    "data-reveal-offset": options.offset?.toString(),
    "data-reveal-easing": options.easing,
    "data-reveal-repeat": options.repeat ? "" : undefined,
  };
}

/** The delay of the n-th card in a staggered grid: `step` ms times (index mod `every`). */
export function staggerDelay(index: number, step = 60, every = 8): number {
  return step * (index % every);
}
