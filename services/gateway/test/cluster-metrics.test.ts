import { EventEmitter } from 'node:events';
import { clusterMetrics, type ParentChannel } from '../src/observability/cluster-metrics';
import { GatewayMetrics } from '../src/observability/metrics';

// The starting process's half, as `npm start` runs it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { serveMetricsAggregation } = require('../../../scripts/metrics-aggregator.cjs') as {
  serveMetricsAggregation(cluster: unknown, options?: { withinMs?: number }): void;
};

/** A cluster of server processes in one: each worker's IPC channel, both ways, through emitters. */
function fakeCluster(count: number) {
  const cluster = Object.assign(new EventEmitter(), { workers: {} as Record<number, unknown> });
  const channels: ParentChannel[] = [];
  for (let id = 1; id <= count; id += 1) {
    const toWorker = new EventEmitter();
    const worker = { id, isConnected: () => true, send: (message: unknown) => setImmediate(() => toWorker.emit('message', message)) };
    cluster.workers[id] = worker;
    channels.push({
      send: (message) => setImmediate(() => cluster.emit('message', worker, message)),
      on: (event, handler) => toWorker.on(event, handler),
    });
  }
  return { cluster, channels };
}

const shared = (head: number) => ({
  head: async () => head,
  checkpoints: async () => ({ users: head - 2 }),
  faults: async () => [{ _id: 'users', _position: 1, parked: null, decision: null, faults: 1, skipped: [] }],
});

describe('/metrics with several server processes', () => {
  it('answers a scrape of any one process with the counters of all, and the shared gauges once', async () => {
    const { cluster, channels } = fakeCluster(2);
    serveMetricsAggregation(cluster);
    const processes = [new GatewayMetrics(), new GatewayMetrics()];
    processes.forEach((metrics, i) => {
      metrics.nameProcess(i === 0 ? 'leader' : 'follower');
      metrics.trackProjections(shared(7));
      metrics.shareAcrossProcesses(clusterMetrics(metrics.registry, channels[i] as ParentChannel));
    });
    processes[0]?.commandObserver.conflict('character', true);
    processes[1]?.commandObserver.conflict('character', true);
    processes[1]?.commandObserver.conflict('character', true);

    const text = await (processes[1] as GatewayMetrics).scrape();
    expect(text).toMatch(/il_command_conflicts_total\{stream="character",outcome="retried"\} 3/);
    expect(text).toMatch(/il_server_process\{role="leader",pid="\d+"\} 1/);
    expect(text).toMatch(/il_server_process\{role="follower",pid="\d+"\} 1/);
    expect(text).toMatch(/il_log_head_position 7\n/);
    expect(text).toMatch(/il_projection_checkpoint\{projection="users"\} 5\n/);
    expect(text).toMatch(/il_projection_faults_total\{projection="users"\} 1\n/);
  });

  it('answers with its own metrics alone when nothing shares them (WORKERS=1)', async () => {
    const metrics = new GatewayMetrics();
    metrics.trackProjections(shared(4));
    metrics.commandObserver.conflict('league', false);
    const text = await metrics.scrape();
    expect(text).toMatch(/il_command_conflicts_total\{stream="league",outcome="gave_up"\} 1/);
    expect(text).toMatch(/il_log_head_position 4\n/);
  });
});
