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
 * bytes it held a block of external memory for as long as its view lived, and V8 starts a full
 * collection whenever 64 MB more of that is held than after the last one (every 7-10 s in each server
 * process at 20,000 live players, docs/benchmarks.md "Figures: kept answers off external
 * memory"). A page of 1 KB or more goes to a client that accepts compression as kept compressed
 * bytes (answer-compression.ts); smaller answers, and pages to a client that does not, are turned
 * into UTF-8 as they are written (under a microsecond for the few hundred bytes of a game state).
 */
export function answerText(value: unknown): string {
  if (!isKept(value)) return encodeAnswer(value);
  let text = written.get(value);
  if (text === undefined) written.set(value, (text = encodeAnswer(value)));
  return text;
}

const written = new WeakMap<object, string>();

function encodeFresh(value: object): string {
  const annotations: string[] = [];
  const path: string[] = [];
  if (!scan(value, path, annotations)) return encodeWire(value);
  const json = JSON.stringify(value);
  return annotations.length === 0 ? `{"json":${json}}` : `{"json":${json},"meta":{"values":{${annotations.join(',')}},"v":1}}`;
}

const escapeKey = (key: string): string =>
  key.includes('.') || key.includes('\\') ? key.replace(/\\/g, '\\\\').replace(/\./g, '\\.') : key;

/** Keys are escaped only for the few paths that are written, not for every key walked. */
function annotate(path: string[], type: string, annotations: string[]): void {
  annotations.push(`${JSON.stringify(path.map(escapeKey).join('.'))}:["${type}"]`);
}

/** True when JSON.stringify writes this value the way superjson's json part does; notes the annotations. */
function scan(value: unknown, path: string[], annotations: string[]): boolean {
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
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  const record = value as Record<string, unknown>;
  if (typeof record.toJSON === 'function') return false;
  for (const key of Object.keys(record)) {
    const item = record[key];
    // superjson keeps an undefined property (null plus an annotation); JSON.stringify would drop it.
    if (item === undefined || key === '__proto__') return false;
    path.push(key);
    const ok = scan(item, path, annotations);
    path.pop();
    if (!ok) return false;
  }
  return true;
}
