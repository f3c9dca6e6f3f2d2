import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncoding, COMPRESS_FROM_BYTES, isCompressible, wireAnswer } from '../src/http/answer-compression';
import { league, member, type Player } from './support/social-helpers';
import { createTestApp, type TestApp } from './support/test-app';

/** Kept answers go compressed to a browser that accepts it; everything else as it always went. */
let t: TestApp;
let leagueId: number;
let owner: Player;

beforeAll(async () => {
  t = await createTestApp();
  ({ leagueId, owner } = await league(t, 'Talker'));
  const other = await member(t, leagueId, 'Listener');
  for (let i = 0; i < 20; i += 1) {
    const from = i % 2 ? owner : other;
    expect((await from.post('/_api/league/chat', { leagueId, message: `Message ${i}: who wore it better at the reunion?` })).status).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });

describe('compressed answers', () => {
  const chat = () => `/_api/league/chat?leagueId=${leagueId}`;

  it('sends a kept page in brotli to a browser that accepts it, the same JSON once decoded', async () => {
    const plain = await get(chat());
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);

    const packed = await get(chat(), 'gzip, deflate, br, zstd');
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers['vary']).toBe('accept-encoding');
    expect(plain.headers['vary']).toBe('accept-encoding');
    expect(Number(packed.headers['content-length'])).toBe(packed.rawPayload.length);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(packed.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('falls back to gzip, and to plain bytes where the browser refuses both', async () => {
    const plain = await get(chat());
    const gzip = await get(chat(), 'gzip, deflate, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    const identity = await get(chat(), 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('sends a small answer as it is', async () => {
    const state = await get(`/_api/game-state?leagueId=${leagueId}`, 'gzip, br');
    expect(state.statusCode).toBe(200);
    expect(state.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(state.headers['content-encoding']).toBeUndefined();
  });

  it('sends an error as it is', async () => {
    const refused = await t.app.inject({ method: 'GET', url: chat(), headers: { 'accept-encoding': 'br' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body)).toHaveProperty('error');
  });
});

describe('acceptedEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['BR;q=0.5', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'gzip'],
  ])('%p answers in %p', (header, encoding) => {
    expect(acceptedEncoding(header)).toBe(encoding);
  });
});

describe('wireAnswer', () => {
  const text = JSON.stringify({ json: { text: 'reality '.repeat(400) } });
  const kept = () => Object.freeze({ text: 'reality '.repeat(400) });

  it('compresses a kept answer once per encoding', () => {
    const page = kept();
    const first = wireAnswer(page, 'gzip, deflate, br');
    expect(first).toMatchObject({ encoding: 'br', varies: true });
    expect(wireAnswer(page, 'gzip, deflate, br').payload).toBe(first.payload);
    expect(brotliDecompressSync(first.payload as Buffer).toString('utf8')).toBe(text);
    const gzip = wireAnswer(page, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.payload as Buffer).toString('utf8')).toBe(text);
  });

  it('writes the text again for a client that accepts no compression once only the bytes are kept', () => {
    const page = kept();
    wireAnswer(page, 'br');
    expect(wireAnswer(page, undefined)).toEqual({ payload: text, encoding: null, varies: true });
    expect(wireAnswer(page, 'identity')).toEqual({ payload: text, encoding: null, varies: true });
  });

  it('decodes to the same text at every size the window is fitted to, multi-byte text included', () => {
    for (const unit of ['reality ', 'réalité € ', '😀 drama ']) {
      for (const repeats of [130, 1_000, 5_000, 20_000]) {
        const body = unit.repeat(repeats);
        const expected = JSON.stringify({ json: { text: body } });
        for (const encoding of ['br', 'gzip'] as const) {
          const packed = wireAnswer(Object.freeze({ text: body }), encoding);
          expect(packed.encoding).toBe(encoding);
          const decoded = encoding === 'br' ? brotliDecompressSync(packed.payload as Buffer) : gunzipSync(packed.payload as Buffer);
          expect(decoded.toString('utf8')).toBe(expected);
          expect((packed.payload as Buffer).length).toBeLessThan(Buffer.byteLength(expected) / 3);
        }
      }
    }
  });

  it('keeps the bytes in a block of their own size, not in a slice of a larger one', () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const packed = wireAnswer(kept(), encoding).payload as Buffer;
      expect(packed.byteOffset).toBe(0);
      expect(packed.buffer.byteLength).toBe(packed.length);
    }
  });

  it('sends small kept answers and answers made for one request as text, the same for every client', () => {
    expect(wireAnswer(Object.freeze({ state: 'ok' }), 'br')).toEqual({ payload: '{"json":{"state":"ok"}}', encoding: null, varies: false });
    const fresh = { text: 'reality '.repeat(400) };
    expect(wireAnswer(fresh, 'br')).toEqual({ payload: text, encoding: null, varies: false });
  });
});

describe('isCompressible', () => {
  it('takes kept answers of COMPRESS_FROM_BYTES bytes or more, counted in UTF-8', () => {
    const short = 'é'.repeat(COMPRESS_FROM_BYTES / 2 - 1);
    expect(isCompressible(Object.freeze({}), short)).toBe(false);
    expect(isCompressible(Object.freeze({}), `${short}éé`)).toBe(true);
    expect(isCompressible({}, `${short}éé`)).toBe(false);
  });

  it('counts every kind of character right on either side of the threshold', () => {
    for (const char of ['a', 'é', '€', '😀']) {
      const bytes = Buffer.byteLength(char, 'utf8');
      const under = char.repeat(Math.ceil(COMPRESS_FROM_BYTES / bytes) - 1);
      const over = char.repeat(Math.ceil(COMPRESS_FROM_BYTES / bytes));
      expect(isCompressible(Object.freeze({}), under)).toBe(Buffer.byteLength(under, 'utf8') >= COMPRESS_FROM_BYTES);
      expect(isCompressible(Object.freeze({}), over)).toBe(true);
      expect(isCompressible(Object.freeze({}), 'x'.repeat(COMPRESS_FROM_BYTES - 1))).toBe(false);
    }
  });
});
