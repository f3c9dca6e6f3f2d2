import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { Config, ServiceDeps } from '@il/platform';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { BlockList, isIP, isIPv6 } from 'node:net';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { CONTEXTS, type ContextName } from './composition/contexts';
import { canonicalUrl } from './http/canonical-path';
import { CORRELATION_HEADER, correlationIds } from './http/correlation-id';
import { registerErrorHandler, registerNotFound } from './http/error-handler';
import { registerHealth, type HealthProbe } from './http/health';
import { HotReads } from './http/hot-reads';
import { closeServerWithApp, serverWithHotReads } from './http/hot-reads-server';
import { answerClientError, CLIENT_LIMITS, type ClientLimits } from './http/slow-clients';
import { registerOperatorAccess } from './http/operator-access';
import { registerOriginCheck } from './http/origin-check';
import { registerPlayerWriteLimits } from './http/player-write-limits';
import { rememberingQueries } from './http/query-validation';
import { MinPositionGate } from './http/read-your-writes';
import { registerSecurityHeaders } from './http/security-headers';
import { sharedRateLimitStore } from './http/shared-rate-limit';
import { registerSessionAuth, SESSION_COOKIE } from './http/session-cookie';
import { cookieValue } from './http/session-token';
import { registerFavicon } from './http/favicon';
import { registerRemoteManifest, registerWebHosting, remoteManifest } from './http/web-hosting';
import { registerWireBody } from './http/wire-body';
import { registerContextRoutes } from './routes/contexts';
import { GatewayMetrics } from './observability/metrics';
import { registerMetrics } from './observability/metrics-route';
import { registerSliceReports } from './observability/slice-reports';
import { registerRequestLog, VERBOSE_LEVELS } from './observability/request-log';
import { lazyRequestLogger } from './observability/request-logger';

export interface AppOptions {
  /** Requests per minute per client on each auth call (login, register, resets). */
  authRateLimit?: number;
  /** Serve the built shell and slices (embedded mode). */
  serveWeb?: boolean;
  logger?: boolean | { level: string };
  /** The process's own logger (wins over `logger`), so requests and the runtime share one buffered stream. */
  loggerInstance?: FastifyBaseLogger;
  health?: HealthProbe;
  /** Serve /metrics from these (the runtime counts appends and conflicts into the same registry). */
  metrics?: GatewayMetrics;
  /** The bounded contexts whose /_api calls this process serves (default: all, as the gateway). */
  contexts?: readonly ContextName[];
  /** Serve /remote-manifest.json and /favicon.ico (default: yes). A context service leaves them to the gateway. */
  serveManifest?: boolean;
  /** Count and bound each player's writes (default: the configuration's PLAYER_WRITE_LIMITS). */
  playerWriteLimits?: boolean;
  /** Bounds on slow and crowding clients (default CLIENT_LIMITS). */
  clientLimits?: Partial<ClientLimits>;
}

