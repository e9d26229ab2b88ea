export type DailyFigures = { day: string; pageviews: number; visitors: number };

const dayLabel = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
/** "3 Nov" for a UTC day "2026-11-03". */
export const formatDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

/**
 * A round top for the scale, at least the largest value, whose middle mark is a whole count (a
 * top of 1 or 5 would label its middle 0.5 or 2.5 as a count): up to 10 the next even number,
 * above it 1, 2 or 5 times a power of ten.
 */
export function scaleTop(max: number): number {
  if (max <= 10) return Math.max(2, Math.ceil(max / 2) * 2);
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= max) ?? max;
}

/**
 * The two figures of a day, wide and light behind narrow and dark: the legend's swatch, how far
 * the bar stands in from each side of its day, its fill.
 */
const series = [
  { figure: "pageviews", swatch: "bg-accent-200", inset: 0.1, fill: "fill-accent-200" },
  { figure: "visitors", swatch: "bg-accent-700", inset: 0.25, fill: "fill-accent-700" },
] as const;

/** Which swatch is which figure. */
function Legend({ labels }: { labels: Record<(typeof series)[number]["figure"], string> }) {
  return (
    <ul className="mb-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
      {series.map(({ figure, swatch }) => (
        <li key={figure} className="flex items-center gap-2">
          <span aria-hidden="true" className={`size-3 rounded-sm ${swatch}`} />
          {labels[figure]}
        </li>
      ))}
    </ul>
  );
}

/** The scale beside the bars, from the top value down to 0. */
function Scale({ ticks }: { ticks: readonly number[] }) {
  return (
    <div
      aria-hidden="true"
      className="flex h-48 shrink-0 flex-col justify-between text-right text-xs text-slate-600 tabular-nums sm:h-56"
    >
      {ticks.map((tick) => (
        <span key={tick} className="-my-2">
          {Math.round(tick).toLocaleString("en-US")}
        </span>
      ))}
    </div>
  );
}

/**
 * Page views (light) and visitors (dark) per day as bars, drawn in SVG that stretches to the
 * card's width; the scale and dates are HTML beside it, so text stays legible at any width. The
 * drawing is decorative for assistive technology: the caller gives the figures as text and a
 * table.
 */
export function DailyChart({
  days,
  labels,
}: {
  days: readonly DailyFigures[];
  labels: { pageviews: string; visitors: string };
}) {
  const top = scaleTop(Math.max(0, ...days.map((day) => day.pageviews)));
  const count = Math.max(1, days.length);
  const height = (value: number) => (value / top) * 100;
  const ticks = [top, top / 2, 0];
  // The first, middle and last day, each once (a range of one or two days has fewer).
  const dates = [
    ...new Set([days[0]?.day, days[Math.floor((days.length - 1) / 2)]?.day, days.at(-1)?.day]),
  ].filter((day): day is string => day !== undefined);

  return (
    <div>
      <Legend labels={labels} />
      <div className="flex gap-2">
        <Scale ticks={ticks} />
        <div className="min-w-0 flex-1">
          <svg
            aria-hidden="true"
            focusable="false"
            viewBox={`0 0 ${count} 100`}
            preserveAspectRatio="none"
            className="block h-48 w-full border-b border-l border-slate-300 sm:h-56"
          >
            {[25, 50, 75].map((line) => (
              <line
                key={line}
                x1={0}
                x2={count}
                y1={line}
                y2={line}
                className="stroke-slate-200"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {days.map((day, index) => (
              <g key={day.day}>
                {series.map(({ figure, inset, fill }) => (
                  <rect
                    key={figure}
                    x={index + inset}
                    width={1 - 2 * inset}
                    y={100 - height(day[figure])}
                    height={height(day[figure])}
                    className={fill}
                  />
                ))}
              </g>
            ))}
          </svg>
          <div
            aria-hidden="true"
            className="mt-1.5 flex justify-between gap-2 text-xs whitespace-nowrap text-slate-600"
          >
            {dates.map((day) => (
              <span key={day}>{formatDay(day)}</span>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
