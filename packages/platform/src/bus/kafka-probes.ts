import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProbeServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Liveness and readiness for the processes that only talk to Kafka (relay, projection workers),
 * on the same paths as the gateway so every deployment probes every process alike:
 * GET /healthz answers while the event loop runs; GET /readyz answers 200 only when `ready()`.
 */
export async function startProbeServer(options: {
  port: number;
  host?: string;
  ready: () => boolean;
  /** Extra detail shown in the /readyz body, for people, not for the orchestrator. */
  describe?: () => Record<string, unknown>;
}): Promise<ProbeServer> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const send = (status: number, body: Record<string, unknown>) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, { error: 'method not allowed' });
    if (path === '/healthz') return send(200, { status: 'ok' });
    if (path === '/readyz') {
      const ready = options.ready();
      return send(ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', ...(options.describe?.() ?? {}) });
    }
    return send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
