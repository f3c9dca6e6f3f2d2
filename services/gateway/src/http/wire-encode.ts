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

/**
 * What the gateway sends for an answer. A frozen answer is one a query keeps and hands out again
 * unchanged (a league's chat page between two messages), frozen all the way down: it is written
 * once, and kept as bytes, since turning a 10 KB text into UTF-8 for the socket on every poll cost
 * as much as the rest of the request.
 */
export function answerBody(value: unknown): string | Buffer {
  if (typeof value !== 'object' || value === null || !Object.isFrozen(value) || value instanceof Date) return encodeAnswer(value);
  let bytes = written.get(value);
  if (bytes === undefined) written.set(value, (bytes = fromKeptItems(value) ?? Buffer.from(encodeAnswer(value), 'utf8')));
  return bytes;
}

const written = new WeakMap<object, Buffer>();
const COMMA = Buffer.from(',');

/** Where a Date (or an undefined list item) sits, for superjson's annotations. */
interface Note {
  path: string[];
  type: string;
}

/** A kept item written once: its JSON, and its notes' paths from the item itself, escaped and joined. */
interface Fragment {
  json: Buffer;
  notes: Array<{ path: string; type: string }>;
}

/** null: the item needs superjson's own encoding. */
const fragments = new WeakMap<object, Fragment | null>();

function fragmentOf(item: object): Fragment | null {
  let fragment = fragments.get(item);
  if (fragment === undefined) {
    const notes: Note[] = [];
    fragment = scan(item, [], notes)
      ? { json: ownBytes(JSON.stringify(item)), notes: notes.map((note) => ({ path: joinedPath(note.path), type: note.type })) }
      : null;
    fragments.set(item, fragment);
  }
  return fragment;
}

/**
 * Bytes in a block of memory of their own. Buffer.from cuts a small text's bytes from a shared
 * 8 KB block, and one kept item of 600 bytes would keep the whole block alive for as long as it is
 * kept: thousands of kept posts and messages held some 100 MB that way.
 */
function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text, 'utf8'));
  bytes.write(text, 0, 'utf8');
  return bytes;
}

/** A list of frozen records: items that other kept answers may hold too. */
function isKeptList(value: unknown): value is object[] {
  if (!Array.isArray(value) || value.length === 0) return false;
  for (const item of value) {
    if (typeof item !== 'object' || item === null || Array.isArray(item) || item instanceof Date || !Object.isFrozen(item)) return false;
  }
  return true;
}

/**
 * A kept answer whose lists hold kept items, written from the items' own kept bytes. The pages of
 * one feed differ between viewers only in which posts each liked, and share the posts as seen liked
 * or not: each post is written once, not once per page. The bytes equal those encodeAnswer writes;
 * undefined when the answer has no such list or cannot be written this way.
 */
function fromKeptItems(value: object): Buffer | undefined {
  if (Array.isArray(value)) return undefined;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.toJSON === 'function') return undefined;
  const keys = Object.keys(record);
  if (!keys.some((key) => isKeptList(record[key]))) return undefined;
  const chunks: Buffer[] = [];
  // Superjson's annotations, in the order a walk of the whole answer finds them.
  const values: string[] = [];
  let text = '{"json":{';
  for (let k = 0; k < keys.length; k += 1) {
    const key = keys[k]!;
    const item = record[key];
    if (item === undefined || key === '__proto__') return undefined;
    text += `${k > 0 ? ',' : ''}${JSON.stringify(key)}:`;
    if (!isKeptList(item)) {
      const notes: Note[] = [];
      if (!scan(item, [key], notes)) return undefined;
      if (notes.length > 0) values.push(annotations(notes));
      text += JSON.stringify(item);
      continue;
    }
    chunks.push(Buffer.from(`${text}[`, 'utf8'));
    const prefix = escapeKey(key);
    for (let i = 0; i < item.length; i += 1) {
      const fragment = fragmentOf(item[i]!);
      if (fragment === null) return undefined;
      if (i > 0) chunks.push(COMMA);
      chunks.push(fragment.json);
      for (const note of fragment.notes) values.push(`${JSON.stringify(`${prefix}.${i}.${note.path}`)}:["${note.type}"]`);
    }
    text = ']';
  }
  text += '}';
  chunks.push(Buffer.from(values.length === 0 ? `${text}}` : `${text},"meta":{"values":{${values.join(',')}},"v":1}}`, 'utf8'));
  return Buffer.concat(chunks);
}

function encodeFresh(value: object): string {
  const notes: Note[] = [];
  if (!scan(value, [], notes)) return encodeWire(value);
  const json = JSON.stringify(value);
  return notes.length === 0 ? `{"json":${json}}` : `{"json":${json},"meta":{"values":{${annotations(notes)}},"v":1}}`;
}

const escapeKey = (key: string): string =>
  key.includes('.') || key.includes('\\') ? key.replace(/\\/g, '\\\\').replace(/\./g, '\\.') : key;

/** Keys are escaped only for the few paths that are written, not for every key walked. */
const joinedPath = (path: string[]): string => path.map(escapeKey).join('.');

function annotations(notes: Note[]): string {
  return notes.map((note) => `${JSON.stringify(joinedPath(note.path))}:["${note.type}"]`).join(',');
}

function annotate(path: string[], type: string, notes: Note[]): void {
  notes.push({ path: [...path], type });
}

/** True when JSON.stringify writes this value the way superjson's json part does; notes the annotations. */
function scan(value: unknown, path: string[], notes: Note[]): boolean {
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
    annotate(path, 'Date', notes);
    return true;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      // superjson reads a hole its own way; answers have none.
      if (!(i in value)) return false;
      const item: unknown = value[i];
      path.push(String(i));
      // JSON.stringify writes null for undefined in an array, as superjson does (with an annotation).
      const ok = item === undefined ? (annotate(path, 'undefined', notes), true) : scan(item, path, notes);
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
    const ok = scan(item, path, notes);
    path.pop();
    if (!ok) return false;
  }
  return true;
}
