import { encodeWire } from '@il/contracts';
import { forgetDerived, keptWith } from '@il/platform';

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
  return encodeFresh(value);
}

/** Whether an answer is one a query keeps and hands out again unchanged (see answerText). */
export function isKept(value: unknown): value is object {
  return typeof value === 'object' && value !== null && Object.isFrozen(value) && !(value instanceof Date);
}

/**
 * The text the gateway sends for an answer. A frozen answer is one a query keeps and hands out
 * again unchanged (a league's chat page between two messages), frozen all the way down: it is
 * written once and its text kept with it. The text stays a string, in V8's heap: kept as UTF-8
 * bytes it would hold a block of external memory for as long as its view lived, and V8 starts a
 * full collection whenever 64 MB more of that is held than after the last one, every few seconds
 * at 20,000 live players. A page of 1 KB or more goes to a client that accepts compression as kept compressed
 * bytes, and its text is then let go (answer-compression.ts, `forgetText`); smaller answers, and pages to a client that does not, are turned
 * into UTF-8 as they are written (under a microsecond for the few hundred bytes of a game state).
 */
export function answerText(value: unknown): string {
  return isKept(value) ? keptWith(value, TEXT, () => keptText(encodeKept(value))) : encodeAnswer(value);
}

/** The size from which a kept answer goes compressed to a client that accepts it (answer-compression.ts). */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * A kept answer's text as it stays kept: one string when it is shorter than COMPRESS_FROM_BYTES
 * characters (a game state). A longer one is compressed and let go at its first poll, so making it
 * one string would only cost that poll a copy.
 */
const keptText = (text: string): string => (text.length < COMPRESS_FROM_BYTES ? inOnePiece(text) : text);

/**
 * The same text as one string. V8 writes JSON.stringify's output in parts and joins texts by
 * pointing at both halves, so a text of a few hundred characters is a tree of a dozen strings; kept,
 * each of those is one more object for every collection to copy or mark (at 20,000 live players, a
 * tenth of a follower's heap objects). A round trip through UTF-8 gives
 * one flat string: the texts here are well-formed (JSON.stringify escapes lone surrogates).
 */
function inOnePiece(text: string): string {
  return text.length < 64 ? text : Buffer.from(text).toString();
}

const TEXT = Symbol('text as sent');

/** Lets a kept answer's text go once it is kept in another form (compressed: answer-compression.ts). */
export function forgetText(value: object): void {
  forgetDerived(value, TEXT);
}

/** A value superjson annotates (a Date, an undefined in a list), at its escaped path. */
type Annotation = readonly [path: string, type: string];

function encodeFresh(value: object): string {
  const annotations: Annotation[] = [];
  if (!scan(value, [], annotations)) return encodeWire(value);
  return wireOf(JSON.stringify(value), annotations);
}

function wireOf(json: string, annotations: readonly Annotation[]): string {
  if (annotations.length === 0) return `{"json":${json}}`;
  const values = annotations.map(([path, type]) => `${JSON.stringify(path)}:["${type}"]`).join(',');
  return `{"json":${json},"meta":{"values":{${values}},"v":1}}`;
}

/**
 * A kept answer is mostly records that the answer kept before it held too: a chat page brought up
 * to date shows 49 of the same 50 messages, and a feed page is put together for each viewer from
 * posts every other viewer's page holds. So each frozen record in a list is written once, its JSON
 * and annotations kept with it, and a page is its records' JSON put together: writing and walking
 * whole feed pages again after every post or like would be the largest cost an action adds to the
 * polls. The text is the one encodeAnswer writes, to the byte.
 */
function encodeKept(value: object): string {
  const annotations: Annotation[] = [];
  const json = keptJson(value, [], annotations);
  return json === null ? encodeFresh(value) : wireOf(json, annotations);
}

/** The JSON of a kept value with its lists' frozen records taken from `fragmentOf`; null when it needs superjson. */
function keptJson(value: object, path: string[], annotations: Annotation[]): string | null {
  const parts: string[] = [];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      if (!(i in value)) return null;
      const item: unknown = value[i];
      path.push(String(i));
      const part = isPlainRecord(item) && Object.isFrozen(item) ? placed(fragmentOf(item), path, annotations) : valueJson(item, path, annotations);
      path.pop();
      if (part === null) return null;
      parts.push(part);
    }
    return `[${parts.join(',')}]`;
  }
  if (!isPlainRecord(value)) return null;
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (item === undefined || key === '__proto__') return null;
    path.push(key);
    const part = Array.isArray(item) ? keptJson(item, path, annotations) : valueJson(item, path, annotations);
    path.pop();
    if (part === null) return null;
    parts.push(`${JSON.stringify(key)}:${part}`);
  }
  return `{${parts.join(',')}}`;
}

const valueJson = (value: unknown, path: string[], annotations: Annotation[]): string | null =>
  scan(value, path, annotations) ? JSON.stringify(value) : null;

/** A record's JSON and its annotations, with paths from the record itself. */
interface Fragment {
  json: string;
  annotations: readonly Annotation[];
}

/** A frozen record as written, kept with it; null for one only superjson writes. */
const FRAGMENT = Symbol('record as written');

function fragmentOf(record: object): Fragment | null {
  return keptWith(record, FRAGMENT, () => {
    const annotations: Annotation[] = [];
    return scan(record, [], annotations) ? { json: inOnePiece(JSON.stringify(record)), annotations } : null;
  });
}

/** The fragment's JSON, its annotations noted at the path the record has in this answer. */
function placed(fragment: Fragment | null, path: string[], annotations: Annotation[]): string | null {
  if (fragment === null) return null;
  if (fragment.annotations.length > 0) {
    const at = path.map(escapeKey).join('.');
    for (const [inside, type] of fragment.annotations) annotations.push([`${at}.${inside}`, type]);
  }
  return fragment.json;
}

/** An object JSON.stringify writes key by key: no class instance (a Date), nothing with its own toJSON. */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
}

const escapeKey = (key: string): string =>
  key.includes('.') || key.includes('\\') ? key.replace(/\\/g, '\\\\').replace(/\./g, '\\.') : key;

/** Keys are escaped only for the few paths that are written, not for every key walked. */
function annotate(path: string[], type: string, annotations: Annotation[]): void {
  annotations.push([path.map(escapeKey).join('.'), type]);
}

/** True when JSON.stringify writes this value the way superjson's json part does; notes the annotations. */
function scan(value: unknown, path: string[], annotations: Annotation[]): boolean {
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
    annotate(path, 'Date', annotations);
    return true;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      // superjson reads a hole its own way; answers have none.
      if (!(i in value)) return false;
      const item: unknown = value[i];
      path.push(String(i));
      // JSON.stringify writes null for undefined in an array, as superjson does (with an annotation).
      const ok = item === undefined ? (annotate(path, 'undefined', annotations), true) : scan(item, path, annotations);
      path.pop();
      if (!ok) return false;
    }
    return true;
  }
  if (!isPlainRecord(value)) return false;
  for (const key of Object.keys(value)) {
    const item = value[key];
    // superjson keeps an undefined property (null plus an annotation); JSON.stringify would drop it.
    if (item === undefined || key === '__proto__') return false;
    path.push(key);
    const ok = scan(item, path, annotations);
    path.pop();
    if (!ok) return false;
  }
  return true;
}
