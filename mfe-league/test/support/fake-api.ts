import { decodeWire, encodeWire } from '@il/contracts';

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Answer = { status?: number; body?: unknown } | Error;
type Handler = (call: FakeCall) => Answer | Promise<Answer>;

/**
 * Replaces fetch with a table of /_api answers keyed "METHOD /_api/path". Unlisted calls answer
 * 404 "Not found". Every call is kept so tests can assert what was sent.
 */
export function fakeApi(routes: Record<string, Handler | Answer>) {
  const calls: FakeCall[] = [];
  const fetchMock = jest.fn(async (input: string, init?: { method?: string; body?: string }) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const parsed = init?.body ? (JSON.parse(init.body) as object) : undefined;
    const body = parsed && 'json' in parsed && init?.body ? decodeWire(init.body) : parsed;
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: { error: 'Not found' } });
    if (answer instanceof Error) throw answer;
    const status = answer.status ?? 200;
    // Errors are plain JSON, answers superjson (docs/api.md).
    const text = answer.body === undefined ? '' : status >= 400 ? JSON.stringify(answer.body) : encodeWire(answer.body);
    return { ok: status >= 200 && status < 300, status, headers: { get: () => null }, text: async () => text };
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return { calls, callsTo, fetchMock };
}

export const USER = { id: 7, email: 'jade@example.com', displayName: 'Jade Viral', role: 'user' as const, avatarUrl: null };
export const SIGNED_IN = { 'GET /_api/auth/session': { body: { user: USER } } };
export const SIGNED_OUT = { 'GET /_api/auth/session': { body: { error: 'Not authenticated' } } };

export const error = (status: number, message: string): Answer => ({ status, body: { error: message } });
