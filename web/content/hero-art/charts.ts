import type { ChartBlock } from "#web/components/hero-art/scene.ts";

/** A chart's scale: from `min` (else 0) to `max`. */
type Scale = { min?: number; max: number };

/** The labels under a chart's axis, at its first and last points. */
type Axis = NonNullable<ChartBlock["axis"]>;

type Series = ChartBlock["series"][number];

/** A bar chart of one series, with its scale and the labels under its axis. */
export function bars(scale: Scale, axis: Axis, series: Series): ChartBlock {
  return chart("bars", scale, axis, [series]);
}

/** A line chart of one or more series on one scale, with the labels under its axis. */
export function lines(scale: Scale, axis: Axis, ...series: Series[]): ChartBlock {
  return chart("line", scale, axis, series);
}

function chart(
  type: ChartBlock["type"],
  { min, max }: Scale,
  axis: Axis,
  series: readonly Series[],
): ChartBlock {
  // In the order the scenes always wrote a chart's fields: the page data keeps it.
  return { kind: "chart", type, ...(min !== undefined && { min }), max, series, axis };
}
