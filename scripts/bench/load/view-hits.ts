/** Hits and lookups of the kept views by kind, as one server process counted them since it started. */
export type ViewHits = Record<string, { hits: number; lookups: number }>;

/** What one server process saw: its view hits, and the /_api requests it answered. */
export interface ProcessViews {
  pid: string;
  role: string;
  views: ViewHits;
  answered: number;
}

/** Scrapes until every server process has answered once (a scrape reaches one of them), or gives up. */
export async function scrapeEveryProcess(origin: string, processes: number): Promise<ProcessViews[]> {
  const seen = new Map<string, ProcessViews>();
  for (let attempt = 0; attempt < 10 * processes && seen.size < processes; attempt += 1) {
    const found = await scrapeViewHits(origin);
    if (found && !seen.has(found.pid)) seen.set(found.pid, found);
  }
  return [...seen.values()];
}

/** Reads a process's `il_view_lookups_total` and /_api requests off the game's /metrics. */
export async function scrapeViewHits(origin: string): Promise<ProcessViews | null> {
  try {
    const response = await fetch(`${origin}/metrics`, { headers: { connection: 'close' } });
    if (!response.ok) return null;
    const text = await response.text();
    const named = /^il_server_process\{role="([^"]+)",pid="(\d+)"\} 1/m.exec(text);
    let answered = 0;
    for (const match of text.matchAll(/^il_http_requests_total\{[^}]*route="\/_api[^}]*\} (\d+)/gm)) answered += Number(match[1]);
    const hits: ViewHits = {};
    for (const match of text.matchAll(/^il_view_lookups_total\{view="([^"]+)",result="(hit|miss)"\} (\d+)/gm)) {
      const [, view, result, count] = match as unknown as [string, string, 'hit' | 'miss', string];
      const entry = (hits[view] ??= { hits: 0, lookups: 0 });
      entry.lookups += Number(count);
      if (result === 'hit') entry.hits += Number(count);
    }
    return { pid: named?.[2] ?? '?', role: named?.[1] ?? '?', views: hits, answered };
  } catch {
    return null;
  }
}

/**
 * A process's view hit rates, and its share of the /_api requests (setup included): the kernel
 * spreads connections unevenly, and with every process loading its own views, a run whose
 * requests mostly reach one process costs less CPU per request than an even one.
 */
export function formatViewHits(seen: ProcessViews, answeredByAll: number): string {
  const views = Object.entries(seen.views).sort(([, a], [, b]) => b.lookups - a.lookups);
  const cell = ([view, { hits: h, lookups }]: [string, { hits: number; lookups: number }]) =>
    `${view} ${lookups === 0 ? '-' : `${((100 * h) / lookups).toFixed(1)}%`} of ${lookups.toLocaleString('en-US')}`;
  const share = answeredByAll > 0 ? ` (it answered ${((100 * seen.answered) / answeredByAll).toFixed(0)}% of the API requests)` : '';
  return `${seen.role} process ${seen.pid}${share}, views kept, hit rate by kind since it started: ${views.map(cell).join(', ')}`;
}
