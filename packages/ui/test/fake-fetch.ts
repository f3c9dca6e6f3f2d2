import { encodeWire } from '@il/contracts';

export type Reply = { status?: number; body?: unknown; plain?: boolean; headers?: Record<string, string> };

/** fetch answering from a table keyed "METHOD /path"; records what was asked. */
export function fakeFetch(table: Record<string, Reply | (() => Reply | Promise<Reply>)>) {
  const calls: Array<{ key: string; init?: { body?: string; credentials?: string; headers?: Record<string, string> } }> = [];
  const mock = jest.fn(async (input: string, init?: { method?: string; body?: string; credentials?: string; headers?: Record<string, string> }) => {
    const key = `${init?.method ?? 'GET'} ${new URL(input, 'http://localhost').pathname}`;
    calls.push({ key, init });
    const entry = table[key];
    const reply = typeof entry === 'function' ? await entry() : (entry ?? { status: 404, body: { error: 'Not found' } });
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : reply.plain ? JSON.stringify(reply.body) : encodeWire(reply.body);
    return { ok: status < 400, status, headers: { get: (name: string) => reply.headers?.[name.toLowerCase()] ?? null }, text: async () => text };
  });
  (globalThis as { fetch?: unknown }).fetch = mock;
  return { calls, mock };
}

export const USER = { id: 1, email: 'ava@example.com', displayName: 'Ava', role: 'user' as const, avatarUrl: null };
