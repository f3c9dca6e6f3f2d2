import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { ApiCall } from '@il/contracts';
import type { CommandContext } from '@il/platform';
import type { z } from 'zod';
import type { RequestAuth } from './auth-context';
import { wireAnswer } from './answer-compression';
import { QUERY_MEMO_SIZE } from './query-validation';
import { MIN_POSITION_HEADER, minPositionOf } from './read-your-writes';
import { API_SECURITY_HEADERS } from './security-headers';
import { ROUTINE_READ_MS } from '../observability/request-log';

/** What a hot read's handler is given: no request or reply, which the fast path does not make. */
export interface HotReadInput<C extends ApiCall> {
  query: z.output<C['query']>;
  auth: RequestAuth;
  ctx: CommandContext;
}

export type HotReadHandler<C extends ApiCall> = (input: HotReadInput<C>) => Promise<z.input<C['response']>>;

export interface HotReadsDeps {
  /** The caller a session token stands for, when the process already knows it (KnownSessions). */
  knownCaller(token: string, nowMs: number): RequestAuth | undefined;
  /** Whether the read models and this process's views show the log up to a position already (ServiceDeps.appliedUpTo). */
  appliedUpTo(position: number): boolean;
  /** The session token a Cookie header carries. */
  tokenOf(cookieHeader: string | undefined): string | undefined;
  /** The request's correlation id, drawn as Fastify draws it (`genReqId`). */
  correlationId(request: IncomingMessage): string;
  nowMs(): number;
  /** Counts an answer in the route metrics, as the `onResponse` hook does for Fastify's. */
  record(route: string, status: number, seconds: number): void;
  /** Whether routine reads are logged (debug or trace): only Fastify's path writes those lines. */
  logsRoutineReads(): boolean;
  /** Writes the line of a read slower than ROUTINE_READ_MS, as the request log does. */
  logSlowRead(details: { reqId: string; method: string; url: string; statusCode: number; responseTime: number }): void;
  correlationHeader: string;
}

/**
 * A query string made of these only reads the same under every parser (no escapes, no '+'), so
 * what the schema made of it here is what it makes of Fastify's parse; any other goes to Fastify.
 */
const PLAIN_QUERY = /^[\w.~-]+=[\w.~-]*(?:&[\w.~-]+=[\w.~-]*)*$/;

interface HotRead {
  route: string;
  call: ApiCall;
  handler: HotReadHandler<ApiCall>;
}

/** A hot read's URL as asked: its read, and what the schema made of its query string. */
interface AskedFor {
  read: HotRead;
  query: unknown;
}

/**
 * The few polls that are nearly all the traffic (§9: the chat page every 4 s, the feed, the game
 * state and the leaderboard), answered before Fastify when the process already knows the caller's
 * session. Such a poll costs the server about as much in Fastify's routing, hooks, promises and
 * reply chain as in the game's own work of finding the kept page; here it runs only the game's
 * part: the same session lookup, the same schema, the same handler, the same bytes and headers,
 * the same metrics. Everything else goes to Fastify, which answers as it always did: another
 * method or path, a query that is not plain, an `x-min-position` this process does not show yet
 * (MinPositionGate waits for it), a session not yet known, a handler that throws (Fastify runs it
 * again and answers the error), and every request while routine reads are logged.
 */
export class HotReads {
  private readonly byPath = new Map<string, HotRead>();
  /**
   * The URLs asked for lately, whole: each member of a league polls the same few, so one lookup
   * of the URL as it came finds the read and its query, without making its path and query string
   * into new strings to hash. Only URLs of hot reads with a query the schema took.
   */
  private readonly byUrl = new Map<string, AskedFor>();
  private deps: HotReadsDeps | undefined;
  /** Polls answered here, and polls taken and then handed to Fastify (`il_hot_reads_total`). */
  answered = 0;
  handedToFastify = 0;

  /** Starts answering, with what the app built (the session lookup exists only once Fastify's hooks do). */
  start(deps: HotReadsDeps): void {
    this.deps = deps;
  }

  add<C extends ApiCall>(call: C, handler: HotReadHandler<C>): void {
    if (call.method !== 'GET' || call.auth !== 'user' || call.wire !== 'superjson') throw new Error(`not a hot read: ${call.method} ${call.path}`);
    const route = `/_api${call.path}`;
    this.byPath.set(route, { route, call, handler: handler as HotReadHandler<ApiCall> });
  }

