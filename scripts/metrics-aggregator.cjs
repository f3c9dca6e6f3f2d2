// The starting process's part in one `/metrics` scrape covering every server process: a scrape
// lands on whichever process the kernel gave the connection, which asks this one (cluster IPC) for
// the metrics of all; this one asks each process for its registry's metrics as JSON and hands the
// parts back, and the scraped process merges them with prom-client's AggregatorRegistry
// (observability/cluster-metrics.ts). Merging there keeps this process free of the server's
// dependencies: it loads no bundle and no prom-client of its own.

/** A process that has not answered by then is left out of the scrape (its pid is missing from il_server_process). */
const GATHER_WITHIN_MS = 2000;

/** @param {import('node:cluster').Cluster} cluster */
function serveMetricsAggregation(cluster, { withinMs = GATHER_WITHIN_MS } = {}) {
  let next = 0;
  const pending = new Map();
  const finish = (request) => {
    const entry = pending.get(request);
    if (!entry) return;
    pending.delete(request);
    clearTimeout(entry.timer);
    if (entry.asker.isConnected()) entry.asker.send({ il: 'metrics-gathered', id: entry.id, parts: entry.parts });
  };
  cluster.on('message', (worker, message) => {
    if (message?.il === 'metrics-gather') {
      const request = (next += 1);
      const workers = Object.values(cluster.workers).filter((w) => w?.isConnected());
      const entry = { asker: worker, id: message.id, parts: [], left: new Set(workers.map((w) => w.id)), timer: null };
      entry.timer = setTimeout(() => finish(request), withinMs);
      pending.set(request, entry);
      for (const w of workers) w.send({ il: 'metrics-collect', request });
    } else if (message?.il === 'metrics-part') {
      const entry = pending.get(message.request);
      if (!entry || !entry.left.delete(worker.id)) return;
      entry.parts.push(message.metrics);
      if (entry.left.size === 0) finish(message.request);
    }
  });
}

module.exports = { serveMetricsAggregation, GATHER_WITHIN_MS };
