import { useId } from "react";
import { Icon } from "#web/components/ui/icon.tsx";
import { ArtBlocks } from "./blocks.tsx";
import type { ArtPane, HeroScene } from "./scene.ts";

/**
 * A hero's art: a composed picture of the kind of work the page sells, drawn in markup and inline
 * SVG from its scene's data, so it paints with the headline and costs no request. The picture is
 * hidden from assistive technology; its caption, which starts with "Illustration:", names the
 * figure and tells every visitor that the names and figures in it are samples.
 *
 * One layout for every scene, sized by its own box (a container query), not the window: the main
 * pane fills the box; from 28rem a phone stands over its right edge, and from 24rem a card
 * overlaps its lower left corner. The main pane keeps clear of both: they cover its padding,
 * never its content. Below 24rem (a phone's width) only the main pane shows, and its blocks drop
 * what does not fit (blocks.tsx).
 */
export function HeroArt({ scene }: { scene: HeroScene }) {
  const { main, side, float } = scene;
  // Named by its caption outright: not every browser and screen reader reads a figcaption so.
  const captionId = useId();
  return (
    <figure
      aria-labelledby={captionId}
      className="@container mx-auto w-full max-w-xl lg:max-w-none"
    >
      <div aria-hidden="true">
        <div className="grid">
          <Pane
            pane={main}
            className={`[grid-area:1/1] self-start ${side ? "@md:mr-[31%]" : ""}`}
            inset={`${side ? "@md:pr-7" : ""} ${float ? "@sm:pb-11" : "@md:pb-4"}`}
          />
          {side && (
            <Pane
              pane={side}
              className="[grid-area:1/1] mt-12 hidden w-[34%] self-start justify-self-end @md:block"
            />
          )}
        </div>
        {float && (
          <Pane pane={float} className="relative -mt-8 ml-3 hidden w-fit max-w-[62%] @sm:block" />
        )}
      </div>
      <figcaption id={captionId} className="mt-5 text-center text-xs text-slate-400">
        {scene.caption}
      </figcaption>
    </figure>
  );
}

function Pane({
  pane,
  className,
  inset = "",
}: {
  pane: ArtPane;
  className: string;
  /** Room inside the pane's body at its bottom (and right), which the card (and phone) cover. */
  inset?: string;
}) {
  if (pane.frame === "phone") {
    return (
      <div
        className={`rounded-[1.75rem] bg-ink-950 p-1.5 shadow-2xl ring-1 ring-white/20 ${className}`}
      >
        <div className="overflow-hidden rounded-[1.375rem] bg-white text-xs leading-snug">
          <div className="flex justify-center pt-2">
            <span className="h-1 w-10 rounded-full bg-slate-200" />
          </div>
          <ArtBlocks blocks={pane.blocks} dark={false} className="space-y-2 p-3 pt-2" />
        </div>
      </div>
    );
  }
  if (pane.frame === "card") {
    return (
      <div
        className={`rounded-xl bg-ink-800 p-3 text-xs leading-snug shadow-2xl ring-1 ring-white/15 ${className}`}
      >
        <ArtBlocks blocks={pane.blocks} dark className="space-y-2" />
      </div>
    );
  }
  const dark = pane.dark === true;
  return (
    <div
      className={`overflow-hidden rounded-xl text-xs leading-snug shadow-2xl ring-1 ${
        dark ? "bg-ink-900 ring-white/15" : "bg-white ring-white/10"
      } ${className}`}
    >
      <div
        className={`flex items-center gap-1.5 border-b px-3 py-2 ${
          dark ? "border-white/10 bg-ink-800" : "border-slate-200 bg-slate-50"
        }`}
      >
        {[1, 2, 3].map((dot) => (
          <span
            key={dot}
            className={`size-2 rounded-full ${dark ? "bg-white/20" : "bg-slate-300"}`}
          />
        ))}
        {pane.address && (
          <span
            className={`ml-2 flex min-w-0 flex-1 items-center gap-1.5 rounded-md px-2 py-0.5 text-[0.6875rem] ${
              dark ? "bg-ink-950 text-slate-300" : "bg-white text-slate-600 ring-1 ring-slate-200"
            }`}
          >
            <Icon name="lock" strokeWidth={2} className="size-3 shrink-0" />
            <span className="truncate">{pane.address}</span>
          </span>
        )}
      </div>
      <ArtBlocks
        blocks={pane.blocks}
        dark={dark}
        className={`space-y-3 p-3 @md:px-4 @md:pt-4 ${inset}`}
      />
    </div>
  );
}
