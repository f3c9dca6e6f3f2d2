import os from 'node:os';
import path from 'node:path';
import { DEFAULT_CACHE_PLAYERS } from './read-cache/view-cache';
import { ENGINE_ACCESS_VARS, kafkaAccess, withAccess, type KafkaAccess } from './engine-access';

/**
 * Every environment variable the project reads is named here, once. The deployment files are
 * checked against this list, so a variable that no code reads cannot creep into them.
 */
export const ENV_VARS = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'DATA_DIR',
  'MODE',
  'LOG_LEVEL',
  'PUBLIC_URL',
  'ADMIN_EMAILS',
  'SMTP_URL',
  'MAIL_FROM',
  'ESDB_URL',
  'KAFKA_BROKERS',
  'KAFKA_TOPIC',
  'KAFKA_CLIENT_ID',
  'MONGO_URL',
  'MONGO_DB',
  'REMOTE_MANIFEST_FILE',
  'REMOTE_BASE_URL',
  'WEB_DIST_DIR',
  'SLICE_RELEASES_DIR',
  'AVATAR_SERVICE_URL',
  'PROJECTIONS',
  'SERVICE_CONTEXTS',
  'BACKGROUND_JOBS',
  'TRUST_PROXY',
  'PASSWORD_HASHING',
  'PASSWORD_HASH_COST',
  'CACHE_PLAYERS',
  'WORKERS',
  'WORKER_ROLE',
  'LINK_SOCKET',
  'REUSE_PORT',
  'LISTEN_BACKLOG',
  'PROJECTOR_NICE',
  'OPERATOR_TOKEN',
  'PLAYER_WRITE_LIMITS',
  'READY_MAX_LAG',
  'STORE_BEHIND_MS',
  // Managed engines: credentials and TLS, each a key of a Secret (docs/distributed.md, "Managed engines").
  ...ENGINE_ACCESS_VARS,
] as const;

export type EnvVar = (typeof ENV_VARS)[number];
export type Env = Partial<Record<EnvVar, string>>;

export type Mode = 'embedded' | 'distributed';

export interface Config {
  mode: Mode;
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  logLevel: string;
  publicUrl: string;
  adminEmails: string[];
  smtpUrl: string | null;
  mailFrom: string;
  esdbUrl: string;
  kafkaBrokers: string[];
  kafkaTopic: string;
  kafkaClientId: string;
  mongoUrl: string;
  mongoDb: string;
  remoteManifestFile: string | null;
  remoteBaseUrl: string;
  webDistDir: string | null;
  /** Where slice releases and their channels live (default `<webDistDir>/releases`). */
  sliceReleasesDir: string | null;
  avatarServiceUrl: string | null;
  /** Projection names a worker runs (distributed); empty = all. */
  projections: string[];
  /** Bounded contexts whose /_api calls the gateway process serves; empty = all. */
  serviceContexts: string[];
  /** Whether this process runs the background jobs of the contexts it serves (off: another deployment does). */
  backgroundJobs: boolean;
  /**
   * The proxies whose X-Forwarded-For names the client (addresses or CIDR ranges), or how many
   * hops in front of the process to trust; none by default, so a client cannot pick its own address.
   */
  trustProxy: string[] | number | false;
  /** Password hashes computed at once, and how many more may wait before a call answers 503. */
  passwordHashing: { concurrency: number; queue: number };
  /** argon2's cost: `standard` always, but for a test process that asks for argon2's smallest (passwordHashCost). */
  passwordHashCost: PasswordHashCost;
  /** Players the in-process caches (views, sessions) are sized to hold. */
  cachePlayers: number;
  /** Server processes `npm start` runs (embedded); 0 = one per core. */
  workers: number;
  /**
   * Embedded mode, this process's part when `npm start` runs several (set by it, not by hand):
   * `single` does everything alone; every other process serves requests too, and the `leader`
   * also applies the projections (on a thread of its own) and runs the timed jobs.
   */
  workerRole: WorkerRole;
  /**
   * Set by `npm start` when it runs several processes (not by hand): the Unix socket on which the
   * leader's projector and the followers tell each other of appends and applied positions.
   */
  linkSocket: string | null;
  /**
   * Set by `npm start` where it can (not by hand): this process listens on a socket of its own in
   * the port's SO_REUSEPORT group instead of taking connections handed out by the starting process.
   */
  reusePort: boolean;
  /** Server processes serving this port: `npm start`'s (WORKERS, or one per core), else 1. */
  serverProcesses: number;
  /**
   * Connections the kernel may hold for a server process before it accepts them (the kernel caps
   * it at net.core.somaxconn): a queue that overflows drops handshakes, which clients send again
   * only a second or more later, when thousands of live streams reconnect at once.
   */
  listenBacklog: number;
  /**
   * How many nice values below its process the leader's projector thread runs (0 to 19; 0 keeps the
   * process's priority): where the machine's cores are all wanted, the request threads are served
   * first and the projections catch up in the gaps (docs/decisions.md).
   */
  projectorNice: number;
  /**
   * The bearer token that opens /metrics and /readyz to a caller other than this machine's own
   * (a Prometheus scrape, a probe); without it they answer only local callers that came through no proxy.
   */
  operatorToken: string | null;
  /** Whether each player's writes are counted and bounded (PLAYER_WRITE_LIMITS=off for load drills only). */
  playerWriteLimits: boolean;
  /**
   * `/readyz` answers 503 once a projection trails the log's head by more than this many
   * positions (events in embedded mode; bytes of the log in the distributed mode's EventStoreDB).
   */
  readyMaxLag: number;
  /**
   * One server process alone on its data folder: how long its read models' changes and its limit
   * counts may wait in memory before they are stored (ms).
   */
  storeBehindMs: number;
  // Managed engines: esdbUrl and mongoUrl above already carry their credentials and CA file.
  /** TLS and SASL to the Kafka brokers. */
  kafkaAccess: KafkaAccess;
}

