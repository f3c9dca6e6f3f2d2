import { EmbeddedBus, type EventStore, type RecordedEvent, type SubscribeOptions } from '../../src';
import { appendSample, metadata, openEvents, tempFiles, waitUntil, type Files } from './fixtures';

describe('EmbeddedBus', () => {
  let files: Files;
  beforeEach(() => (files = tempFiles()));
  afterEach(() => files.cleanup());

  it('catches up from a position in batches, then follows live appends, in order and once', async () => {
    const store = openEvents(files);
    await appendSample(store, 0, 25);
    const bus = new EmbeddedBus(store, { catchUpBatchSize: 10 });
    const batches: number[][] = [];
    await bus.consumer('test').start(5, async (events) => {
      batches.push(events.map((e) => e.position));
    });
    await appendSample(store, 25, 40);
    await waitUntil(() => batches.flat().length === 35);
    expect(batches.flat()).toEqual(Array.from({ length: 35 }, (_, i) => i + 6));
    expect(batches.slice(0, 2).map((b) => b.length)).toEqual([10, 10]);
    await bus.close();
    await store.close();
  });

  it('delivers a failed batch again, and can start again after a stop', async () => {
    const store = openEvents(files);
    await appendSample(store, 0, 5);
    const bus = new EmbeddedBus(store, { retryDelayMs: 5, onError: () => undefined });
    const consumer = bus.consumer('test');
    const seen: number[] = [];
    let failures = 0;
    const handler = async (events: RecordedEvent[]) => {
      if (failures < 2) {
        failures += 1;
        throw new Error('transient');
      }
      seen.push(...events.map((e) => e.position));
    };
    await consumer.start(0, handler);
    await waitUntil(() => seen.length === 5);
    await consumer.stop();
    await appendSample(store, 5, 8);
    await consumer.start(3, handler);
    await waitUntil(() => seen.length === 10);
    expect(seen).toEqual([1, 2, 3, 4, 5, 4, 5, 6, 7, 8]);
    await bus.close();
    await store.close();
  });
  it('takes a live batch as handled when its handler returns nothing, and delivers again one whose handler threw at once', async () => {
    const store = openEvents(files);
    const bus = new EmbeddedBus(store, { retryDelayMs: 5, liveBatchSize: 3, onError: () => undefined });
    const seen: number[] = [];
    let threw = false;
    const consumer = bus.consumer('sync');
    await consumer.start(0, (events) => {
      const positions = events.map((e) => e.position);
      if (positions.includes(3) && !threw) {
        threw = true;
        throw new Error('not now');
      }
      seen.push(...positions);
      // Every other batch is handled asynchronously.
      return positions[0]! % 2 === 0 ? Promise.resolve() : undefined;
    });
    for (let n = 0; n < 8; n += 1) await appendSample(store, n, n + 1);
    await waitUntil(() => seen.at(-1) === 8);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(threw).toBe(true);
    // Let go by the feed (a full batch at once), it reads the log on from the last batch handled, synchronously or not.
    await store.append('burst', Array.from({ length: 8 }, (_, i) => ({ type: 'Burst', data: { i }, metadata: metadata(8 + i) })), 'no_stream');
    await waitUntil(() => seen.at(-1) === 16);
    expect(seen).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    await bus.close();
    await store.close();
  });

  /** The store, with its subscriptions counted and a way to fail the live ones. */
  function watched(store: EventStore) {
    const live: SubscribeOptions[] = [];
    let opened = 0;
    const wrapped: EventStore = Object.create(store) as EventStore;
    wrapped.subscribeToAll = (options) => {
      opened += 1;
      live.push(options);
      return store.subscribeToAll(options);
    };
    return { store: wrapped, opened: () => opened, fail: (error: unknown) => live.at(-1)?.onError?.(error) };
  }

  it('follows live appends for all its caught-up consumers through one subscription, each in order and once', async () => {
    const store = openEvents(files);
    await appendSample(store, 0, 10);
    const counted = watched(store);
    const bus = new EmbeddedBus(counted.store);
    const seen = [[], [], []] as number[][];
    // One from the start, one in the middle, one at the head: the first two read the log up to the feed.
    await Promise.all([0, 4, 10].map((from, i) => bus.consumer(`c${i}`).start(from, async (events) => void seen[i]!.push(...events.map((e) => e.position)))));
    for (let n = 10; n < 40; n += 5) await appendSample(store, n, n + 5);
    await waitUntil(() => seen.every((s) => s.at(-1) === 40));
    expect(seen[0]).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(seen[1]).toEqual(Array.from({ length: 36 }, (_, i) => i + 5));
    expect(seen[2]).toEqual(Array.from({ length: 30 }, (_, i) => i + 11));
    expect(counted.opened()).toBe(1);
    await bus.close();
    await store.close();
  });

  it('lets a consumer that falls a batch behind catch up on its own, without holding the others back', async () => {
    const store = openEvents(files);
    const bus = new EmbeddedBus(store, { liveBatchSize: 5 });
    const fast: number[] = [];
    const slow: number[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await bus.consumer('fast').start(0, async (events) => void fast.push(...events.map((e) => e.position)));
    await bus.consumer('slow').start(0, async (events) => {
      await held;
      slow.push(...events.map((e) => e.position));
    });
    for (let n = 0; n < 30; n += 1) await appendSample(store, n, n + 1);
    await waitUntil(() => fast.length === 30);
    expect(slow.length).toBeLessThan(30);
    release();
    await waitUntil(() => slow.length === 30);
    expect(slow).toEqual(fast);
    expect(fast).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    await bus.close();
    await store.close();
  });

  it('sends its consumers back to the log when the subscription fails, and none loses an event', async () => {
    const store = openEvents(files);
    const counted = watched(store);
    const errors: string[] = [];
    const bus = new EmbeddedBus(counted.store, { onError: (_error, group) => errors.push(group) });
    const seen = [[], []] as number[][];
    await Promise.all([0, 1].map((i) => bus.consumer(`c${i}`).start(0, async (events) => void seen[i]!.push(...events.map((e) => e.position)))));
    await appendSample(store, 0, 5);
    await waitUntil(() => seen.every((s) => s.length === 5));
    counted.fail(new Error('connection lost'));
    await appendSample(store, 5, 12);
    await waitUntil(() => seen.every((s) => s.length === 12));
    expect(seen[0]).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(seen[1]).toEqual(seen[0]);
    expect(errors).toEqual(['live feed']);
    expect(counted.opened()).toBe(2);
    await bus.close();
    await store.close();
  });
});
