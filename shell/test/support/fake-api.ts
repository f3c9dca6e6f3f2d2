import { encodeWire } from '@il/contracts';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status?: number; body?: unknown; wire?: 'json' | 'superjson' } | Error;
type Handler = (call: FakeCall) => Answer | Promise<Answer>;

/**
 * Replaces fetch with a table of /_api answers. Unlisted calls answer 404. Every call is kept so
 * tests can assert what was sent.
 */
export function fakeApi(routes: Record<string, Handler | Answer>) {
  const calls: FakeCall[] = [];
  const fetchMock = jest.fn(async (input: string, init?: { method?: string; body?: string }) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path: url.pathname, body };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: { error: 'Not found' } });
    if (answer instanceof Error) throw answer;
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : answer.wire === 'json' ? JSON.stringify(answer.body) : encodeWire(answer.body);
    return { ok: status >= 200 && status < 300, status, headers: { get: () => null }, text: async () => text };
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  return { calls, fetchMock };
}

export const SIGNED_OUT = { 'GET /_api/auth/session': { body: { error: 'Not authenticated' } } };

export const USER = { id: 7, email: 'jade@example.com', displayName: 'Jade Viral', role: 'user' as const, avatarUrl: null };
