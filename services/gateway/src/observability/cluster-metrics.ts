import { AggregatorRegistry, type Registry } from 'prom-client';

/** A cluster worker's channel to the starting process: `process` itself under `npm start`. */
export interface ParentChannel {
  send(message: unknown): unknown;
  on(event: 'message', handler: (message: unknown) => void): unknown;
}

/** What the starting process sends: a request for this process's metrics, or everyone's gathered. */
type FromParent = { il?: string; request?: number; id?: number; parts?: unknown[] };

/** Longer than the starting process waits for the others (scripts/metrics-aggregator.cjs). */
const ANSWER_WITHIN_MS = 5000;

/**
 * Makes a scrape of this process cover every server process of its `npm start`: this process
 * answers the starting process's requests for its metrics, and a scrape asks it for everyone's
 * and merges them as prom-client's cluster registry does (counters summed, the shared gauges of
 * the log and read models by their `aggregator`). Should the starting process not answer, the
 * scrape shows this process alone rather than fail.
 */
export function clusterMetrics(registry: Registry, parent: ParentChannel): () => Promise<string> {
  const waiting = new Map<number, (parts: unknown[]) => void>();
  let next = 0;
  parent.on('message', (message) => {
    const m = message as FromParent | null;
    if (m?.il === 'metrics-collect') {
      void registry.getMetricsAsJSON().then(
        (metrics) => parent.send({ il: 'metrics-part', request: m.request, metrics }),
        () => parent.send({ il: 'metrics-part', request: m.request, metrics: [] }),
      );
    } else if (m?.il === 'metrics-gathered' && typeof m.id === 'number') {
      waiting.get(m.id)?.(m.parts ?? []);
    }
  });
  return async () => {
    const id = (next += 1);
    const parts = await new Promise<unknown[] | null>((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve(null);
      }, ANSWER_WITHIN_MS);
      waiting.set(id, (gathered) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(gathered);
      });
      parent.send({ il: 'metrics-gather', id });
    });
    if (!parts || parts.length === 0) return registry.metrics();
    return AggregatorRegistry.aggregate(parts as Parameters<typeof AggregatorRegistry.aggregate>[0]).metrics();
  };
}
