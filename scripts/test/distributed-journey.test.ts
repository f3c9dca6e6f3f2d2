import { api, rawApi } from '@il/contracts';
import { loadConfig, seededRandom } from '@il/platform';
import { ESDB_IMAGE, startMongoReplicaSet } from '@il/platform/test/engine-images';
import { detectContainerRuntime } from '@il/platform/test/event-store/container-runtime';
import type { FastifyInstance } from 'fastify';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { buildApp, CONTEXTS, contextOfPath, createEmbeddedRuntime, type Runtime } from '@il/gateway';
import { startKafkaContainer, type StartedKafka } from '../../services/relay/test/kafka-container';
import { freePort } from '../../e2e/support/server';
import { playJourney, type Server, type Transport } from './api-journey';

/**
 * The whole API journey (register → league → character → post → like → chat → leaderboard) with
 * each bounded context served by its own app, every call routed by the context path table the
 * Ingress and the compose proxy route on. Twice:
 * - in process, always: one embedded runtime, one Fastify app per context;
 * - distributed, where a container runtime exists: EventStoreDB, Kafka and MongoDB in containers,
 *   the built bundles (relay, projection worker, the five services, the gateway) as processes.
 */

const root = path.resolve(__dirname, '..', '..');
describe('one app per bounded context, in process', () => {
  let dataDir: string;
  let runtime: Runtime;
  let apps: Record<Server, FastifyInstance>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'il-journey-'));
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:8080' });
    runtime = await createEmbeddedRuntime(config, pino({ level: 'silent' }), { random: seededRandom(7) });
    const perContext = await Promise.all(
      CONTEXTS.map(async (context) => [context, await buildApp(runtime.deps, { contexts: [context], serveManifest: false, authRateLimit: 1000 })] as const),
    );
    apps = { ...Object.fromEntries(perContext), gateway: await buildApp(runtime.deps, { authRateLimit: 1000 }) } as Record<Server, FastifyInstance>;
  });

  afterAll(async () => {
    await Promise.all(Object.values(apps ?? {}).map((app) => app.close()));
    await runtime?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves every call of the contract in exactly one context, and only there', () => {
    const calls = [...Object.values(api), ...Object.values(rawApi)].map((call) => ({ method: call.method, url: `/_api${call.path}` }));
    for (const call of calls) {
      const owner = contextOfPath(call.url);
      expect([call.url, owner]).toEqual([call.url, expect.any(String)]);
      const servedBy = CONTEXTS.filter((context) => apps[context].hasRoute(call));
      expect([call.method, call.url, servedBy]).toEqual([call.method, call.url, [owner]]);
      expect(apps.gateway.hasRoute(call)).toBe(true);
    }
  });

  it('answers a call of another context with a 404, and a context service has no remote manifest', async () => {
    const wrong = await apps.social.inject({ method: 'GET', url: '/_api/leagues' });
    expect(wrong.statusCode).toBe(404);
    expect((await apps.league.inject({ method: 'GET', url: '/remote-manifest.json' })).statusCode).toBe(404);
    expect((await apps.league.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await apps.gateway.inject({ method: 'GET', url: '/remote-manifest.json' })).statusCode).toBe(200);
  });

  it('plays the whole journey with each call on the app of its context', async () => {
    const transport: Transport = async (to, { method, url, body, cookie }) => {
      const reply = await apps[to].inject({
        method,
        url,
        payload: body,
        headers: { ...(cookie ? { cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      });
      const setCookie = reply.headers['set-cookie'];
      return { status: reply.statusCode, text: reply.body, setCookies: setCookie === undefined ? [] : ([] as string[]).concat(setCookie) };
    };
    const { served } = await playJourney(transport);
    expect([...served].sort()).toEqual([...CONTEXTS, 'gateway'].sort());
  });
});

const runtimeProbe = detectContainerRuntime();
if (!runtimeProbe.available) {
  console.warn(`Skipping the distributed journey (EventStoreDB, Kafka, MongoDB containers + the built services): no container runtime (${runtimeProbe.reason}).`);
}

const BUNDLES: Array<{ name: string; server?: Server; env?: Record<string, string> }> = [
  { name: 'relay' },
  { name: 'projection-worker' },
  // As in docker-compose.yml and k8s/: the context services run the jobs, the gateway does not.
  { name: 'gateway', server: 'gateway', env: { BACKGROUND_JOBS: 'off' } },
  ...CONTEXTS.map((context) => ({ name: context, server: context })),
];

interface RunningBundle {
  name: string;
  url: string;
  child: ChildProcess;
  logs(): string;
}

async function startBundle(name: string, env: Record<string, string>): Promise<RunningBundle> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [path.join(root, 'dist', 'server', `${name}.cjs`)], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { name, url: `http://127.0.0.1:${port}`, child, logs: () => output };
}

