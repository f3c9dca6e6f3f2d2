/** Hits and lookups of the kept views by kind, as one server process counted them since it started. */
export type ViewHits = Record<string, { hits: number; lookups: number }>;

/**
 * Reads `il_view_lookups_total` off the game's /metrics. With several server processes a scrape
 * reaches one of them: its counts stand for all, since the kernel spreads players evenly.
 */
export async function scrapeViewHits(origin: string): Promise<ViewHits | null> {
  try {
    const response = await fetch(`${origin}/metrics`, { headers: { connection: 'close' } });
    if (!response.ok) return null;
    const hits: ViewHits = {};
    for (const match of (await response.text()).matchAll(/^il_view_lookups_total\{view="([^"]+)",result="(hit|miss)"\} (\d+)/gm)) {
      const [, view, result, count] = match as unknown as [string, string, 'hit' | 'miss', string];
      const entry = (hits[view] ??= { hits: 0, lookups: 0 });
      entry.lookups += Number(count);
      if (result === 'hit') entry.hits += Number(count);
    }
    return hits;
  } catch {
    return null;
  }
}

export function formatViewHits(hits: ViewHits): string {
  const views = Object.entries(hits).sort(([, a], [, b]) => b.lookups - a.lookups);
  const cell = ([view, { hits: h, lookups }]: [string, { hits: number; lookups: number }]) =>
    `${view} ${lookups === 0 ? '-' : `${((100 * h) / lookups).toFixed(1)}%`} of ${lookups.toLocaleString('en-US')}`;
  return `views kept, hit rate by kind (one server process, since it started): ${views.map(cell).join(', ')}`;
}
