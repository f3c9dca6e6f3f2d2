import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { etagMatches } from './if-none-match';

/**
 * The site icon: the brand mark (the "IL" tile of the sidebar and the splash screen) drawn in
 * code at start, a PNG inside an ICO. Browsers ask for /favicon.ico on every page whatever the
 * page says, so the gateway answers it in every mode, next to the remote manifest.
 */
export const FAVICON_PATH = '/favicon.ico';
export const FAVICON_MEDIA_TYPE = 'image/x-icon';
const FAVICON_CACHE_CONTROL = 'public, max-age=86400';
const SIZE = 32;
/** Samples per pixel side: the tile's rounded corners and the letters' edges are smoothed. */
const SUPERSAMPLE = 4;

type Rgb = readonly [number, number, number];
const BRAND_STOPS: ReadonlyArray<readonly [number, Rgb]> = [
  [0, [0xff, 0x3d, 0x8b]],
  [0.55, [0xff, 0x8a, 0x3d]],
  [1, [0xff, 0xc9, 0x4d]],
];
const INK: Rgb = [0x1b, 0x0b, 0x1f];
const CORNER_RADIUS = 8;
/** The letters as rectangles [x0, y0, x1, y1] on the 32 px grid. */
const LETTERS: ReadonlyArray<readonly [number, number, number, number]> = [
  [8, 8, 12.5, 24], // I
  [15.5, 8, 20, 24], // L, stem
  [15.5, 19.5, 25, 24], // L, foot
];

function brandColour(t: number): Rgb {
  const after = BRAND_STOPS.findIndex(([offset]) => offset >= t);
  if (after <= 0) return BRAND_STOPS[0]![1];
  const [o0, c0] = BRAND_STOPS[after - 1]!;
  const [o1, c1] = BRAND_STOPS[after]!;
  const k = (t - o0) / (o1 - o0);
  return [0, 1, 2].map((i) => Math.round(c0[i]! + (c1[i]! - c0[i]!) * k)) as unknown as Rgb;
}

function insideTile(x: number, y: number): boolean {
  const r = CORNER_RADIUS;
  const cx = Math.min(Math.max(x, r), SIZE - r);
  const cy = Math.min(Math.max(y, r), SIZE - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

const insideLetter = (x: number, y: number) => LETTERS.some(([x0, y0, x1, y1]) => x >= x0 && x < x1 && y >= y0 && y < y1);

/** RGBA rows of the mark, each prefixed with PNG filter type 0. */
function pixels(): Buffer {
  const rows = Buffer.alloc(SIZE * (SIZE * 4 + 1));
  for (let py = 0; py < SIZE; py++) {
    const row = py * (SIZE * 4 + 1);
    for (let px = 0; px < SIZE; px++) {
      let tile = 0;
      let ink = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const x = px + (sx + 0.5) / SUPERSAMPLE;
          const y = py + (sy + 0.5) / SUPERSAMPLE;
          if (!insideTile(x, y)) continue;
          tile++;
          if (insideLetter(x, y)) ink++;
        }
      }
      const samples = SUPERSAMPLE * SUPERSAMPLE;
      const brand = brandColour((px + py) / (2 * (SIZE - 1)));
      const inkShare = tile ? ink / tile : 0;
      const at = row + 1 + px * 4;
      for (let i = 0; i < 3; i++) rows[at + i] = Math.round(brand[i]! * (1 - inkShare) + INK[i]! * inkShare);
      rows[at + 3] = Math.round((255 * tile) / samples);
    }
  }
  return rows;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

export function faviconPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // colour type: RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels(), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO file holding one PNG image (the form every current browser reads). */
export function faviconIco(): Buffer {
  const png = faviconPng();
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(SIZE, 6);
  header.writeUInt8(SIZE, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

export function registerFavicon(app: FastifyInstance): void {
  const ico = faviconIco();
  const etag = `"${createHash('sha256').update(ico).digest('base64url').slice(0, 32)}"`;
  app.get(FAVICON_PATH, async (request, reply) => {
    void reply.header('etag', etag).header('cache-control', FAVICON_CACHE_CONTROL);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type(FAVICON_MEDIA_TYPE).send(ico);
  });
}