export const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp(deps: ServiceDeps, options: AppOptions = {}): Promise<FastifyInstance> {
  const requestIds = correlationIds();
  const hotReads = new HotReads();
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: options.logger ?? false }),
    // registerRequestLog writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    // The correlation id travels from the request into every event's metadata and every log line.
    genReqId: requestIds,
    // Every hook compares the path as the router matches it: no escape of `/_api` gets past them.
    rewriteUrl: (request) => canonicalUrl(request.url ?? '/'),
    // The hot polls are answered before Fastify when the process can (http/hot-reads.ts); the
    // server is otherwise the one Fastify makes.
    serverFactory: serverWithHotReads(hotReads, { ...CLIENT_LIMITS, ...options.clientLimits }, trustsAddress(deps.config.trustProxy)),
    clientErrorHandler: answerClientError,
    // Only the proxies the deployment names may say who the client is (rate limits key on it).
    trustProxy: trustedProxies(deps.config.trustProxy),
  });
  app.setValidatorCompiler(rememberingQueries(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);
  await registerSecurityHeaders(app, { contentSecurityPolicy: { directives: CSP_DIRECTIVES } }, { correlationHeader: CORRELATION_HEADER, remoteOrigins: () => remoteOrigins(deps) });
  // Only the session cookie is ever read, by registerSessionAuth; parsing every cookie of every
  // request (the plugin's hook) was a visible share of a cheap read.
  await app.register(cookie, { hook: false });
  const authLimit = options.authRateLimit ?? 30;
  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    if (url.startsWith('/_api/auth/') && route.method === 'POST' && !url.endsWith('/logout')) {
      route.config = { ...(route.config ?? {}), rateLimit: { max: authLimit, timeWindow: '1 minute' } } as typeof route.config;
    }
  });
  // Counted once for all the server processes when they share the limits' records.
  await app.register(rateLimit, { global: false, ...(deps.limits ? { store: sharedRateLimitStore(deps.limits, deps.clock) } : {}) });

  registerOperatorAccess(app, deps.config.operatorToken);
  const metrics = options.metrics ?? new GatewayMetrics();
  registerMetrics(app, metrics);
  registerRequestLog(app);
  registerErrorHandler(app);
  app.decorate('awaitProjections', deps.awaitProjections);
  app.decorate('minPositionGate', new MinPositionGate({ logEnd: () => deps.store.headPosition(), awaitProjections: (position) => deps.awaitProjections(position) }));
  registerWireBody(app);
  registerOriginCheck(app, deps.config.publicUrl);
  const sessions = registerSessionAuth(app, deps);
  if (options.playerWriteLimits ?? deps.config.playerWriteLimits) registerPlayerWriteLimits(app, deps);
  app.decorate('hotReads', hotReads);
  closeServerWithApp(app);
  hotReads.start({
    knownCaller: (token, nowMs) => sessions.holding(token, nowMs)?.auth,
    appliedUpTo: (position) => deps.appliedUpTo?.(position) ?? false,
    tokenOf: (cookie) => cookieValue(cookie, SESSION_COOKIE),
    correlationId: requestIds,
    nowMs: () => deps.clock.now().getTime(),
    record: (route, status, seconds) => metrics.routes.of('GET', route).record(status, seconds),
    logsRoutineReads: () => VERBOSE_LEVELS.has(app.log.level),
    logSlowRead: (details) => app.log.info(details, 'request completed'),
    correlationHeader: CORRELATION_HEADER,
  });
  metrics.trackHotReads(() => hotReads);
  metrics.trackConnections((callback) => app.server.getConnections(callback));
  metrics.trackCaches(() => ({ sessions: sessions.stats(), ...(deps.views ? { views: deps.views.stats() } : {}) }));
  registerHealth(app, options.health ?? { ready: async () => ({ ok: true, details: {} }) });

  registerContextRoutes(app, deps, options.contexts ?? CONTEXTS);
  // The live streams belong to the social context; a process without it has none to count.
  if (app.hasDecorator('leagueEventHub')) metrics.trackSseConnections(() => app.leagueEventHub.connectionCount);

  if (options.serveManifest ?? true) {
    registerRemoteManifest(app, deps.config);
    registerSliceReports(app, metrics);
    registerFavicon(app);
  }
  registerNotFound(app, options.serveWeb ? registerWebHosting(app, deps.config) : undefined);
  return app;
}

/** A hop count trusts that many proxies nearest the process; a list trusts those addresses. */
function trustedProxies(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/**
 * The addresses whose connections are not capped: the proxies the deployment trusts, which carry
 * every player's connections (with a hop count, any address may be such a proxy).
 */
function trustsAddress(trust: Config['trustProxy']): (address: string) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => true;
  const trusted = new BlockList();
  for (const entry of trust) {
    const [address = '', bits] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (!isIP(address)) continue;
    if (bits === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(bits), family);
  }
  // Node gives IPv4 peers of a dual-stack socket as `::ffff:a.b.c.d`.
  return (address) => {
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    return trusted.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/**
 * Scripts, styles and calls only from this origin and the origins the remote manifest names now
 * (remoteOrigins, added per request by registerSecurityHeaders).
 */
const CSP_DIRECTIVES: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
};

/** The origins of the manifest's entries that are not this server's (sorted, each once). */
function remoteOrigins(deps: ServiceDeps): string[] {
  const origins = new Set<string>();
  // Without a manifest file every entry is a release here or under REMOTE_BASE_URL: no need to
  // read the releases on each request.
  const entries = deps.config.remoteManifestFile ? Object.values(safeManifest(deps).remotes) : [{ entry: deps.config.remoteBaseUrl }];
  for (const remote of entries) {
    if (/^https?:\/\//.test(remote.entry)) origins.add(new URL(remote.entry).origin);
  }
  return [...origins].sort();
}

function safeManifest(deps: ServiceDeps) {
  try {
    return remoteManifest(deps.config);
  } catch {
    return { remotes: {} };
  }
}
