import { performance } from 'node:perf_hooks';

/** Hits and lookups of the kept views by kind, as one server process counted them since it started. */
export type ViewHits = Record<string, { hits: number; lookups: number }>;

/** What one server process saw: its view hits, the /_api requests it answered, and how its event loop kept up. */
export interface ProcessViews {
  pid: string;
  role: string;
  views: ViewHits;
  answered: number;
  /**
   * Its event loop's delay since the scrape before (each scrape starts the count again), at the
   * 10 ms resolution Node's monitor samples with: what every request on the process waited on top.
   */
  loopDelay: { p99Ms: number; maxMs: number } | null;
  /** Seconds of garbage collection since it started, all kinds and major (mark-compact) alone. */
  gcSeconds: { all: number; major: number } | null;
  /**
   * Its /_api answers since it started by how long it took them, per method and route, from its
   * own histogram (`il_http_request_duration_seconds`; live streams left out, they last as long as
   * they stay open): cumulative counts at each bound `le` (seconds), and all of them.
   */
  answerTimes: Record<string, AnswerTimes>;
}

export interface AnswerTimes {
  le: number[];
  below: number[];
  count: number;
}

/** The answers of the window as the server processes timed them (answerTimesBetween). */
export interface ServerSideTimes {
  answers: number;
  /** The bucket bound the 99th percentile lies under; null above the last bound. */
  p99AtMostMs: number | null;
  shareOver: number;
  /** The routes with the most answers over the bound, most first. */
  slowest: Array<{ route: string; answers: number; over: number }>;
}

/** Live streams: a request that lasts as long as the stream, not an answer. */
const STREAM_ROUTE = '/_api/league/events';

/** Scrapes until every server process has answered once (a scrape reaches one of them), or gives up. */
export async function scrapeEveryProcess(origin: string, processes: number): Promise<ProcessViews[]> {
  const seen = new Map<string, ProcessViews>();
  for (let attempt = 0; attempt < 10 * processes && seen.size < processes; attempt += 1) {
    const found = await scrapeViewHits(origin);
    if (found && !seen.has(found.pid)) seen.set(found.pid, found);
  }
  return [...seen.values()];
}

/** Every process's scrape, and how long after it was asked the last of them answered. */
export interface TimedScrape {
  processes: ProcessViews[];
  tookMs: number;
}

/**
 * scrapeEveryProcess, timed. A busy process answers /metrics behind its backlog: a scrape asked as
 * the window opens that comes back late into it would make the window's figures cover only its end.
 */
export async function timedScrapeOfEveryProcess(origin: string, processes: number): Promise<TimedScrape> {
  const asked = performance.now();
  const found = await scrapeEveryProcess(origin, processes);
  return { processes: found, tookMs: performance.now() - asked };
}

/**
 * How late the later of the window's two scrapes came back, when later than a tenth of the window
 * (its loop delay, GC and answer times would then be those of a part of it); null when on time.
 */
export function lateScrapeMs(opening: TimedScrape, closing: TimedScrape, windowMs: number): number | null {
  const late = Math.max(opening.tookMs, closing.tookMs);
  return late > windowMs / 10 ? late : null;
}

/** Scrapes the metrics of whichever process answers, its own only. */
export async function scrapeViewHits(origin: string): Promise<ProcessViews | null> {
  try {
    const response = await fetch(`${origin}/metrics?process=this`, { headers: { connection: 'close' } });
    return response.ok ? processViewsOf(await response.text()) : null;
  } catch {
    return null;
  }
}

/** A process's `il_view_lookups_total`, /_api requests, event-loop delay and GC time, read off its /metrics text. */
export function processViewsOf(text: string): ProcessViews {
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
  const seconds = (name: string) => {
    const found = new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text);
    return found ? Number(found[1]) : null;
  };
  const p99 = seconds('il_nodejs_eventloop_lag_p99_seconds');
  const max = seconds('il_nodejs_eventloop_lag_max_seconds');
  let gcAll = 0;
  for (const match of text.matchAll(/^il_nodejs_gc_duration_seconds_sum\{kind="[a-z]+"\} ([0-9.e+-]+)$/gm)) gcAll += Number(match[1]);
  const gcMajor = seconds('il_nodejs_gc_duration_seconds_sum\\{kind="major"\\}');
  const byRoute = new Map<string, { below: Map<number, number>; count: number }>();
  for (const match of text.matchAll(/^il_http_request_duration_seconds_bucket\{le="([^"]+)",method="([^"]+)",route="([^"]+)"\} (\d+)$/gm)) {
    const [, le, method, route, n] = match as unknown as [string, string, string, string, string];
    if (!route.startsWith('/_api/') || route === STREAM_ROUTE) continue;
    const key = `${method} ${route}`;
    let times = byRoute.get(key);
    if (!times) byRoute.set(key, (times = { below: new Map(), count: 0 }));
    if (le === '+Inf') times.count = Number(n);
    else times.below.set(Number(le), Number(n));
  }
  const answerTimes: Record<string, AnswerTimes> = {};
  for (const [key, times] of byRoute) {
    const le = [...times.below.keys()].sort((a, b) => a - b);
    answerTimes[key] = { le, below: le.map((bound) => times.below.get(bound)!), count: times.count };
  }
  return {
    pid: named?.[2] ?? '?',
    role: named?.[1] ?? '?',
    views: hits,
    answered,
    loopDelay: p99 !== null && max !== null ? { p99Ms: p99 * 1000, maxMs: max * 1000 } : null,
    gcSeconds: gcMajor !== null ? { all: gcAll, major: gcMajor } : null,
    answerTimes,
  };
}

