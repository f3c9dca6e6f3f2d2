import { GatewayMetrics, WALKING_DEFAULT_METRICS } from '../src/observability/metrics';
import { Client, createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const scrape = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;

describe('/metrics', () => {
  it('counts requests per route pattern and measures their latency', async () => {
    const c = new Client(t.app);
    await c.register('kim@example.com', 'Kim');
    await c.get('/_api/auth/session');
    await c.get('/_api/leagues/leaderboard?leagueId=99');
    const text = await scrape();
    expect(text).toMatch(/il_http_requests_total\{method="POST",route="\/_api\/auth\/register_with_password",status="200"\} 1/);
    expect(text).toMatch(/il_http_requests_total\{method="GET",route="\/_api\/leagues\/leaderboard",status="404"\} 1/);
    expect(text).toMatch(/il_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/_api\/auth\/session"\}/);
  });

  it('measures appends and reports each projection lag and the open live streams', async () => {
    const text = await scrape();
    expect(text).toMatch(/il_event_append_duration_seconds_count\{result="ok"\} [1-9]/);
    expect(text).toMatch(/il_projection_lag_events\{projection="users"\} 0/);
    expect(text).toMatch(/il_projection_lag_events\{projection="leaderboard"\} \d+/);
    expect(text).toMatch(/il_sse_connections 0/);
  });

  it('reports the log head and each projection checkpoint', async () => {
    const text = await scrape();
    const head = Number(/il_log_head_position (\d+)/.exec(text)?.[1]);
    expect(head).toBeGreaterThan(0);
    expect(text).toMatch(new RegExp(`il_projection_checkpoint\\{projection="users"\\} ${head}\n`));
  });

  it('counts optimistic-concurrency conflicts by aggregate kind', async () => {
    const observer = t.deps.commandObserver!;
    observer.conflict('character', true);
    expect(await scrape()).toMatch(/il_command_conflicts_total\{stream="character",outcome="retried"\} 1/);
  });

  it('reports the hit rate, size and capacity of the view and session caches', async () => {
    const c = new Client(t.app);
    await c.register('lee@example.com', 'Lee');
    for (let i = 0; i < 3; i += 1) await c.get('/_api/auth/session');
    const text = await scrape();
    const hits = Number(/il_cache_lookups_total\{cache="sessions",result="hit"\} (\d+)/.exec(text)?.[1]);
    expect(hits).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/il_cache_lookups_total\{cache="views",result="miss"\} [1-9]/);
    expect(text).toMatch(/il_cache_hit_ratio\{cache="sessions"\} 0\.\d+/);
    expect(text).toMatch(/il_cache_capacity\{cache="views"\} 175000/);
    expect(text).toMatch(/il_cache_capacity\{cache="sessions"\} 62500/);
    expect(text).toMatch(/il_cache_entries\{cache="views"\} [1-9]/);
    expect(text).toMatch(/il_cache_evictions_total\{cache="views"\} 0/);
    expect(text).toMatch(/il_view_lookups_total\{view="session",result="miss"\} [1-9]/);
    expect(text).toMatch(/il_view_revisions_total \d+/);
  });
});

describe('what a scrape reads', () => {
  it('counts open connections instead of walking every handle and descriptor of the process', async () => {
    const text = await scrape();
    expect(text).toMatch(/il_http_connections \d+/);
    for (const name of WALKING_DEFAULT_METRICS) expect(text).not.toContain(`il_${name}`);
    expect(text).toMatch(/il_process_cpu_seconds_total \d/);
    expect(text).toMatch(/il_nodejs_eventloop_lag_p99_seconds \d/);
  });
});

describe('il_server_process', () => {
  it('names the process that answered the scrape, for a server of several processes', async () => {
    const metrics = new GatewayMetrics();
    metrics.nameProcess('follower');
    expect(await metrics.registry.metrics()).toContain(`il_server_process{role="follower",pid="${process.pid}"} 1`);
  });
});

describe('il_http_request_duration_seconds', () => {
  it('writes the latencies counted per route as a cumulative histogram, with counts by status', async () => {
    const metrics = new GatewayMetrics();
    const route = metrics.routes.of('GET', '/_api/x');
    route.record(200, 0.003);
    route.record(200, 0.001);
    route.record(404, 0.2);
    route.record(200, 9);
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/il_http_requests_total\{method="GET",route="\/_api\/x",status="200"\} 3/);
    expect(text).toMatch(/il_http_requests_total\{method="GET",route="\/_api\/x",status="404"\} 1/);
    expect(text).toMatch(/il_http_request_duration_seconds_bucket\{le="0\.001",method="GET",route="\/_api\/x"\} 1\n/);
    expect(text).toMatch(/il_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/_api\/x"\} 2\n/);
    expect(text).toMatch(/il_http_request_duration_seconds_bucket\{le="0\.25",method="GET",route="\/_api\/x"\} 3\n/);
    expect(text).toMatch(/il_http_request_duration_seconds_bucket\{le="2\.5",method="GET",route="\/_api\/x"\} 3\n/);
    expect(text).toMatch(/il_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/_api\/x"\} 4\n/);
    expect(text).toMatch(/il_http_request_duration_seconds_count\{method="GET",route="\/_api\/x"\} 4\n/);
    expect(text).toMatch(/il_http_request_duration_seconds_sum\{method="GET",route="\/_api\/x"\} 9\.204\n/);
  });
});
