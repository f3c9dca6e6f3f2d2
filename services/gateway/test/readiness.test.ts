import { loadConfig } from '@il/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/app';
import { createEmbeddedRuntime } from '../src/composition/embedded';
import { serveLinkSocket } from '../src/composition/socket-link';
import type { ProcessLink } from '../src/composition/process-link';

/** A follower of `npm start` on a fresh data folder, its leader's projector played by `leader` (or absent). */
async function follower(env: Record<string, string>, withLeader: boolean) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'il-ready-'));
  const linkSocket = path.join(dataDir, 'link.sock');
  const leader: ProcessLink | null = withLeader ? await serveLinkSocket(linkSocket) : null;
  const config = loadConfig({ DATA_DIR: dataDir, WORKER_ROLE: 'follower', LINK_SOCKET: linkSocket, BACKGROUND_JOBS: 'off', ...env });
  const runtime = await createEmbeddedRuntime(config, pino({ level: 'silent' }));
  const app = await buildApp(runtime.deps, { health: runtime.health });
  return {
    app,
    runtime,
    async close() {
      await app.close();
      await runtime.close();
      leader?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const metadata = { schemaVersion: 1, correlationId: 'c', causationId: 'c', userId: null, at: '2026-03-02T10:00:00.000Z' };
const readyz = async (app: Awaited<ReturnType<typeof follower>>['app']) => {
  const reply = await app.inject({ method: 'GET', url: '/readyz' });
  return { status: reply.statusCode, body: reply.json() as { reasons: string[]; leader?: boolean } };
};

async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  for (let i = 0; ; i += 1) {
    const value = await read();
    if (accept(value) || i > 400) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('/readyz', () => {
  it('answers 503 on a follower whose leader is missing, while /healthz stays 200', async () => {
    const t = await follower({}, false);
    const { status, body } = await readyz(t.app);
    expect(status).toBe(503);
    expect(body.leader).toBe(false);
    expect(body.reasons.join()).toMatch(/leader missing/);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await t.close();
  });

  it('answers 200 with the leader there, and 503 once a projection trails the log past READY_MAX_LAG', async () => {
    const t = await follower({ READY_MAX_LAG: '2' }, true);
    const ready = await eventually(() => readyz(t.app), (answer) => answer.status === 200);
    expect(ready).toMatchObject({ status: 200, body: { leader: true, reasons: [] } });
    // Nobody applies them: this leader's projector is a stand-in.
    for (let i = 0; i < 3; i += 1) await t.runtime.deps.store.append(`s-${i}`, [{ type: 'Noted', data: {}, metadata }], 'any');
    const { status, body } = await readyz(t.app);
    expect(status).toBe(503);
    expect(body.reasons.join()).toMatch(/projection \S+ is 3 behind the log \(READY_MAX_LAG 2\)/);
    await t.close();
  });
});
