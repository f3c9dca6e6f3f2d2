import { decodeWire, encodeWire } from '@il/contracts';
import fc from 'fast-check';
import { answerText, encodeAnswer } from '../../src/http/wire-encode';

/**
 * The gateway writes answers with encodeAnswer instead of superjson's own stringify; whatever the
 * value, a client decoding either must get the same thing.
 */
const dates = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z') });
const values = fc.anything({
  withDate: true,
  withNullPrototype: true,
  withMap: true,
  withSet: true,
  withBigInt: true,
  withSparseArray: true,
  key: fc.oneof(fc.string(), fc.constantFrom('a.b', 'a\\b', '.', '\\.', '0', 'json', 'meta')),
});
/** Shaped like the game's answers: objects and lists of records with dates, numbers, nulls. */
const answers = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.string(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null), dates, tie('list'), tie('record')),
  list: fc.array(tie('value'), { maxLength: 5 }),
  record: fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 5 }),
}));

describe('encodeAnswer', () => {
  it('decodes to what superjson’s own encoding decodes to, for any value', () => {
    fc.assert(
      fc.property(values, (value) => {
        let theirs: string;
        try {
          theirs = encodeWire(value);
        } catch {
          // superjson refuses some keys (__proto__, constructor); no answer of the game has them.
          return;
        }
        expect(decodeWire(encodeAnswer(value))).toEqual(decodeWire(theirs));
      }),
      { numRuns: 2_000 },
    );
  });

  it('writes the JSON document superjson writes, for answers without a shared Date', () => {
    fc.assert(
      fc.property(fc.oneof(answers.record, answers.list), (value) => {
        const theirs = encodeWire(value);
        if (theirs.includes('referentialEqualities')) return;
        // The same document; the order of the annotations may differ (superjson keeps them in an object).
        expect(JSON.parse(encodeAnswer(value))).toEqual(JSON.parse(theirs));
      }),
      { numRuns: 2_000 },
    );
  });

  it('writes a page of chat messages in the superjson format', () => {
    const at = new Date('2026-03-02T10:00:00.000Z');
    const page = { messages: [{ id: 1, createdAt: at, character: { id: 2, avatarUrl: null } }], nextCursor: null };
    expect(encodeAnswer(page)).toBe('{"json":{"messages":[{"id":1,"createdAt":"2026-03-02T10:00:00.000Z","character":{"id":2,"avatarUrl":null}}],"nextCursor":null},"meta":{"values":{"messages.0.createdAt":["Date"]},"v":1}}');
    expect(decodeWire(encodeAnswer(page))).toEqual(page);
  });
});

describe('a frozen answer', () => {
  it('is written once and then handed out as the same text', () => {
    let reads = 0;
    const message = Object.freeze({
      id: 1,
      createdAt: new Date('2026-03-02T10:00:00.000Z'),
      get text() {
        reads += 1;
        return 'café ☕';
      },
    });
    const page = Object.freeze({ messages: Object.freeze([message]), nextCursor: null });
    const first = answerText(page);
    const readsToWrite = reads;
    expect(answerText(page)).toBe(first);
    expect(reads).toBe(readsToWrite);
    expect(first).toBe(encodeAnswer(page));
    expect(decodeWire(first)).toEqual({ messages: [{ id: 1, createdAt: new Date('2026-03-02T10:00:00.000Z'), text: 'café ☕' }], nextCursor: null });
  });

  it('is written afresh when it is not frozen (made for one request)', () => {
    const page = { messages: [] as string[], nextCursor: null };
    expect(answerText(page)).toBe(encodeAnswer(page));
    page.messages.push('new');
    expect(answerText(page)).toBe(encodeAnswer(page));
  });
});

/** Frozen all the way down, as the views the queries keep. */
function deepFrozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFrozen(item);
  }
  return value;
}

describe('a kept answer put together from its records', () => {
  it('is the text encodeAnswer writes, for any value', () => {
    fc.assert(
      fc.property(fc.oneof(values, answers.record, answers.list), (value) => {
        let expected: string;
        try {
          expected = encodeAnswer(value);
        } catch {
          return;
        }
        if (typeof value !== 'object' || value === null || value instanceof Date) return;
        expect(answerText(deepFrozen(value))).toBe(expected);
      }),
      { numRuns: 2_000 },
    );
  });

  it('places a shared record’s annotations where each page holds it', () => {
    const message = deepFrozen({ id: 7, createdAt: new Date('2026-03-02T10:00:00.000Z'), 'a.b': { at: new Date('2026-03-03T10:00:00.000Z') } });
    const older = deepFrozen({ id: 6, createdAt: new Date('2026-03-01T10:00:00.000Z') });
    const first = deepFrozen({ messages: [message], nextCursor: null });
    const second = deepFrozen({ messages: [older, message], nextCursor: 'x' });
    for (const page of [first, second]) {
      expect(answerText(page)).toBe(encodeAnswer(page));
      expect(decodeWire(answerText(page))).toEqual(page);
    }
    expect(JSON.parse(answerText(second)).meta.values).toEqual({
      'messages.0.createdAt': ['Date'],
      'messages.1.createdAt': ['Date'],
      'messages.1.a\\.b.at': ['Date'],
    });
  });

  it('falls back to superjson for a record in a list that JSON cannot carry', () => {
    const odd = deepFrozen({ id: 1, big: 10n, when: new Date('2026-03-02T10:00:00.000Z') });
    const page = deepFrozen({ items: [odd], cursor: null });
    expect(answerText(page)).toBe(encodeAnswer(page));
    expect(decodeWire(answerText(page))).toEqual(page);
  });
});
