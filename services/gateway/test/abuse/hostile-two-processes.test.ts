import { connect } from 'node:net';
import { request } from 'node:http';
import { servingGatewayForSuite } from '../failure/support/server-process';

/**
 * The probes of the abuse review, replayed against `npm start`'s two processes; every request on a
 * connection of its own, which the kernel hands to either process.
 */
jest.setTimeout(120_000);

const suite = servingGatewayForSuite('hostile', 2, { PLAYER_WRITE_LIMITS: 'on' });

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function call(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers };
    const sent = request(`${suite.server.url}${path}`, { method, agent: false, headers, timeout: 30_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    sent.on('timeout', () => sent.destroy(new Error('timed out')));
    sent.on('error', reject);
    sent.end(options.body === undefined ? undefined : JSON.stringify(options.body));
  });
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

let cookie = '';
beforeAll(async () => {
  const registered = await call('POST', '/_api/auth/register_with_password', { body: { email: 'kim@example.com', password: 'Passw0rd!', displayName: 'Kim' } });
  expect(registered.status).toBe(200);
  cookie = String(registered.headers['set-cookie']).match(/il_session=[^;]+/)![0];
});

it('refuses a cross-site login under every spelling of /_api', async () => {
  for (const path of ['/%5Fapi/auth/login_with_password', '//_api/auth/login_with_password', '/_API/auth/login_with_password']) {
    const answer = await call('POST', path, { body: { email: 'kim@example.com', password: 'Passw0rd!' }, headers: { origin: 'https://evil.example' } });
    expect([403, 404]).toContain(answer.status);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  }
});

it('lets one player create 10 leagues an hour, whichever process each call reached, then 429 with Retry-After', async () => {
  const answers = await Promise.all(
    Array.from({ length: 14 }, (_, i) => call('POST', '/_api/leagues', { body: { name: `League ${i}`, type: 'public' }, headers: { cookie } })),
  );
  expect(tally(answers.map((a) => a.status))).toEqual({ 200: 10, 429: 4 });
  const refused = answers.find((a) => a.status === 429)!;
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(JSON.parse(refused.body)).toEqual({ error: expect.any(String) });
});

it('answers HEAD on the live stream at once and counts no stream', async () => {
  const head = await call('HEAD', '/_api/league/events?leagueId=1', {});
  expect(head.status).toBe(401);
  expect((await call('POST', '/_api/league/events?leagueId=1', { headers: { cookie } })).status).toBe(405);
});

it('keeps /metrics and /readyz from a caller that came through a proxy', async () => {
  for (const path of ['/metrics', '/readyz']) {
    const answer = await call('GET', path, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
  }
});

it("answers Node's own refusals {error}", async () => {
  const answer = await new Promise<string>((resolve) => {
    const url = new URL(suite.server.url);
    const socket = connect({ port: Number(url.port), host: url.hostname });
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(text));
    socket.write(`GET / HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`);
  });
  expect(answer.startsWith('HTTP/1.1 431')).toBe(true);
  expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({ error: expect.any(String) });
});
