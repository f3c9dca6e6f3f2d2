import { EmbeddedBus, type RecordedEvent } from '../../src';
import { appendSample, openEvents, tempFiles, waitUntil, type Files } from './fixtures';

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
});
