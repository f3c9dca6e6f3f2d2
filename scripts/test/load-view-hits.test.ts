import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerTimesBetween, formatViewHits, gcSecondsBetween, lateScrapeMs, processViewsOf, timedScrapeOfEveryProcess } from '../bench/load/view-hits';

/** What the game's /metrics says, cut to the lines the load bench reads (and one it must not). */
const metrics = (gcMajor: number, gcMinor: number) =>
  [
    'il_server_process{role="follower",pid="4242"} 1',
    'il_http_requests_total{method="GET",route="/_api/league/chat",status_code="200"} 900',
    'il_http_requests_total{method="GET",route="/healthz",status_code="200"} 7',
    'il_http_requests_total{method="POST",route="/_api/league/chat",status_code="200"} 100',
    'il_view_lookups_total{view="chat",result="hit"} 95',
    'il_view_lookups_total{view="chat",result="miss"} 5',
    'il_nodejs_eventloop_lag_p99_seconds 0.0421',
    'il_nodejs_eventloop_lag_max_seconds 0.3105',
    `il_nodejs_gc_duration_seconds_sum{kind="minor"} ${gcMinor}`,
    `il_nodejs_gc_duration_seconds_sum{kind="major"} ${gcMajor}`,
    'il_nodejs_gc_duration_seconds_count{kind="major"} 12',
  ].join('\n');

it('reads a process off its metrics: name, API requests, kept views, event-loop delay and GC time', () => {
  expect(processViewsOf(metrics(1.5, 0.5))).toEqual({
    pid: '4242',
    role: 'follower',
    answered: 1000,
    views: { chat: { hits: 95, lookups: 100 } },
    loopDelay: { p99Ms: expect.closeTo(42.1, 6), maxMs: expect.closeTo(310.5, 6) },
    gcSeconds: { all: 2, major: 1.5 },
    answerTimes: {},
  });
});

it('prints the delay and the GC time of the window, between the scrapes taken as it began and as it ended', () => {
  const before = processViewsOf(metrics(1.5, 0.5));
  const after = processViewsOf(metrics(1.75, 0.625));
  expect(formatViewHits(after, 2000, before)).toBe(
    'follower process 4242 (it answered 50% of the API requests); in the window: event loop delay p99 42 ms, max 311 ms; ' +
      'garbage collection 375 ms (major 250 ms), views kept, hit rate by kind since it started: chat 95.0% of 100',
  );
  // Without a scrape from the window's start there is nothing to count from.
  expect(formatViewHits(after, 2000)).toBe('follower process 4242 (it answered 50% of the API requests), views kept, hit rate by kind since it started: chat 95.0% of 100');
  // The same window's GC time for the JSON summary, where the scrape's own counts from the process's start.
  expect(gcSecondsBetween(before, after)).toEqual({ all: expect.closeTo(0.375, 9), major: expect.closeTo(0.25, 9) });
  expect(gcSecondsBetween(undefined, after)).toBeNull();
});

it('leaves out what a process without those metrics does not say', () => {
  const bare = processViewsOf('il_server_process{role="leader",pid="7"} 1');
  expect(bare).toMatchObject({ pid: '7', role: 'leader', answered: 0, loopDelay: null, gcSeconds: null });
});

/** A process's latency histogram lines: per route, counts at or under 10, 50 and 100 ms and in all. */
const timed = (pid: string, routes: Record<string, [number, number, number, number]>) =>
  [
    `il_server_process{role="leader",pid="${pid}"} 1`,
    ...Object.entries(routes).flatMap(([route, [under10, under50, under100, all]]) => [
      `il_http_request_duration_seconds_bucket{le="0.01",method="GET",route="${route}"} ${under10}`,
      `il_http_request_duration_seconds_bucket{le="0.05",method="GET",route="${route}"} ${under50}`,
      `il_http_request_duration_seconds_bucket{le="0.1",method="GET",route="${route}"} ${under100}`,
      `il_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="${route}"} ${all}`,
    ]),
  ].join('\n');

describe("the server's own timing of its answers in the window", () => {
  it('sums the API routes of every process between the two scrapes, leaving out live streams and other paths', () => {
    const before = [
      processViewsOf(timed('1', { '/_api/league/chat': [100, 100, 100, 100], '/_api/league/events': [0, 0, 0, 50] })),
      processViewsOf(timed('2', { '/_api/league/chat': [10, 10, 10, 10] })),
    ];
    const after = [
      processViewsOf(timed('2', { '/_api/league/chat': [500, 505, 508, 510], '/healthz': [0, 0, 0, 900] })),
      processViewsOf(timed('1', { '/_api/league/chat': [580, 590, 595, 600], '/_api/league/events': [0, 0, 0, 90], '/_api/game-state': [490, 500, 500, 500] })),
    ];
    // 1,500 answers in the window, 15 over 50 ms, 7 of them over 100 ms.
    expect(answerTimesBetween(before, after, 50)).toEqual({
      answers: 1500,
      p99AtMostMs: 50,
      shareOver: 0.01,
      slowest: [{ route: 'GET /_api/league/chat', answers: 1000, over: 15 }],
    });
  });

  it('says when the p99 lies above the last bound', () => {
    const before = [processViewsOf(timed('1', { '/_api/x': [0, 0, 0, 0] }))];
    const after = [processViewsOf(timed('1', { '/_api/x': [90, 95, 97, 100] }))];
    expect(answerTimesBetween(before, after, 50)).toEqual({ answers: 100, p99AtMostMs: null, shareOver: 0.05, slowest: [{ route: 'GET /_api/x', answers: 100, over: 5 }] });
  });

  it('tells nothing without both scrapes of every process, and counts a route first asked in the window from nothing', () => {
    const after = [processViewsOf(timed('1', { '/_api/x': [90, 95, 97, 100] }))];
    expect(answerTimesBetween([], after, 50)).toBeNull();
    expect(answerTimesBetween([processViewsOf('il_server_process{role="leader",pid="1"} 1')], after, 50)).toMatchObject({ answers: 100, shareOver: 0.05 });
  });
});

describe('scrapes that come back late into the window', () => {
  it('times a scrape from its asking to the last process answering', async () => {
    const server = createServer((request, response) => {
      // As a process answers /metrics behind a backlog of requests.
      setTimeout(() => response.end(metrics(1, 1)), 300);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const scrape = await timedScrapeOfEveryProcess(`http://127.0.0.1:${port}`, 1);
      expect(scrape.processes.map((seen) => seen.pid)).toEqual(['4242']);
      expect(scrape.tookMs).toBeGreaterThanOrEqual(290);
    } finally {
      server.close();
    }
  });

  it('leaves the window its own figures only when both scrapes came back within a tenth of it', () => {
    const at = (tookMs: number) => ({ processes: [], tookMs });
    expect(lateScrapeMs(at(120), at(2_900), 30_000)).toBeNull();
    expect(lateScrapeMs(at(14_000), at(200), 30_000)).toBe(14_000);
    expect(lateScrapeMs(at(100), at(3_500), 30_000)).toBe(3_500);
  });
});

