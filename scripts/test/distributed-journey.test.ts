import { api, decodeWire, encodeWire, PostContentResponse, rawApi } from '@il/contracts';
import { loadConfig, seededRandom } from '@il/platform';
import { ESDB_IMAGE, startMongoReplicaSet } from '@il/platform/test/engine-images';
import { detectContainerRuntime } from '@il/platform/test/event-store/container-runtime';
import type { FastifyInstance } from 'fastify';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { buildApp } from '../../services/gateway/src/app';
import { CONTEXTS, contextOfPath, type ContextName } from '../../services/gateway/src/composition/contexts';
import { createEmbeddedRuntime } from '../../services/gateway/src/composition/embedded';
import type { Runtime } from '../../services/gateway/src/composition/runtime';
import { startKafkaContainer, type StartedKafka } from '../../services/relay/test/kafka-container';

/**
 * The whole API journey (register → league → character → post → like → chat → leaderboard) with
 * each bounded context served by its own app, every call routed by the context path table the
 * Ingress and the compose proxy route on. Twice:
 * - in process, always: one embedded runtime, one Fastify app per context;
 * - distributed, where a container runtime exists: EventStoreDB, Kafka and MongoDB in containers,
 *   the built bundles (relay, projection worker, the five services, the gateway) as processes.
 */

const root = path.resolve(__dirname, '..', '..');
type Server = ContextName | 'gateway';

interface Exchange {
  method: 'GET' | 'POST';
  url: string;
  body?: string;
  cookie: string;
}
interface Reply {
  status: number;
  text: string;
  setCookies: string[];
}
/** Sends one request to the process that serves its path; answers which one that was. */
type Transport = (to: Server, exchange: Exchange) => Promise<Reply>;

const SESSION_COOKIE = 'il_session';

/** A player's browser: keeps the session cookie, speaks the superjson wire, notes who answered. */
class Browser {
  private cookie = '';
  constructor(
    private readonly transport: Transport,
    private readonly served: Set<Server>,
  ) {}

  async call(method: 'GET' | 'POST', url: string, body?: unknown, wire: 'json' | 'superjson' = 'superjson', to?: Server) {
    const server = to ?? contextOfPath(url) ?? 'gateway';
    this.served.add(server);
    const encoded = body === undefined ? undefined : wire === 'json' ? JSON.stringify(body) : encodeWire(body);
    const reply = await this.transport(server, { method, url, body: encoded, cookie: this.cookie });
    for (const header of reply.setCookies) {
      const [pair = ''] = header.split(';');
      const [name, value = ''] = pair.split('=');
      if (name?.trim() === SESSION_COOKIE) this.cookie = value ? `${SESSION_COOKIE}=${value}` : '';
    }
    const parsed = reply.text ? (JSON.parse(reply.text) as Record<string, unknown>) : {};
    const decoded = reply.status < 400 && wire === 'superjson' && 'json' in parsed ? decodeWire<Record<string, unknown>>(reply.text) : parsed;
    return { status: reply.status, body: decoded };
  }

  get = (url: string, to?: Server) => this.call('GET', url, undefined, 'superjson', to);
  post = (url: string, body: unknown) => this.call('POST', url, body);
}

