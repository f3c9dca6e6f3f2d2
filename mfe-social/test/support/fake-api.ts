import { encodeWire } from '@il/contracts';

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Answer = { status?: number; body?: unknown } | Error;
export type Handler = (call: FakeCall) => Answer | Promise<Answer>;

/** Replaces fetch with a table of /_api answers keyed "METHOD /path"; unlisted calls answer 404. */
export function fakeApi(routes: Record<string, Handler | Answer>) {
  const calls: FakeCall[] = [];
  const fetchMock = jest.fn(async (input: string, init?: { method?: string; body?: string }) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(init.body) as { json?: unknown }).json : undefined;
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: { error: 'Not found' } });
    if (answer instanceof Error) throw answer;
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : status < 300 ? encodeWire(answer.body) : JSON.stringify(answer.body);
    return { ok: status >= 200 && status < 300, status, headers: { get: () => null }, text: async () => text };
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  const count = (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key).length;
  return { calls, fetchMock, count };
}

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
