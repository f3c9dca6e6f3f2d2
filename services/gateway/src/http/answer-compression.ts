import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { keptAlready, keptWith } from '@il/platform';
import { answerText, COMPRESS_FROM_BYTES, forgetText, isKept } from './wire-encode';

/**
 * Kept answers (the frozen pages every member of a league polls: the chat page, the feed, the
 * leaderboard) go compressed to a client that accepts it. They are compressed once, when first
 * asked for in an encoding, and the compressed bytes are kept with the answer (`wireAnswer`): a
 * chat page of about 10 KB polled every 4 s by each member goes as about 1.4 KB: fewer bytes to write
 * and to carry.
 * An answer made afresh for one request is sent as it is: compressing it would cost every request.
 * No answer holds a secret beside text a client chose (the session is a cookie, not a body), so
 * compressing them gives nothing away (BREACH). Answers of COMPRESS_FROM_BYTES or more are compressed.
 */
export { COMPRESS_FROM_BYTES };

export type AnswerEncoding = 'br' | 'gzip';

/** Where a kept answer's compressed bytes are kept with it (`keptWith`), by encoding. */
const BYTES: Record<AnswerEncoding, symbol> = { br: Symbol('brotli bytes'), gzip: Symbol('gzip bytes') };

/**
 * Brotli's fastest quality (a 10 KB page to about a twelfth), told how much text comes: left to
 * its defaults it readies a 4 MB window for every page, about half the cost of compressing a chat
 * page, for the same bytes out (`npm run bench:compress`). A page changes on every chat message or
 * like, and each process compresses it again.
 */
export function brotliOptions(textLength: number) {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: textLength } };
}

/**
 * Gzip's fastest level, with the smallest window (zlib's 2^10 to 2^15 bytes) that spans the text's
 * characters: a text of many multi-byte characters is longer in bytes, and is then only compressed
 * a little less, never wrongly (the window bounds how far back a repeat is looked for).
 */
export function gzipOptions(textLength: number) {
  return { level: 1, windowBits: Math.min(15, Math.max(10, Math.ceil(Math.log2(textLength + 1)))) };
}

/** The last header read and its answer: browsers send the same few strings on every poll. */
let lastHeader = '';
let lastEncoding: AnswerEncoding | null = null;

/** The encoding to answer in: brotli, else gzip, as the client's Accept-Encoding allows (q=0 refuses). */
export function acceptedEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  if (acceptEncoding !== lastHeader) {
    lastEncoding = encodingOf(acceptEncoding);
    lastHeader = acceptEncoding;
  }
  return lastEncoding;
}

function encodingOf(acceptEncoding: string): AnswerEncoding | null {
  let gzip = false;
  for (const item of acceptEncoding.split(',')) {
    const [name = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzip = true;
  }
  return gzip ? 'gzip' : null;
}

/** Whether an answer is sent compressed to a client that accepts it (and varies by Accept-Encoding). */
export function isCompressible(answer: unknown, text: string): answer is object {
  return isKept(answer) && utf8BytesAtLeast(text, COMPRESS_FROM_BYTES);
}

/**
 * A string's UTF-8 form has at least a byte per UTF-16 unit and at most three, so only texts in
 * between are measured: a chat page (10 KB) would otherwise be scanned on every poll.
 */
function utf8BytesAtLeast(text: string, bytes: number): boolean {
  if (text.length >= bytes) return true;
  return text.length * 3 >= bytes && Buffer.byteLength(text, 'utf8') >= bytes;
}

/** What an answer goes out as: its payload, the encoding that payload is in, and whether it varies with Accept-Encoding. */
export interface WireAnswer {
  payload: string | Buffer;
  encoding: AnswerEncoding | null;
  varies: boolean;
}

/**
 * An answer as it goes to a client with this Accept-Encoding. A kept answer of COMPRESS_FROM_BYTES
 * or more goes compressed, once per answer and encoding, and from then on only its compressed
 * bytes are kept, not its text: the text (a chat page is 10 KB, a feed page 8 KB) is put together
 * again from its records' kept JSON should a client accepting neither encoding ask (wire-encode.ts),
 * and keeping it tied every page made after an action to the young generation's next collections,
 * which copy whatever is still alive.
 */
export function wireAnswer(answer: unknown, acceptEncoding: string | undefined): WireAnswer {
  if (!isKept(answer)) return { payload: answerText(answer), encoding: null, varies: false };
  const encoding = acceptedEncoding(acceptEncoding);
  const packed = encoding === null ? undefined : keptAlready<Buffer>(answer, BYTES[encoding]);
  if (packed !== undefined) return { payload: packed, encoding, varies: true };
  const text = answerText(answer);
  if (!isCompressible(answer, text)) return { payload: text, encoding: null, varies: false };
  if (encoding === null) return { payload: text, encoding: null, varies: true };
  const bytes = keptWith(answer, BYTES[encoding], () => inBlockOfItsOwn(encoding === 'br' ? brotliCompressSync(text, brotliOptions(text.length)) : gzipSync(text, gzipOptions(text.length))));
  forgetText(answer);
  return { payload: bytes, encoding, varies: true };
}

/**
 * Compressed bytes are kept in a block of their own size: zlib hands out its output as a slice of
 * its 16 KB work block, and a kept 1.4 KB page would hold all of it as external memory for as long
 * as its view lived (see answerText).
 */
function inBlockOfItsOwn(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}
