// A stand-in for the gateway in web tests. Kept out of './setup-jsdom' (every web test file's
// setup) so that only the tests that fake the API load the contracts codec with it.
import { decodeWire, encodeWire } from '@il/contracts';

/** What fetch was given, as the api client passes it. */
export interface FakeInit {
  method?: string;
  body?: string;
  credentials?: string;
  headers?: Record<string, string>;
}

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The body as the server would read it: a superjson envelope decoded, plain JSON parsed. */
  body: unknown;
  init?: FakeInit;
}

/**
 * One answer, or an Error to throw as a network failure would. Successes travel as superjson
 * unless `wire: 'json'` (login and register answer plain JSON); errors are always plain JSON, as
 * the gateway writes them (docs/api.md). Header names are lower case.
 */
export type Answer = { status?: number; body?: unknown; wire?: 'json' | 'superjson'; headers?: Record<string, string> } | Error;
export type Handler = (call: FakeCall) => Answer | Promise<Answer>;

const NOT_FOUND: Answer = { status: 404, body: { error: 'Not found' } };

function readBody(text: string | undefined): unknown {
  if (!text) return undefined;
  const parsed = JSON.parse(text) as unknown;
  return typeof parsed === 'object' && parsed !== null && 'json' in parsed ? decodeWire(text) : parsed;
}

/**
 * Replaces fetch with a table of /_api answers keyed "METHOD /_api/path". Unlisted calls answer
 * 404 "Not found". Every call is kept so tests can assert what was (and was not) sent.
 */
export function fakeApi(routes: Record<string, Answer | Handler>) {
  const calls: FakeCall[] = [];
  const fetchMock = jest.fn(async (input: string, init?: FakeInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: FakeCall = { method, path: url.pathname, query: url.searchParams, body: readBody(init?.body), init };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? await route(call) : (route ?? NOT_FOUND);
    if (answer instanceof Error) throw answer;
    const status = answer.status ?? 200;
    const plain = answer.wire === 'json' || status >= 400;
    const text = answer.body === undefined ? '' : plain ? JSON.stringify(answer.body) : encodeWire(answer.body);
    const headers = answer.headers ?? {};
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      text: async () => text,
    };
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  const callsTo = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
  const count = (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key).length;
  return { calls, callsTo, count, fetchMock };
}

export const error = (status: number, message: string): Answer => ({ status, body: { error: message } });

export const USER = { id: 7, email: 'jade@example.com', displayName: 'Jade Viral', role: 'user' as const, avatarUrl: null };
export const SIGNED_IN = { 'GET /_api/auth/session': { body: { user: USER } } };
export const SIGNED_OUT = { 'GET /_api/auth/session': { body: { error: 'Not authenticated' } } };

/** A promise the test settles by hand, to look at a screen while a call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
