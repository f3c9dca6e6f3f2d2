import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openStream, type EventStreamReader, type OpenedStream } from '../support/event-stream-reader';
import { league, member } from '../support/social-helpers';
import { Client, createTestApp, outboxOf, type TestApp } from '../support/test-app';

/** A live stream is a call like any other: it ends with its session and carries the API's headers. */
let t: TestApp;
let base: string;
const opened: OpenedStream[] = [];

beforeEach(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  for (const stream of opened.splice(0)) stream.close();
  await t.close();
});

async function listen(client: Client, leagueId: number): Promise<{ stream: OpenedStream; reader: EventStreamReader; headers: Record<string, unknown> }> {
  const stream = await openStream(`${base}/_api/league/events?leagueId=${leagueId}`, { cookie: client.cookie });
  opened.push(stream);
  expect(stream.status).toBe(200);
  const reader = stream.reader();
  await reader.waitFor((f) => f.comments.includes('connected'));
  return { stream, reader, headers: stream.headers };
}

/** Resolves once the server ended the stream, or rejects after a generous bound. */
async function endedWithin(reader: EventStreamReader, ms = 10_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('the stream stayed open')), ms)));
  try {
    await Promise.race([reader.ended, late]);
  } finally {
    clearTimeout(timer);
  }
}

function raw(method: string, path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(`${base}${path}`, { method, headers, agent: false, timeout: 10_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    sent.on('timeout', () => sent.destroy(new Error('no answer')));
    sent.on('error', reject);
    sent.end();
  });
}

describe('live streams and sessions', () => {
  it('end when their session logs out; the message sent after never reaches them', async () => {
    const { leagueId, owner: kim } = await league(t, 'Kim');
    const lee = await member(t, leagueId, 'Lee');
    const { reader } = await listen(kim, leagueId);
    expect((await kim.post('/_api/auth/logout')).status).toBe(200);
    await endedWithin(reader);
    await lee.post('/_api/league/chat', { leagueId, message: 'after the logout' });
    expect(reader.events('chat.message')).toEqual([]);
    expect(t.app.leagueEventHub.connectionCount).toBe(0);
  });

  it("end when the account's password is reset, other accounts' streams stay", async () => {
    const { leagueId, owner: kim } = await league(t, 'Kim');
    const lee = await member(t, leagueId, 'Lee');
    const kimStream = await listen(kim, leagueId);
    const leeStream = await listen(lee, leagueId);
    const email = ((await kim.get('/_api/auth/session')).body.user as { email: string }).email;
    await new Client(t.app).post('/_api/auth/send-password-reset', { email });
    const token = decodeURIComponent(/token=([^\s]+)/.exec(outboxOf(t).at(-1)!)![1]!);
    expect((await new Client(t.app).post('/_api/auth/complete-password-reset', { token, password: 'N3w-password' })).status).toBe(200);
    await endedWithin(kimStream.reader);
    await lee.post('/_api/league/chat', { leagueId, message: 'still here' });
    await leeStream.reader.waitFor((f) => f.event === 'chat.message');
  });

  it('carry the API security headers', async () => {
    const { leagueId, owner: kim } = await league(t, 'Kim');
    const { headers } = await listen(kim, leagueId);
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('answer HEAD at once without opening a stream, and other methods 405 {error}', async () => {
    const { leagueId, owner: kim } = await league(t, 'Kim');
    const path = `/_api/league/events?leagueId=${leagueId}`;
    const head = await raw('HEAD', path, { cookie: kim.cookie });
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/event-stream/);
    expect((await raw('HEAD', path, {})).status).toBe(401);
    expect(t.app.leagueEventHub.connectionCount).toBe(0);
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await raw(method, path, { cookie: kim.cookie });
      expect(answer.status).toBe(405);
      expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
    }
  });
});
