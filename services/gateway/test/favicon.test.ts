import { inflateSync } from 'node:zlib';
import { createTestApp, type TestApp } from './support/test-app';

/** GET /favicon.ico: the brand mark, asked for by the browser on every page. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const favicon = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/favicon.ico', headers });

/** The RGBA pixel at (x, y) of the one PNG inside the ICO (filter type 0 rows, as drawn). */
function pixelAt(ico: Buffer, x: number, y: number): number[] {
  const png = ico.subarray(ico.readUInt32LE(18));
  let at = 8;
  const idat: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    if (type === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const width = png.readUInt32BE(16);
  const rows = inflateSync(Buffer.concat(idat));
  const start = y * (width * 4 + 1) + 1 + x * 4;
  return [...rows.subarray(start, start + 4)];
}

describe('favicon', () => {
  it('answers an ICO holding a 32 px PNG of the brand mark, without a session', async () => {
    const answer = await favicon();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/x-icon');
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    const ico = answer.rawPayload;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    const png = ico.subarray(ico.readUInt32LE(18));
    expect(png.length).toBe(ico.readUInt32LE(14));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([32, 32]);

    // A rounded tile: the corner is transparent, the letters dark, the rest in the brand colours.
    expect(pixelAt(ico, 0, 0)[3]).toBe(0);
    expect(pixelAt(ico, 10, 16)).toEqual([0x1b, 0x0b, 0x1f, 255]);
    const [r, g, b, a] = pixelAt(ico, 27, 6);
    expect(a).toBe(255);
    expect(r).toBe(0xff);
    expect(g).toBeGreaterThan(b!);
  });

  it('is tagged, and answers 304 while the tag matches', async () => {
    const first = await favicon();
    expect(first.headers.etag).toMatch(/^"[\w-]{32}"$/);
    const again = await favicon({ 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await favicon({ 'if-none-match': '"other"' })).statusCode).toBe(200);
  });
});