  /**
   * Answers the request when it is a hot read the process can answer at once; false leaves it,
   * untouched, to `fallback` (Fastify). Once taken, a read whose handler fails goes to `fallback`
   * too, before anything was written.
   */
  answer(request: IncomingMessage, response: ServerResponse, fallback: (request: IncomingMessage, response: ServerResponse) => void): boolean {
    const deps = this.deps;
    if (deps === undefined || request.method !== 'GET') return false;
    const url = request.url ?? '';
    const asked = this.byUrl.get(url) ?? this.askedFor(url);
    if (asked === undefined) return false;
    const headers = request.headers;
    if (deps.logsRoutineReads()) return false;
    // The web client sends its last command's position for ten seconds after it; once this
    // process shows that position there is nothing to wait for, as MinPositionGate would find.
    const minPosition = headers[MIN_POSITION_HEADER];
    if (minPosition !== undefined && !deps.appliedUpTo(minPositionOf(minPosition))) return false;
    const token = deps.tokenOf(headers.cookie);
    if (token === undefined) return false;
    const auth = deps.knownCaller(token, deps.nowMs());
    if (auth?.user == null) return false;
    const { read, query } = asked;

    const started = performance.now();
    const id = deps.correlationId(request);
    const ctx: CommandContext = { userId: auth.user.id, correlationId: id, reached: { position: 0 } };
    const handOver = () => {
      this.handedToFastify += 1;
      fallback(request, response);
    };
    let answering: Promise<unknown>;
    try {
      answering = read.handler({ query, auth, ctx });
    } catch {
      handOver();
      return true;
    }
    answering.then((result) => {
      try {
        this.send(read, request, response, id, result, started);
      } catch {
        // Nothing of an answer that failed to be made has gone yet: Fastify makes it again, or says why not.
        if (response.headersSent) response.destroy();
        else handOver();
      }
    }, handOver);
    return true;
  }

  /**
   * The hot read a URL asks for and what the schema made of its plain query string, kept;
   * undefined for a URL Fastify should see. At most QUERY_MEMO_SIZE URLs per hot read are kept.
   */
  private askedFor(url: string): AskedFor | undefined {
    const mark = url.indexOf('?');
    const read = this.byPath.get(mark < 0 ? url : url.slice(0, mark));
    if (read === undefined) return undefined;
    const query = queryOf(read, mark < 0 ? '' : url.slice(mark + 1));
    if (query === undefined) return undefined;
    if (this.byUrl.size >= QUERY_MEMO_SIZE * this.byPath.size) this.byUrl.clear();
    const asked = { read, query };
    this.byUrl.set(url, asked);
    return asked;
  }

  /** The answer, in the bytes and headers registerCall gives it. */
  private send(read: HotRead, request: IncomingMessage, response: ServerResponse, id: string, result: unknown, started: number): void {
    const deps = this.deps!;
    const answer = wireAnswer(result, request.headers['accept-encoding']);
    const payload = answer.payload;
    // Fastify names the charset of a text it sends, not of bytes.
    const type = typeof payload === 'string' ? 'application/json; charset=utf-8' : 'application/json';
    const headers: string[] = [...SECURITY_HEADER_LIST, deps.correlationHeader, id, 'cache-control', 'no-store', 'content-type', type];
    if (answer.varies) headers.push('vary', 'accept-encoding');
    if (answer.encoding !== null) headers.push('content-encoding', answer.encoding);
    headers.push('content-length', String(typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length));
    response.writeHead(200, headers);
    response.end(payload);
    this.answered += 1;
    const ms = performance.now() - started;
    deps.record(read.route, 200, ms / 1000);
    if (ms >= ROUTINE_READ_MS) deps.logSlowRead({ reqId: id, method: 'GET', url: request.url ?? '', statusCode: 200, responseTime: Math.round(ms * 100) / 100 });
  }
}

const SECURITY_HEADER_LIST: readonly string[] = Object.entries(API_SECURITY_HEADERS).flat();

/** What the schema made of a plain query string; undefined for one Fastify should see. */
function queryOf(read: HotRead, text: string): unknown {
  if (text !== '' && !PLAIN_QUERY.test(text)) return undefined;
  const fields: Record<string, string> = {};
  if (text !== '') {
    for (const pair of text.split('&')) {
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      // A repeated name is an array to Fastify's parser: left to it.
      if (Object.hasOwn(fields, name) || name === '__proto__') return undefined;
      fields[name] = pair.slice(at + 1);
    }
  }
  const parsed = read.call.query.safeParse(fields);
  return parsed.success ? Object.freeze(parsed.data as object) : undefined;
}
