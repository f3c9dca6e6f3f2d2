import type { FastifyInstance } from 'fastify';

export interface HealthProbe {
  /** Resolves when every dependency answers and the read models are being kept up to date. */
  ready(): Promise<{ ok: boolean; details: Record<string, unknown> }>;
}

/** /healthz: the process is alive. /readyz: it can serve players (stores open, projections running). */
export function registerHealth(app: FastifyInstance, probe: HealthProbe): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const { ok, details } = await probe.ready();
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'not ready', ...details });
  });
}
