import type { FastifyInstance } from 'fastify';
import type { GatewayMetrics } from './metrics';

/** Request rate and latency per route, and the /metrics endpoint in Prometheus text format. */
export function registerMetrics(app: FastifyInstance, metrics: GatewayMetrics): void {
  // The labelled series of each method, route and status, found once: prom-client hashes a
  // labels object on every call otherwise.
  const series = new Map<string, { count: { inc(): void }; latency: { observe(seconds: number): void } }>();
  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern, never the raw URL: ids and query strings would explode the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      const key = `${request.method} ${route} ${reply.statusCode}`;
      let found = series.get(key);
      if (!found) {
        found = {
          count: metrics.requests.labels(request.method, route, String(reply.statusCode)),
          latency: metrics.latency.labels(request.method, route),
        };
        series.set(key, found);
      }
      found.count.inc();
      found.latency.observe(reply.elapsedTime / 1000);
    }
    done();
  });
  app.get('/metrics', async (_request, reply) => {
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(body);
  });
}
