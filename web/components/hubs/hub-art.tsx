import { Icon, type IconName } from "#web/components/ui/icon.tsx";
import type { Motif } from "./motif-names.ts";

/**
 * The "image class" of a hub card (SPEC §3): a small drawing in the brand palette, made of an
 * icon on one of a few abstract motifs. Drawn in markup, so a card never shows a broken image.
 */

/** Hub pictures draw from the site's one icon set, on one of the motifs of ./motif-names.ts. */
export type HubIconName = IconName;

export type HubImage = { icon: HubIconName; motif: Motif };

const stroke = "stroke-accent-200";

/** Eight rows of six dots, every fourth along the diagonals a little larger. */
const dotGrid = Array.from({ length: 8 * 6 }, (_, i) => {
  const row = Math.floor(i / 6);
  const col = i % 6;
  return { cx: 188 + col * 22, cy: 14 + row * 19, r: (row + col) % 4 === 0 ? 3.5 : 2 };
});

function MotifDrawing({ motif }: { motif: Motif }) {
  switch (motif) {
    case "grid":
      return (
        <g className={stroke} strokeWidth="1" fill="none">
          {[20, 60, 100, 140].map((y) => (
            <line key={`h${y}`} x1="0" x2="320" y1={y} y2={y} />
          ))}
          {[40, 80, 120, 160, 200, 240, 280].map((x) => (
            <line key={`v${x}`} y1="0" y2="160" x1={x} x2={x} />
          ))}
          <rect x="200" y="20" width="40" height="40" className="fill-accent-100" />
          <rect x="240" y="60" width="40" height="40" className="fill-accent-200/70" />
        </g>
      );
    case "rings":
      return (
        <g className={stroke} strokeWidth="1.5" fill="none">
          {[28, 52, 76, 100, 124].map((r) => (
            <circle key={r} cx="262" cy="40" r={r} />
          ))}
          <circle cx="262" cy="40" r="14" className="fill-accent-200/70" />
        </g>
      );
    case "waves":
      return (
        <g className={stroke} strokeWidth="2" fill="none">
          {[70, 95, 120].map((y) => (
            <path
              key={y}
              d={`M0 ${y} C 60 ${y - 30}, 100 ${y + 30}, 160 ${y} S 260 ${y - 30}, 320 ${y}`}
            />
          ))}
        </g>
      );
    case "bars":
      return (
        <g className="fill-accent-100">
          {[48, 72, 60, 96, 84, 118].map((h, i) => (
            <rect
              key={h}
              x={168 + i * 24}
              y={150 - h}
              width="16"
              height={h}
              rx="3"
              className={i === 5 ? "fill-accent-200" : undefined}
            />
          ))}
        </g>
      );
    case "dots":
      return (
        <g className="fill-accent-200">
          {dotGrid.map(({ cx, cy, r }) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />
          ))}
        </g>
      );
    case "nodes": {
      const points = [
        [190, 36],
        [250, 22],
        [296, 70],
        [232, 92],
        [280, 136],
        [196, 126],
      ] as const;
      return (
        <g>
          <polyline
            points={points.map((p) => p.join(",")).join(" ")}
            className={stroke}
            strokeWidth="1.5"
            fill="none"
          />
          <line x1="190" y1="36" x2="232" y2="92" className={stroke} strokeWidth="1.5" />
          {points.map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r="6" className="fill-accent-200" />
          ))}
        </g>
      );
    }
  }
}

/** Decorative: the card's title names what it shows, so assistive technology skips it. */
export function HubArt({ image, className = "" }: { image: HubImage; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`relative mb-5 aspect-[3/1] overflow-hidden sm:aspect-[2/1] rounded-xl border border-accent-100 bg-gradient-to-br from-accent-50 via-white to-accent-50 ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 320 160"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full"
      >
        <MotifDrawing motif={image.motif} />
      </svg>
      <span className="absolute bottom-4 left-4 grid size-14 place-items-center rounded-2xl bg-accent-600 text-white shadow-[0_10px_24px_-10px_rgb(36_83_230/0.7)] transition-transform duration-200 group-hover:-translate-y-0.5">
        <Icon name={image.icon} strokeWidth={1.75} className="size-7" />
      </span>
    </div>
  );
}
