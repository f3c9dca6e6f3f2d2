export type Row = Record<string, string | number>;

export function table(rows: Row[]): string {
  if (rows.length === 0) return '(none)';
  const keys = Object.keys(rows[0]!);
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(width[i]!) : c.padStart(width[i]!))).join('  ');
  return [line(keys), line(width.map((w) => '-'.repeat(w))), ...rows.map((r) => line(keys.map((k) => String(r[k]))))].join('\n');
}

export const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  return `min ${sorted[0]!.toLocaleString('en-US')}, median ${median.toLocaleString('en-US')}, max ${sorted.at(-1)!.toLocaleString('en-US')} (max/min ${(sorted.at(-1)! / Math.max(1, sorted[0]!)).toFixed(1)}x)`;
};