export type WorkerRole = 'single' | 'leader' | 'follower';

/** A positive whole number, or undefined when absent or not one. */
const positive = (value: string | undefined): number | undefined => {
  const number = Number(value);
  return value !== undefined && Number.isInteger(number) && number > 0 ? number : undefined;
};

const list = (value: string | undefined): string[] =>
  (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/** Most Linux kernels cap a listen queue at 4,096 (net.core.somaxconn); asking more only helps where it is raised. */
export const DEFAULT_LISTEN_BACKLOG = 4096;

/** PROJECTOR_NICE unless it says otherwise. */
export const DEFAULT_PROJECTOR_NICE = 10;

/** READY_MAX_LAG unless it says otherwise: a minute or more of a busy league's events. */
export const DEFAULT_READY_MAX_LAG = 10_000;

/** STORE_BEHIND_MS unless it says otherwise: what a crash may cost to replay, and how old a backup's newest change may be. */
export const DEFAULT_STORE_BEHIND_MS = 5_000;

export function loadConfig(env: Env = process.env as Env): Config {
  const port = Number(env.PORT ?? 8080);
  const mode: Mode = env.MODE === 'distributed' ? 'distributed' : 'embedded';
  return {
    mode,
    production: env.NODE_ENV === 'production',
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    adminEmails: list(env.ADMIN_EMAILS).map((e) => e.toLowerCase()),
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? 'Influencer League <no-reply@influencer-league.local>',
    esdbUrl: engineUrls(env).esdb,
    kafkaBrokers: list(env.KAFKA_BROKERS ?? 'localhost:9092'),
    kafkaTopic: env.KAFKA_TOPIC ?? 'influencer-league.events',
    kafkaClientId: env.KAFKA_CLIENT_ID ?? 'influencer-league',
    mongoUrl: engineUrls(env).mongo,
    mongoDb: env.MONGO_DB ?? 'influencer_league',
    remoteManifestFile: env.REMOTE_MANIFEST_FILE ?? null,
    remoteBaseUrl: (env.REMOTE_BASE_URL ?? '/remotes').replace(/\/$/, ''),
    webDistDir: env.WEB_DIST_DIR ?? null,
    sliceReleasesDir: env.SLICE_RELEASES_DIR ?? null,
    avatarServiceUrl: env.AVATAR_SERVICE_URL ?? null,
    projections: list(env.PROJECTIONS),
    serviceContexts: list(env.SERVICE_CONTEXTS).map((c) => c.toLowerCase()),
    backgroundJobs: !['off', 'false', '0', 'no'].includes((env.BACKGROUND_JOBS ?? 'on').trim().toLowerCase()),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    passwordHashing: passwordHashing(env.PASSWORD_HASHING, serverProcesses(env)),
    passwordHashCost: passwordHashCost(env),
    cachePlayers: positive(env.CACHE_PLAYERS) ?? DEFAULT_CACHE_PLAYERS,
    workers: positive(env.WORKERS) ?? 0,
    workerRole: workerRole(env),
    linkSocket: workerRole(env) === 'single' ? null : (env.LINK_SOCKET ?? null),
    reusePort: workerRole(env) !== 'single' && env.REUSE_PORT === '1',
    serverProcesses: serverProcesses(env),
    listenBacklog: positive(env.LISTEN_BACKLOG) ?? DEFAULT_LISTEN_BACKLOG,
    projectorNice: niceSteps(env.PROJECTOR_NICE),
    operatorToken: env.OPERATOR_TOKEN?.trim() || null,
    playerWriteLimits: !['off', 'false', '0', 'no'].includes((env.PLAYER_WRITE_LIMITS ?? 'on').trim().toLowerCase()),
    readyMaxLag: positive(env.READY_MAX_LAG) ?? DEFAULT_READY_MAX_LAG,
    storeBehindMs: positive(env.STORE_BEHIND_MS) ?? DEFAULT_STORE_BEHIND_MS,
    kafkaAccess: kafkaAccess({
      tls: env.KAFKA_TLS,
      caFile: env.KAFKA_TLS_CA_FILE,
      mechanism: env.KAFKA_SASL_MECHANISM,
      username: env.KAFKA_SASL_USERNAME,
      password: env.KAFKA_SASL_PASSWORD,
    }),
  };
}

/**
 * Managed engines: the connection strings with the credentials and CA file of their own variables
 * put in (a login or parameter already in the string wins). A CA file turns TLS on.
 */
function engineUrls(env: Env): { esdb: string; mongo: string } {
  // The default addresses are plain-text local engines: a CA file given means TLS all the same.
  const tls = (caFile: string | undefined): Record<string, string> => (caFile ? { tls: 'true' } : {});
  return {
    esdb: withAccess(
      env.ESDB_URL ?? 'esdb://localhost:2113?tls=false',
      { username: env.ESDB_USERNAME, password: env.ESDB_PASSWORD },
      { tlsCAFile: env.ESDB_TLS_CA_FILE },
      tls(env.ESDB_TLS_CA_FILE),
    ),
    mongo: withAccess(
      env.MONGO_URL ?? 'mongodb://localhost:27017',
      { username: env.MONGO_USERNAME, password: env.MONGO_PASSWORD },
      { tlsCAFile: env.MONGO_TLS_CA_FILE },
      tls(env.MONGO_TLS_CA_FILE),
    ),
  };
}

/** PROJECTOR_NICE: a whole number from 0 to 19; anything else is the default. */
function niceSteps(value: string | undefined): number {
  const steps = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(steps) && steps >= 0 && steps <= 19 ? steps : DEFAULT_PROJECTOR_NICE;
}

function workerRole(env: Env): WorkerRole {
  return env.WORKER_ROLE === 'leader' || env.WORKER_ROLE === 'follower' ? env.WORKER_ROLE : 'single';
}

/** How many server processes of `npm start` share this machine's cores (one per core unless WORKERS says). */
function serverProcesses(env: Env): number {
  return workerRole(env) === 'single' ? 1 : (positive(env.WORKERS) ?? Math.max(1, os.availableParallelism()));
}

/** TRUST_PROXY: a hop count ("1"), or addresses and ranges ("10.0.0.0/8,127.0.0.1"); "true" is refused. */
function trustedProxies(value: string | undefined): string[] | number | false {
  const text = (value ?? '').trim();
  if (/^\d+$/.test(text)) return Number(text) > 0 ? Number(text) : false;
  // Trusting every hop would let any client choose the address its rate limits are keyed by.
  const proxies = list(text).filter((p) => !['true', 'false', '*'].includes(p.toLowerCase()));
  return proxies.length > 0 ? proxies : false;
}

export type PasswordHashCost = 'standard' | 'test';

/**
 * PASSWORD_HASH_COST=test gives argon2's smallest cost, and only to a process whose NODE_ENV is
 * `test` (jest's): anywhere else, the setting is ignored and passwords get the standard cost.
 */
function passwordHashCost(env: Env): PasswordHashCost {
  return env.NODE_ENV === 'test' && env.PASSWORD_HASH_COST?.trim() === 'test' ? 'test' : 'standard';
}

/**
 * PASSWORD_HASHING: "concurrency" or "concurrency,queue" per process. By default the machine's cores
 * are shared among `npm start`'s processes (one hash per core in all, not per process: each hash is
 * a core's work) and 32 may wait per slot.
 */
function passwordHashing(value: string | undefined, processes: number): { concurrency: number; queue: number } {
  const [concurrency, queue] = list(value).map(Number);
  const slots =
    concurrency !== undefined && Number.isInteger(concurrency) && concurrency > 0
      ? concurrency
      : Math.max(1, Math.floor(os.availableParallelism() / processes));
  return { concurrency: slots, queue: queue !== undefined && Number.isInteger(queue) && queue >= 0 ? queue : slots * 32 };
}
