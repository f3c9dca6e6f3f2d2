import { encodeWire } from '@il/contracts';

/**
 * The superjson wire for an answer, written by JSON.stringify when the answer holds only JSON values
 * and Dates (nearly every answer of the game); anything else goes through superjson itself.
 *
 * superjson walks and copies the whole value in JavaScript; on a chat page of 50 messages that was
 * the largest cost of the request. Here one walk only notes where the Dates are, and the native
 * JSON.stringify writes the value (a Date writes its ISO text, as superjson does). The output is
 * superjson's format (`{ json, meta: { values, v: 1 } }`, paths escaped as superjson escapes them),
 * so every client decodes it with superjson; only the referential-equality hints superjson adds when
 * one Date object appears twice are left out, which gives equal, not shared, Dates on decoding.
 */
export function encodeAnswer(value: unknown): string {
  if (typeof value !== 'object' || value === null || value instanceof Date) return encodeWire(value);
  return Object.isFrozen(value) ? encodeKept(value) : encodeFresh(value);
}

/**
 * What the gateway sends for an answer. A frozen answer is one a query keeps and hands out again
 * unchanged (a league's chat page between two messages), frozen all the way down: it is written
 * once, and kept as bytes, since turning a 10 KB text into UTF-8 for the socket on every poll cost
 * as much as the rest of the request.
 */
export function answerBody(value: unknown): string | Buffer {
  if (typeof value !== 'object' || value === null || !Object.isFrozen(value) || value instanceof Date) return encodeAnswer(value);
  let bytes = written.get(value);
  if (bytes === undefined) written.set(value, (bytes = Buffer.from(encodeAnswer(value), 'utf8')));
  return bytes;
}

const written = new WeakMap<object, Buffer>();

function encodeFresh(value: object): string {
  const annotations: string[] = [];
  const path: string[] = [];
  if (!scan(value, path, annotations)) return encodeWire(value);
  return wire(JSON.stringify(value), annotations);
}

const wire = (json: string, annotations: string[]): string =>
  annotations.length === 0 ? `{"json":${json}}` : `{"json":${json},"meta":{"values":{${annotations.join(',')}},"v":1}}`;

/**
 * A frozen record inside a list of a kept answer, written once: its JSON and the Dates under it
 * (by path from it). Kept answers that share records (the feed pages of viewers who liked
 * different posts hold the same posts) then write each record once, not once per answer.
 */
interface Piece {
  json: string;
  dates: { path: string[]; type: string }[];
}
const pieces = new WeakMap<object, Piece | null>();

/**
 * A frozen answer: its lists are walked and their frozen records written from `pieces`; anything
 * else is written as `encodeFresh` writes it. The same text as `encodeFresh` (a test holds it).
 */
function encodeKept(value: object): string {
  const annotations: string[] = [];
  const json = writeContainer(value, [], annotations);
  return json === null ? encodeWire(value) : wire(json, annotations);
}

function isPlainRecord(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
}

/** A list, or a record of the answer's outer shape; null when only superjson can write it. */
function writeContainer(value: object, path: string[], annotations: string[]): string | null {
  if (Array.isArray(value)) {
    const parts: string[] = [];
    for (let i = 0; i < value.length; i += 1) {
      if (!(i in value)) return null;
      path.push(String(i));
      const part = writeItem(value[i] as unknown, path, annotations);
      path.pop();
      if (part === null) return null;
      parts.push(part);
    }
    return `[${parts.join(',')}]`;
  }
  if (!isPlainRecord(value)) return null;
  const parts: string[] = [];
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined || key === '__proto__') return null;
    path.push(key);
    const part = Array.isArray(item) ? writeContainer(item, path, annotations) : writeValue(item, path, annotations);
    path.pop();
    if (part === null) return null;
    parts.push(`${JSON.stringify(key)}:${part}`);
  }
  return `{${parts.join(',')}}`;
}

function writeItem(item: unknown, path: string[], annotations: string[]): string | null {
  if (typeof item !== 'object' || item === null || item instanceof Date) return writeValue(item, path, annotations);
  if (Array.isArray(item)) return writeContainer(item, path, annotations);
  if (!Object.isFrozen(item)) return writeValue(item, path, annotations);
  const piece = pieceOf(item);
  if (piece === null) return null;
  for (const date of piece.dates) annotate([...path, ...date.path], date.type, annotations);
  return piece.json;
}

function writeValue(item: unknown, path: string[], annotations: string[]): string | null {
  if (item === undefined) {
    // Only in a list (a record's undefined is refused above): null plus an annotation, as superjson writes it.
    annotate(path, 'undefined', annotations);
    return 'null';
  }
  return scan(item, path, annotations) ? JSON.stringify(item) : null;
}

function pieceOf(record: object): Piece | null {
  let piece = pieces.get(record);
  if (piece === undefined) {
    const found: string[] = [];
    const paths: { path: string[]; type: string }[] = [];
    const path: string[] = [];
    piece = scan(record, path, found, paths) ? { json: JSON.stringify(record), dates: paths } : null;
    pieces.set(record, piece);
  }
  return piece;
}

const escapeKey = (key: string): string =>
  key.includes('.') || key.includes('\\') ? key.replace(/\\/g, '\\\\').replace(/\./g, '\\.') : key;

/** Keys are escaped only for the few paths that are written, not for every key walked. */
function annotate(path: string[], type: string, annotations: string[], paths?: { path: string[]; type: string }[]): void {
  annotations.push(`${JSON.stringify(path.map(escapeKey).join('.'))}:["${type}"]`);
  paths?.push({ path: [...path], type });
}

/**
 * True when JSON.stringify writes this value the way superjson's json part does; notes the
 * annotations (and, given `paths`, their paths).
 */
function scan(value: unknown, path: string[], annotations: string[], paths?: { path: string[]; type: string }[]): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      // NaN, ±Infinity and -0 need superjson's own annotations.
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object':
      break;
    default:
      return false;
  }
  if (value === null) return true;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return false;
    annotate(path, 'Date', annotations, paths);
    return true;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      // superjson reads a hole its own way; answers have none.
      if (!(i in value)) return false;
      const item: unknown = value[i];
      path.push(String(i));
      // JSON.stringify writes null for undefined in an array, as superjson does (with an annotation).
      const ok = item === undefined ? (annotate(path, 'undefined', annotations, paths), true) : scan(item, path, annotations, paths);
      path.pop();
      if (!ok) return false;
    }
    return true;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  const record = value as Record<string, unknown>;
  if (typeof record.toJSON === 'function') return false;
  for (const key of Object.keys(record)) {
    const item = record[key];
    // superjson keeps an undefined property (null plus an annotation); JSON.stringify would drop it.
    if (item === undefined || key === '__proto__') return false;
    path.push(key);
    const ok = scan(item, path, annotations, paths);
    path.pop();
    if (!ok) return false;
  }
  return true;
}
