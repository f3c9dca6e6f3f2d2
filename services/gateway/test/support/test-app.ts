import { loadConfig, ManualClock, seededRandom, type Random, type ServiceDeps } from '@il/platform';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { decodeWire, encodeWire } from '@il/contracts';
import { buildApp } from '../../src/app';
import { createEmbeddedRuntime } from '../../src/composition/embedded';
import type { Runtime } from '../../src/composition/runtime';
import { GatewayMetrics } from '../../src/observability/metrics';

export interface TestApp {
  app: FastifyInstance;
  deps: ServiceDeps;
  clock: ManualClock;
  dataDir: string;
  runtime: Runtime;
  close(): Promise<void>;
}

/**
 * The real embedded runtime on a temporary data folder, with a hand-moved clock and seeded dice
 * (or the dice given, such as the server's own `systemRandom`), hashing passwords at the test cost.
 */
export async function createTestApp(env: Record<string, string> = {}, random: Random = seededRandom(42)): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'il-test-'));
  // argon2's smallest cost (PASSWORD_HASH_COST): the suites that time or queue hashes ask for the standard one.
  const config = loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:8080', ...env });
  const clock = new ManualClock('2026-03-02T10:00:00.000Z');
  const metrics = new GatewayMetrics();
  const runtime = await createEmbeddedRuntime(config, pino({ level: 'silent' }), { clock, random, metrics });
  // Like the auth limit, the per-player write limits are for the suites that test them.
  const app = await buildApp(runtime.deps, { authRateLimit: 10_000, metrics, ...(env.PLAYER_WRITE_LIMITS === undefined ? { playerWriteLimits: false } : {}) });
  return {
    app,
    deps: runtime.deps,
    clock,
    dataDir,
    runtime,
    async close() {
      await app.close();
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The mails the app wrote to its outbox (no SMTP_URL), oldest first. */
export function outboxOf(t: TestApp): string[] {
  const dir = path.join(t.dataDir, 'outbox');
  return readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

/** A player's browser: keeps the session cookie between calls and speaks the superjson wire. */
export class Client {
  cookie = '';
  constructor(private readonly app: FastifyInstance) {}

  async call(method: 'GET' | 'POST', url: string, body?: unknown, wire: 'json' | 'superjson' = 'superjson'): Promise<{ status: number; body: Record<string, unknown>; raw: LightMyRequestResponse }> {
    const options: InjectOptions = { method, url, headers: {} };
    if (this.cookie) options.headers!.cookie = this.cookie;
    if (body !== undefined) {
      options.headers!['content-type'] = 'application/json';
      options.payload = wire === 'superjson' ? encodeWire(body) : JSON.stringify(body);
    }
    const raw = await this.app.inject(options);
    const setCookie = raw.cookies.find((c) => c.name === 'il_session');
    if (setCookie) this.cookie = setCookie.value ? `il_session=${setCookie.value}` : '';
    const text = raw.body;
    const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    const isEnvelope = raw.statusCode < 400 && wire === 'superjson' && 'json' in parsed;
    return { status: raw.statusCode, body: isEnvelope ? decodeWire<Record<string, unknown>>(text) : parsed, raw };
  }

  get = (url: string) => this.call('GET', url);
  post = (url: string, body: unknown = {}) => this.call('POST', url, body);

  async register(email: string, displayName = 'Player', password = 'Passw0rd!') {
    return this.call('POST', '/_api/auth/register_with_password', { email, password, displayName }, 'json');
  }

  async login(email: string, password = 'Passw0rd!') {
    return this.call('POST', '/_api/auth/login_with_password', { email, password }, 'json');
  }
}

/** A test app for the suite, with one registered player (kim@example.com) and her session cookie. */
export function useAppWithPlayer(): { readonly t: TestApp; readonly cookie: string } {
  const suite = { t: undefined as unknown as TestApp, cookie: '' };
  beforeAll(async () => {
    suite.t = await createTestApp();
    const kim = new Client(suite.t.app);
    await kim.register('kim@example.com', 'Kim');
    suite.cookie = kim.cookie;
  });
  afterAll(async () => {
    await suite.t.close();
  });
  return suite;
}