/**
 * The answers of every process between two scrapes, as the processes timed them: how many, the
 * bound their 99th percentile lies under, the share that took longer than `overMs` (a bucket
 * bound), and the routes with most of those. Null unless both scrapes read every process, with
 * the same bounds, and some answers came between.
 */
export function answerTimesBetween(before: ProcessViews[], after: ProcessViews[], overMs: number): ServerSideTimes | null {
  let le: number[] | null = null;
  const sum = { below: [] as number[], count: 0 };
  const perRoute = new Map<string, { answers: number; over: number }>();
  for (const end of after) {
    const start = before.find((b) => b.pid === end.pid);
    if (!start) return null;
    for (const [route, times] of Object.entries(end.answerTimes)) {
      const was = start.answerTimes[route] ?? { le: times.le, below: times.le.map(() => 0), count: 0 };
      if (times.le.join() !== was.le.join() || (le && le.join() !== times.le.join())) return null;
      le ??= times.le;
      const below = times.below.map((n, i) => n - was.below[i]!);
      const count = times.count - was.count;
      sum.below = below.map((n, i) => n + (sum.below[i] ?? 0));
      sum.count += count;
      const at = le.indexOf(overMs / 1000);
      const seen = perRoute.get(route) ?? { answers: 0, over: 0 };
      perRoute.set(route, { answers: seen.answers + count, over: seen.over + (at < 0 ? 0 : count - below[at]!) });
    }
  }
  if (!le || sum.count <= 0) return null;
  const p99 = le.findIndex((_, i) => sum.below[i]! >= 0.99 * sum.count);
  const over = le.indexOf(overMs / 1000);
  return {
    answers: sum.count,
    p99AtMostMs: p99 < 0 ? null : le[p99]! * 1000,
    shareOver: over < 0 ? Number.NaN : (sum.count - sum.below[over]!) / sum.count,
    slowest: [...perRoute]
      .filter(([, r]) => r.over > 0)
      .sort(([, a], [, b]) => b.over - a.over)
      .slice(0, 5)
      .map(([route, r]) => ({ route, ...r })),
  };
}

/**
 * A process's view hit rates, and its share of the /_api requests (setup included): the kernel
 * spreads connections unevenly, and with every process loading its own views, a run whose
 * requests mostly reach one process costs less CPU per request than an even one.
 */
export function formatViewHits(seen: ProcessViews, answeredByAll: number, before?: ProcessViews): string {
  const views = Object.entries(seen.views).sort(([, a], [, b]) => b.lookups - a.lookups);
  const cell = ([view, { hits: h, lookups }]: [string, { hits: number; lookups: number }]) =>
    `${view} ${lookups === 0 ? '-' : `${((100 * h) / lookups).toFixed(1)}%`} of ${lookups.toLocaleString('en-US')}`;
  const share = answeredByAll > 0 ? ` (it answered ${((100 * seen.answered) / answeredByAll).toFixed(0)}% of the API requests)` : '';
  return `${seen.role} process ${seen.pid}${share}${formatLoop(seen, before)}, views kept, hit rate by kind since it started: ${views.map(cell).join(', ')}`;
}

/** Seconds of garbage collection between two scrapes of one process: `before`, as the window began, and `seen`, as it ended. */
export function gcSecondsBetween(before: ProcessViews | undefined, seen: ProcessViews): { all: number; major: number } | null {
  if (!before?.gcSeconds || !seen.gcSeconds) return null;
  return { all: seen.gcSeconds.all - before.gcSeconds.all, major: seen.gcSeconds.major - before.gcSeconds.major };
}

/** The process's event-loop delay and garbage collection in the window: from `before`, scraped as it began, to `seen`, as it ended. */
function formatLoop(seen: ProcessViews, before: ProcessViews | undefined): string {
  if (!before || !seen.loopDelay) return '';
  const inWindow = gcSecondsBetween(before, seen);
  const gc = inWindow ? `; garbage collection ${(inWindow.all * 1000).toFixed(0)} ms (major ${(inWindow.major * 1000).toFixed(0)} ms)` : '';
  return `; in the window: event loop delay p99 ${seen.loopDelay.p99Ms.toFixed(0)} ms, max ${seen.loopDelay.maxMs.toFixed(0)} ms${gc}`;
}