async function untilReady(bundle: RunningBundle, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (bundle.child.exitCode !== null) throw new Error(`${bundle.name} exited:\n${bundle.logs()}`);
    const ready = await fetch(`${bundle.url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`${bundle.name} never became ready:\n${bundle.logs()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

(runtimeProbe.available ? describe : describe.skip)('the distributed composition: engines in containers, one process per service', () => {
  let esdb: StartedTestContainer;
  let mongo: { container: StartedTestContainer; url: string };
  let kafka: StartedKafka;
  const bundles: RunningBundle[] = [];

  beforeAll(async () => {
    const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-server.cjs')], { cwd: root, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`build-server failed:\n${built.stdout}\n${built.stderr}`);
    [esdb, mongo, kafka] = await Promise.all([
      new GenericContainer(ESDB_IMAGE)
        .withExposedPorts(2113)
        .withEnvironment({ EVENTSTORE_INSECURE: 'true', EVENTSTORE_CLUSTER_SIZE: '1', EVENTSTORE_RUN_PROJECTIONS: 'None', EVENTSTORE_MEM_DB: 'true' })
        .withWaitStrategy(Wait.forHealthCheck())
        .withStartupTimeout(120_000)
        .start(),
      startMongoReplicaSet(),
      startKafkaContainer(),
    ]);
    const env = {
      NODE_ENV: 'production',
      MODE: 'distributed',
      LOG_LEVEL: 'warn',
      ESDB_URL: `esdb://${esdb.getHost()}:${esdb.getMappedPort(2113)}?tls=false`,
      KAFKA_BROKERS: kafka.brokers.join(','),
      KAFKA_TOPIC: 'influencer-league.journey',
      KAFKA_CLIENT_ID: 'influencer-league-journey',
      MONGO_URL: mongo.url,
      MONGO_DB: 'influencer_league_journey',
      PROJECTIONS: '',
    };
    for (const bundle of BUNDLES) {
      if (!existsSync(path.join(root, 'dist', 'server', `${bundle.name}.cjs`))) throw new Error(`dist/server/${bundle.name}.cjs was not built`);
      bundles.push(await startBundle(bundle.name, { ...env, ...bundle.env }));
    }
    await Promise.all(bundles.map((bundle) => untilReady(bundle)));
  }, 600_000);

  afterAll(async () => {
    await Promise.all(
      bundles.map(
        (bundle) =>
          new Promise<void>((resolve) => {
            if (bundle.child.exitCode !== null) return resolve();
            bundle.child.once('exit', () => resolve());
            bundle.child.kill('SIGTERM');
          }),
      ),
    );
    await Promise.all([esdb?.stop(), mongo?.container.stop(), kafka?.container.stop()]);
  }, 120_000);

  it('plays the whole journey, each call routed to the service of its context', async () => {
    const urlOf = new Map(BUNDLES.flatMap((b, i) => (b.server ? [[b.server, bundles[i]?.url ?? '']] : [])));
    const transport: Transport = async (to, { method, url, body, cookie }) => {
      const response = await fetch(`${urlOf.get(to)}${url}`, {
        method,
        body,
        headers: { ...(cookie ? { cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      });
      return { status: response.status, text: await response.text(), setCookies: response.headers.getSetCookie() };
    };
    try {
      const { served } = await playJourney(transport);
      expect([...served].sort()).toEqual([...CONTEXTS, 'gateway'].sort());
    } catch (error) {
      for (const bundle of bundles) console.error(`--- ${bundle.name}\n${bundle.logs()}`);
      throw error;
    }
  }, 300_000);
});
