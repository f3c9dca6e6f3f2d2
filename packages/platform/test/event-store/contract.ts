import { randomUUID } from 'node:crypto';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from '../../src/event-store/port';

/**
 * The behaviour every EventStore adapter owes the rest of the system. The store returned by
 * `open` may share its global log with earlier tests (a server does), so every test writes to
 * streams under its own prefix and reads the global log from the head it saw before writing.
 */
export function eventStoreContract(open: () => Promise<EventStore>): void {
  let store: EventStore;
  let ns: string;

  beforeEach(async () => {
    store = await open();
    ns = `t${randomUUID().slice(0, 8)}`;
  });
  afterEach(async () => {
    await store.close();
  });

  const mine = (events: RecordedEvent[]): RecordedEvent[] => events.filter((e) => e.streamId.startsWith(`${ns}-`));

  async function readAllMine(after: number, pageSize = 1000): Promise<RecordedEvent[]> {
    const all: RecordedEvent[] = [];
    for (let from = after; ; ) {
      const page = await store.readAll(from, pageSize);
      all.push(...page);
      if (page.length < pageSize) break;
      from = page.at(-1)!.position;
    }
    return mine(all);
  }

  async function expectConflict(promise: Promise<unknown>, actual: number): Promise<void> {
    const error: unknown = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect((error as WrongExpectedRevisionError).actual).toBe(actual);
  }

  describe('streams', () => {
    it('appends events and reads them back in revision order with their content', async () => {
      const stream = `${ns}-a`;
      const first = await store.append(stream, [event('Created', { n: 0 }), event('Renamed', { n: 1, name: 'Zoë' })], 'no_stream');
      const second = await store.append(stream, [event('Renamed', { n: 2, nested: { list: [1, 'two', null] } })], 1);

      const events = await store.readStream(stream);
      expect(events.map((e) => e.revision)).toEqual([0, 1, 2]);
      expect(events.map((e) => e.type)).toEqual(['Created', 'Renamed', 'Renamed']);
      expect(events[1]!.data).toEqual({ n: 1, name: 'Zoë' });
      expect(events[2]!.data).toEqual({ n: 2, nested: { list: [1, 'two', null] } });
      expect(events[0]!.metadata).toEqual(metadata());
      expect(events.every((e) => e.streamId === stream)).toBe(true);
      expect(new Set(events.map((e) => e.id)).size).toBe(3);
      events.forEach((e) => expect(e.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/));

      expect(first.revision).toBe(1);
      expect(first.position).toBe(events[1]!.position);
      expect(second).toEqual({ revision: 2, position: events[2]!.position });
      expect(events[0]!.position).toBeGreaterThan(0);
      expect(events[1]!.position).toBeGreaterThan(events[0]!.position);
      expect(events[2]!.position).toBeGreaterThan(events[1]!.position);
    });

    it('reads a stream from a revision, and an unknown stream as empty', async () => {
      const stream = `${ns}-a`;
      await store.append(stream, [event('A'), event('B'), event('C')], 'no_stream');
      expect((await store.readStream(stream, 1)).map((e) => e.type)).toEqual(['B', 'C']);
      expect(await store.readStream(stream, 3)).toEqual([]);
      expect(await store.readStream(`${ns}-missing`)).toEqual([]);
    });

    it('rejects an empty append and a negative expected revision', async () => {
      await expect(store.append(`${ns}-a`, [], 'any')).rejects.toThrow(RangeError);
      await expect(store.append(`${ns}-a`, [event('A')], -1)).rejects.toThrow(RangeError);
      expect(await store.readStream(`${ns}-a`)).toEqual([]);
    });
  });

  describe('expected revision', () => {
    it("'no_stream' creates a stream once", async () => {
      const stream = `${ns}-a`;
      await store.append(stream, [event('A')], 'no_stream');
      await expectConflict(store.append(stream, [event('B')], 'no_stream'), 0);
      expect(await store.readStream(stream)).toHaveLength(1);
    });

    it('an exact revision must equal the last revision', async () => {
      const stream = `${ns}-a`;
      await expectConflict(store.append(stream, [event('A')], 0), -1);
      await store.append(stream, [event('A'), event('B')], 'no_stream');
      await expectConflict(store.append(stream, [event('C')], 0), 1);
      await expectConflict(store.append(stream, [event('C')], 2), 1);
      const result = await store.append(stream, [event('C')], 1);
      expect(result.revision).toBe(2);
    });

    it("'any' appends whatever the stream holds", async () => {
      const stream = `${ns}-a`;
      expect((await store.append(stream, [event('A')], 'any')).revision).toBe(0);
      expect((await store.append(stream, [event('B'), event('C')], 'any')).revision).toBe(2);
    });

    it('a conflicting append writes none of its events', async () => {
      const stream = `${ns}-a`;
      const head = await store.headPosition();
      await store.append(stream, [event('A')], 'no_stream');
      await expectConflict(store.append(stream, [event('B'), event('C'), event('D')], 5), 0);
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['A']);
      expect((await readAllMine(head)).map((e) => e.type)).toEqual(['A']);
    });

    it.each<[string, ExpectedRevision]>([
      ['an exact revision', 0],
      ["'no_stream'", 'no_stream'],
    ])('parallel appends expecting %s: exactly one wins', async (_label, expected) => {
      const stream = `${ns}-a`;
      if (expected !== 'no_stream') await store.append(stream, [event('Created')], 'no_stream');
      const attempts = await Promise.allSettled(
        Array.from({ length: 12 }, (_, i) => store.append(stream, [event('Raced', { i }), event('Raced', { i })], expected)),
      );
      const won = attempts.filter((a) => a.status === 'fulfilled');
      const lost = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(11);
      lost.forEach((a) => expect(a.reason).toBeInstanceOf(WrongExpectedRevisionError));
      const raced = (await store.readStream(stream)).filter((e) => e.type === 'Raced');
      expect(raced).toHaveLength(2);
      expect((raced[0]!.data as { i: number }).i).toBe((raced[1]!.data as { i: number }).i);
    });
  });

  describe('global log', () => {
    it('orders every event of every stream by a strictly increasing position', async () => {
      const head = await store.headPosition();
      const appended: string[] = [];
      const results = [];
      for (let i = 0; i < 30; i++) {
        const stream = `${ns}-${i % 3}`;
        const count = 1 + (i % 2);
        const events = Array.from({ length: count }, (_, j) => event('Step', { i, j }));
        results.push(await store.append(stream, events, 'any'));
        events.forEach((_, j) => appended.push(`${i}.${j}`));
      }
      const all = await readAllMine(head);
      expect(all.map((e) => `${(e.data as { i: number }).i}.${(e.data as { j: number }).j}`)).toEqual(appended);
      expectStrictlyIncreasing(all.map((e) => e.position));
      expect(all.at(-1)!.position).toBe(results.at(-1)!.position);
      expect(await store.headPosition()).toBeGreaterThanOrEqual(results.at(-1)!.position);
      expect(await store.headPosition()).toBeGreaterThan(head);
    });

    it('pages through the log strictly after a position', async () => {
      const head = await store.headPosition();
      for (let i = 0; i < 25; i++) await store.append(`${ns}-${i % 4}`, [event('Paged', { i })], 'any');
      const whole = await readAllMine(head);
      expect(whole).toHaveLength(25);

      const paged: RecordedEvent[] = [];
      let from = head;
      for (;;) {
        const page = await store.readAll(from, 7);
        expect(page.length).toBeLessThanOrEqual(7);
        page.forEach((e) => expect(e.position).toBeGreaterThan(from));
        paged.push(...page);
        if (page.length < 7) break;
        from = page.at(-1)!.position;
      }
      expect(mine(paged)).toEqual(whole);

      const afterFifth = await store.readAll(whole[4]!.position, 3);
      expect(mine(afterFifth).map((e) => (e.data as { i: number }).i)).toEqual([5, 6, 7]);
      expect(await store.readAll(head, 0)).toEqual([]);
    });
  });

  describe('subscriptions', () => {
    it('catches up, then goes live, without gaps or duplicates while appends keep coming', async () => {
      const head = await store.headPosition();
      for (let i = 0; i < 150; i++) await store.append(`${ns}-${i % 5}`, [event('Before', { i })], 'any');

      const received: RecordedEvent[] = [];
      let inHandler = 0;
      let overlapped = false;
      const subscription = store.subscribeToAll({
        fromPosition: head,
        async onEvent(e) {
          inHandler += 1;
          if (inHandler > 1) overlapped = true;
          if (e.position % 7 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
          received.push(e);
          inHandler -= 1;
        },
      });
      try {
        const writers = Array.from({ length: 4 }, async (_, w) => {
          for (let i = 0; i < 60; i++) {
            const stream = `${ns}-w${w}`;
            const batch = i % 3 === 0 ? [event('During', { w, i }), event('During', { w, i })] : [event('During', { w, i })];
            await store.append(stream, batch, 'any');
            if (i % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 2));
          }
        });
        await Promise.all(writers);
        await subscription.caughtUp();

        const expected = await readAllMine(head);
        expect(expected).toHaveLength(150 + 4 * 80);
        const got = mine(received);
        expect(got.map((e) => e.position)).toEqual(expected.map((e) => e.position));
        expect(got).toEqual(expected);
        expectStrictlyIncreasing(received.map((e) => e.position));
        expect(overlapped).toBe(false);
      } finally {
        await subscription.stop();
      }
    }, 60_000);

    it('starts strictly after the given position, and caughtUp() resolves at the head', async () => {
      const results = [];
      for (let i = 0; i < 10; i++) results.push(await store.append(`${ns}-a`, [event('E', { i })], 'any'));
      const received: RecordedEvent[] = [];
      const subscription = store.subscribeToAll({ fromPosition: results[4]!.position, onEvent: (e) => void received.push(e) });
      try {
        await subscription.caughtUp();
        expect(mine(received).map((e) => (e.data as { i: number }).i)).toEqual([5, 6, 7, 8, 9]);
      } finally {
        await subscription.stop();
      }
    });

    it('delivers nothing after stop()', async () => {
      const head = await store.headPosition();
      const received: RecordedEvent[] = [];
      const subscription = store.subscribeToAll({ fromPosition: head, onEvent: (e) => void received.push(e) });
      await store.append(`${ns}-a`, [event('Seen')], 'any');
      await waitUntil(() => mine(received).length === 1);
      await subscription.stop();
      await store.append(`${ns}-a`, [event('Unseen')], 'any');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mine(received).map((e) => e.type)).toEqual(['Seen']);
    });

    it('reports a failing handler through onError and stops there', async () => {
      const head = await store.headPosition();
      await store.append(`${ns}-a`, [event('Ok'), event('Boom'), event('Never')], 'no_stream');
      const received: string[] = [];
      const errors: unknown[] = [];
      const subscription = store.subscribeToAll({
        fromPosition: head,
        onEvent(e) {
          if (!e.streamId.startsWith(ns)) return;
          if (e.type === 'Boom') throw new Error('handler failed');
          received.push(e.type);
        },
        onError: (error) => void errors.push(error),
      });
      await waitUntil(() => errors.length === 1);
      await expect(subscription.caughtUp()).rejects.toThrow('handler failed');
      await subscription.stop();
      expect(received).toEqual(['Ok']);
    });
  });

  describe('volume', () => {
    it('holds 10,000 events: paged reads and a subscription see all of them in order', async () => {
      const head = await store.headPosition();
      const streams = 100;
      const revisions = new Array<number>(streams).fill(-1);
      for (let round = 0; round < 10; round++) {
        await Promise.all(
          Array.from({ length: streams }, async (_, s) => {
            const batch = Array.from({ length: 10 }, (_, j) => event('Bulk', { s, k: round * 10 + j }));
            const expected: ExpectedRevision = revisions[s] === -1 ? 'no_stream' : revisions[s]!;
            revisions[s] = (await store.append(`${ns}-${s}`, batch, expected)).revision;
          }),
        );
      }
      expect(revisions.every((r) => r === 99)).toBe(true);

      const all = await readAllMine(head, 1000);
      expect(all).toHaveLength(10_000);
      expectStrictlyIncreasing(all.map((e) => e.position));

      const stream = await store.readStream(`${ns}-42`);
      expect(stream.map((e) => (e.data as { k: number }).k)).toEqual(Array.from({ length: 100 }, (_, k) => k));

      let count = 0;
      let last = head;
      let ordered = true;
      const subscription = store.subscribeToAll({
        fromPosition: head,
        onEvent(e) {
          if (e.position <= last) ordered = false;
          last = e.position;
          if (e.streamId.startsWith(`${ns}-`)) count += 1;
        },
      });
      try {
        await subscription.caughtUp();
        expect(count).toBe(10_000);
        expect(ordered).toBe(true);
      } finally {
        await subscription.stop();
      }
    }, 180_000);
  });
}

export function event(type: string, data: Record<string, unknown> = {}): NewEvent {
  return { type, data, metadata: metadata() };
}

function metadata(): NewEvent['metadata'] {
  return {
    schemaVersion: 1,
    correlationId: 'corr-1',
    causationId: 'cause-1',
    userId: 7,
    at: '2026-01-01T00:00:00.000Z',
  };
}

export function expectStrictlyIncreasing(values: number[]): void {
  const offending = values.findIndex((value, i) => i > 0 && value <= values[i - 1]!);
  expect(offending).toBe(-1);
}

export async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
