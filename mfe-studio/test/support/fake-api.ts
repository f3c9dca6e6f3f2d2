import { encodeWire } from '@il/contracts';

export interface FakeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export type Answer = { status?: number; body?: unknown } | Error;
type Handler = (call: FakeCall) => Answer | Promise<Answer>;

/**
 * Replaces fetch with a table of /_api answers keyed "METHOD /path". Unlisted calls answer 404;
 * every call is kept so tests can assert what was (and was not) sent.
 */
export function fakeApi(routes: Record<string, Handler | Answer>) {
  const calls: FakeCall[] = [];
  const fetchMock = jest.fn(async (input: string, init?: { method?: string; body?: string }) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? ((JSON.parse(init.body) as { json?: unknown }).json ?? undefined) : undefined;
    const call = { method, path: url.pathname, query: Object.fromEntries(url.searchParams), body };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: { error: 'Not found' } });
    if (answer instanceof Error) throw answer;
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : status >= 400 ? JSON.stringify(answer.body) : encodeWire(answer.body);
    return { ok: status >= 200 && status < 300, status, headers: { get: () => null }, text: async () => text };
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  const callsTo = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
  return { calls, callsTo, fetchMock };
}