async function ok(answer: Promise<{ status: number; body: Record<string, unknown> }>, what: string): Promise<Record<string, unknown>> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** The journey itself; throws (or fails an expectation) at the first wrong answer. */
async function playJourney(transport: Transport): Promise<Set<Server>> {
  const served = new Set<Server>();
  const ace = new Browser(transport, served);
  const bee = new Browser(transport, served);
  const tag = Date.now().toString(36);

  const registered = await ok(
    ace.call('POST', '/_api/auth/register_with_password', { email: `ace-${tag}@example.com`, password: 'Passw0rd!', displayName: 'Ace' }, 'json'),
    'register Ace',
  );
  expect(registered.user).toMatchObject({ email: `ace-${tag}@example.com`, displayName: 'Ace' });
  await ok(bee.call('POST', '/_api/auth/register_with_password', { email: `bee-${tag}@example.com`, password: 'Passw0rd!', displayName: 'Bee' }, 'json'), 'register Bee');
  // The session written by the identity service is what every other process authenticates with.
  expect(await ok(ace.get('/_api/auth/session'), 'session')).toEqual({ user: registered.user });

  const { id: leagueId } = (await ok(ace.post('/_api/leagues', { name: 'Villa Legends', description: 'Islanders only', type: 'public' }), 'create league')) as {
    id: number;
  };
  const aceCharacter = await ok(ace.post('/_api/leagues/create-character', { leagueId, playerName: '@Ace', realityShowBackground: 'competition' }), 'Ace character');
  await ok(bee.post('/_api/leagues/join', { leagueId }), 'Bee joins');
  const beeCharacter = await ok(bee.post('/_api/leagues/create-character', { leagueId, playerName: '@Bee', realityShowBackground: 'competition' }), 'Bee character');

  const posted = PostContentResponse.parse(
    await ok(ace.post(`/_api/content/post?leagueId=${leagueId}`, { contentCardId: 101, captionSelection: { type: 'safe' } }), 'post'),
  );
  expect(posted).toMatchObject({ energy: 92, energySpent: 8, followers: 1200 + posted.followersGained });
  expect(posted.followersGained).toBeGreaterThan(0);
  const feed = await ok(bee.get(`/_api/content/feed?leagueId=${leagueId}`), 'feed');
  const [post] = feed.posts as Array<{ postId: number; likeCount: number }>;
  expect(post).toMatchObject({ likeCount: 0 });

  const liked = await ok(bee.post('/_api/content/like', { leagueId, postId: post?.postId, like: true }), 'like');
  expect(liked).toMatchObject({ liked: true, likeCount: 1, energy: 92, id: beeCharacter.id });

  const sent = await ok(bee.post('/_api/league/chat', { leagueId, message: 'Hello villa!' }), 'chat');
  expect(sent).toMatchObject({ message: 'Hello villa!', character: { id: beeCharacter.id, playerName: '@Bee' } });
  expect(await ok(ace.get(`/_api/league/chat?leagueId=${leagueId}`), 'chat page')).toEqual({ messages: [sent], nextCursor: null });
  expect((await ok(ace.get(`/_api/content/feed?leagueId=${leagueId}`), 'feed again')).posts).toEqual([
    expect.objectContaining({ postId: post?.postId, likeCount: 1, userHasLiked: false, likerNames: ['@Bee'] }),
  ]);

  const board = (await ok(ace.get(`/_api/leagues/leaderboard?leagueId=${leagueId}`), 'leaderboard')) as unknown as Array<Record<string, unknown>>;
  expect(board.map((row) => [row.rank, row.characterName])).toEqual([
    [1, '@Ace'],
    [2, '@Bee'],
  ]);
  expect(await ok(ace.get(`/_api/game-state?leagueId=${leagueId}`), 'game state')).toMatchObject({ id: aceCharacter.id, followers: posted.followers, energy: 92 });
  expect(await ok(ace.get(`/_api/challenges/daily?leagueId=${leagueId}`), 'challenges')).toEqual(expect.any(Array));

  // The gateway still answers every context: the Ingress may send it anything it does not route.
  expect(await ok(bee.get(`/_api/leagues/leaderboard?leagueId=${leagueId}`, 'gateway'), 'leaderboard through the gateway')).toEqual(board);
  return served;
}

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
    const served = await playJourney(transport);
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
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
      const served = await playJourney(transport);
      expect([...served].sort()).toEqual([...CONTEXTS, 'gateway'].sort());
    } catch (error) {
      for (const bundle of bundles) console.error(`--- ${bundle.name}\n${bundle.logs()}`);
      throw error;
    }
  }, 300_000);
});
