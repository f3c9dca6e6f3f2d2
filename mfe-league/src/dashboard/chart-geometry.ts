/** One player's follower count over time, in chart terms: t in ms, v in followers. */
export interface ChartSeries {
  id: number;
  name: string;
  isYou: boolean;
  points: ReadonlyArray<{ t: number; v: number }>;
}

export interface ChartBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface PlottedSeries {
  id: number;
  name: string;
  isYou: boolean;
  path: string;
  end: { x: number; y: number };
  last: number;
}

export interface Chart {
  series: PlottedSeries[];
  yTicks: Array<{ y: number; value: number }>;
  start: number;
  end: number;
}

/** A round ceiling (1, 2, 2.5 or 5 times a power of ten) so the axis reads well. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 10;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

/**
 * Followers change in jumps (a post, a scandal), so each series is drawn as steps: a count holds
 * until the next change, and the last one holds until the newest point of the league.
 */
export function buildChart(input: readonly ChartSeries[], box: ChartBox): Chart | null {
  const withPoints = input.filter((s) => s.points.length > 0);
  if (withPoints.length === 0) return null;
  const times = withPoints.flatMap((s) => s.points.map((p) => p.t));
  const start = Math.min(...times);
  const end = Math.max(...times);
  const top = niceCeiling(Math.max(...withPoints.flatMap((s) => s.points.map((p) => p.v))) * 1.1);
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const x = (t: number) => box.left + (end === start ? plotWidth : ((t - start) / (end - start)) * plotWidth);
  const y = (v: number) => box.top + plotHeight - (v / top) * plotHeight;
  const round = (n: number) => Math.round(n * 10) / 10;

  const series = withPoints.map((s) => {
    const sorted = [...s.points].sort((a, b) => a.t - b.t);
    const first = sorted[0]!;
    // A lone first point at the very start would be invisible: lead in from the left edge.
    let path = `M${round(end === start ? box.left : x(first.t))},${round(y(first.v))}`;
    for (const point of sorted.slice(1)) path += ` H${round(x(point.t))} V${round(y(point.v))}`;
    const last = sorted[sorted.length - 1]!;
    path += ` H${round(x(end))}`;
    return { id: s.id, name: s.name, isYou: s.isYou, path, end: { x: round(x(end)), y: round(y(last.v)) }, last: last.v };
  });
  // The viewer's line is drawn last, on top of everyone else's.
  series.sort((a, b) => Number(a.isYou) - Number(b.isYou));
  const yTicks = [0, 0.25, 0.5, 0.75, 1].map((f) => ({ y: round(y(top * f)), value: top * f }));
  return { series, yTicks, start, end };
}
