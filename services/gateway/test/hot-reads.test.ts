import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeWire } from '@il/contracts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { player } from './support/league-helpers';
import { league, member } from './support/social-helpers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The hot polls are answered before Fastify when the process knows the caller's session
 * (http/hot-reads.ts). `inject` goes straight to Fastify, so these speak HTTP to a listening
 * server, and hold the hot path to what Fastify answers for the same request: the same status,
 * bytes and headers (but the date and the correlation id), and Fastify's answer whenever the hot
 * path cannot give it.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}

function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}

/** The same request through Fastify alone. */
async function viaFastify(url: string, headers: Record<string, string>): Promise<Answer> {
  const answer = await t.app.inject({ method: 'GET', url, headers });
  return { status: answer.statusCode, headers: answer.headers, body: answer.rawPayload };
}

/** Headers that differ between any two answers, or only exist on a socket. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'x-correlation-id', 'transfer-encoding']);
const comparable = (headers: Answer['headers']) => Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

const counts = () => ({ answered: t.app.hotReads.answered, handedToFastify: t.app.hotReads.handedToFastify });

function decoded(answer: Answer): Record<string, unknown> {
  const encoding = answer.headers['content-encoding'];
  const text = (encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body).toString();
  return decodeWire(text);
}

describe('hot reads', () => {
  it('answers the four polls as Fastify does, in every encoding', async () => {
    const { leagueId, owner } = await league(t, 'Hotshot');
    await member(t, leagueId, 'Second');
    // A chat page of more than a kilobyte goes compressed.
    for (let i = 0; i < 12; i += 1) expect((await owner.post('/_api/league/chat', { leagueId, message: `message number ${i} with some words in it` })).status).toBe(200);
    const urls = [
      `/_api/league/chat?leagueId=${leagueId}`,
      `/_api/content/feed?leagueId=${leagueId}`,
      `/_api/game-state?leagueId=${leagueId}`,
      `/_api/leagues/leaderboard?leagueId=${leagueId}`,
    ];
    for (const url of urls) {
      for (const encoding of ['br, gzip', 'gzip', '']) {
        const headers = { cookie: owner.cookie, 'accept-encoding': encoding };
        const before = counts();
        const hot = await get(url, headers);
        expect(counts()).toEqual({ ...before, answered: before.answered + 1 });
        const fastify = await viaFastify(url, headers);
        expect(hot.status).toBe(200);
        expect(comparable(hot.headers)).toEqual(comparable(fastify.headers));
        expect(hot.body.equals(fastify.body)).toBe(true);
        expect(hot.headers['x-correlation-id']).toMatch(/^[\w.-]{8,100}$/);
      }
    }
    const chat = decoded(await get(urls[0]!, { cookie: owner.cookie, 'accept-encoding': 'br' }));
    expect((chat.messages as unknown[]).length).toBe(12);
    expect((await get(urls[0]!, { cookie: owner.cookie, 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
  });

  it("shows another member's new chat message on the next poll", async () => {
    const { leagueId, owner } = await league(t, 'Reader');
    const writer = await member(t, leagueId, 'Writer');
    const url = `/_api/league/chat?leagueId=${leagueId}`;
    const headers = { cookie: owner.cookie, 'accept-encoding': 'gzip' };
    expect((decoded(await get(url, headers)).messages as unknown[]).length).toBe(0);
    expect((await writer.post('/_api/league/chat', { leagueId, message: 'hello from the writer' })).status).toBe(200);
    const before = counts();
    const messages = decoded(await get(url, headers)).messages as { text?: string; message?: string }[];
    expect(counts().answered).toBe(before.answered + 1);
    expect(JSON.stringify(messages)).toContain('hello from the writer');
  });

  it('leaves to Fastify what it cannot answer, and Fastify answers it', async () => {
    const { leagueId, owner } = await league(t, 'Careful');
    const outsider = await player(t, 'Outsider');
    const escaped = `%3${String(leagueId)[0]}${String(leagueId).slice(1)}`;
    // Each with the status it must have, or null where Fastify's answer is the only measure.
    const cases: [string, Record<string, string>, number | null][] = [
      // Not signed in.
      [`/_api/league/chat?leagueId=${leagueId}`, {}, 401],
      // A query the schema refuses, and queries that are not plain text.
      [`/_api/league/chat?leagueId=abc`, { cookie: owner.cookie }, 400],
      [`/_api/league/chat?leagueId=${leagueId}&leagueId=${leagueId}`, { cookie: owner.cookie }, null],
      [`/_api/league/chat?leagueId=${escaped}`, { cookie: owner.cookie }, 200],
      // A read for a position this process does not show (MinPositionGate decides: here, past the log's end).
      [`/_api/league/chat?leagueId=${leagueId}`, { cookie: owner.cookie, 'x-min-position': '999999999' }, 200],
      // Another path under the same prefix.
      [`/_api/league/chat/?leagueId=${leagueId}`, { cookie: owner.cookie }, 404],
    ];
    for (const [url, headers, status] of cases) {
      const before = counts();
      const hot = await get(url, headers);
      const fastify = await viaFastify(url, headers);
      expect([url, hot.status]).toEqual([url, status ?? fastify.status]);
      expect([url, fastify.status]).toEqual([url, status ?? fastify.status]);
      if (String(hot.headers['content-type']).includes('json') && hot.status !== 200) expect(hot.body.equals(fastify.body)).toBe(true);
      expect(counts()).toEqual(before);
    }
    // Taken (a known session, a plain query), then refused by the handler: Fastify answers the error.
    // The outsider's first request makes their session known; only the second is taken.
    expect((await get(`/_api/league/chat?leagueId=${leagueId}`, { cookie: outsider.cookie })).status).toBe(404);
    const before = counts();
    const foreign = await get(`/_api/league/chat?leagueId=${leagueId}`, { cookie: outsider.cookie });
    expect(foreign.status).toBe(404);
    expect(JSON.parse(foreign.body.toString())).toEqual({ error: 'League not found' });
    expect(counts()).toEqual({ answered: before.answered, handedToFastify: before.handedToFastify + 1 });
  });

  it("answers a read for its caller's last position once that position is shown", async () => {
    const { leagueId, owner } = await league(t, 'Poster');
    const sent = await owner.post('/_api/league/chat', { leagueId, message: 'read your writes' });
    const position = sent.raw.headers['x-event-position'] as string;
    expect(Number(position)).toBeGreaterThan(0);
    const before = counts();
    const hot = await get(`/_api/league/chat?leagueId=${leagueId}`, { cookie: owner.cookie, 'x-min-position': position });
    expect(counts().answered).toBe(before.answered + 1);
    expect(JSON.stringify(decoded(hot).messages)).toContain('read your writes');
  });

  it('stops answering a session once it is logged out', async () => {
    const { leagueId, owner } = await league(t, 'Leaving');
    const cookie = owner.cookie;
    const url = `/_api/game-state?leagueId=${leagueId}`;
    expect((await get(url, { cookie })).status).toBe(200);
    expect((await owner.post('/_api/auth/logout', {})).status).toBe(200);
    const after = await get(url, { cookie });
    expect(after.status).toBe(401);
    expect(JSON.parse(after.body.toString())).toEqual({ error: 'Not authenticated' });
  });

  it('counts its answers in the route metrics and on /metrics', async () => {
    const { leagueId, owner } = await league(t, 'Counted');
    const url = `/_api/leagues/leaderboard?leagueId=${leagueId}`;
    // The setup's events, projected after its calls answered, may end the session's kept answer
    // (a view it stands on changed): a read before that is hot and the next one goes to Fastify.
    // Counted once they are projected, after a read that keeps the session again.
    await t.deps.awaitProjections(await t.deps.store.headPosition());
    expect((await get(url, { cookie: owner.cookie })).status).toBe(200);
    const metricValue = async (pattern: RegExp) => Number(pattern.exec((await get('/metrics', {})).body.toString())?.[1] ?? 0);
    const series = () => metricValue(/^il_http_requests_total\{method="GET",route="\/_api\/leagues\/leaderboard",status="200"\} (\d+)/m);
    const before = await series();
    const answeredBefore = await metricValue(/^il_hot_reads_total\{outcome="answered"\} (\d+)/m);
    for (let i = 0; i < 3; i += 1) expect((await get(url, { cookie: owner.cookie })).status).toBe(200);
    expect(await series()).toBe(before + 3);
    expect(await metricValue(/^il_hot_reads_total\{outcome="answered"\} (\d+)/m)).toBe(answeredBefore + 3);
  });
});
