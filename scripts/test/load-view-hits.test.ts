import { formatViewHits, processViewsOf } from '../bench/load/view-hits';

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
});

it('leaves out what a process without those metrics does not say', () => {
  const bare = processViewsOf('il_server_process{role="leader",pid="7"} 1');
  expect(bare).toMatchObject({ pid: '7', role: 'leader', answered: 0, loopDelay: null, gcSeconds: null });
});
