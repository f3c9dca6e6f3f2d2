import { AppError } from '../../src/errors';
import {
  MAX_COMMAND_ATTEMPTS,
  RETRY_PAUSE_BASE_MS,
  RETRY_PAUSE_CAP_MS,
  handleCommand,
  keepFoldedStates,
  loadState,
  retryPauseMs,
  type Decider,
} from '../../src/command/handle-command';
import { SqliteEventStore } from '../../src/event-store/sqlite-event-store';
import type { EventStore } from '../../src/event-store/port';
import { ManualClock } from '../../src/time/clock';
import { seededRandom, type Random } from '../../src/time/random';

type CounterEvent = { type: 'Incremented'; data: { by: number } };
const counter: Decider<number, { by: number }, CounterEvent> = {
  initialState: 0,
  evolve: (total, event) => total + event.data.by,
  decide: (command) => [{ type: 'Incremented', data: { by: command.by } }],
};
const STREAM = 'counter-1';
const ctx = { userId: 7, correlationId: 'test' };
const event = (by: number) => ({ type: 'Incremented', data: { by }, metadata: { schemaVersion: 1, correlationId: 'rival', causationId: 'rival', userId: null, at: '2026-01-01T00:00:00.000Z' } });

/** A random that always answers the same number, to reach the ends of the jitter range. */
const fixed = (value: number): Random => ({ next: () => value });
const almostOne = fixed(1 - Number.EPSILON);

const stores: EventStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

/**
 * A store on which a rival writer slips an event into the stream between the command's read and
 * its append, `conflicts` times, so the append meets a real wrong expected revision.
 */
function contendedStore(conflicts: number): EventStore {
  const store = new SqliteEventStore({ file: ':memory:' });
  stores.push(store);
  let left = conflicts;
  const append = store.append.bind(store);
  store.append = async (streamId, events, expected) => {
    if (left > 0) {
      left -= 1;
      await append(streamId, [event(100)], 'any');
    }
    return append(streamId, events, expected);
  };
  return store;
}

/** Runs one command and records every pause, when it was asked for, and every observed conflict. */
function runCommand(conflicts: number, random: Random = seededRandom(1)) {
  const store = contendedStore(conflicts);
  const timeline: string[] = [];
  const pauses: number[] = [];
  const observed: boolean[] = [];
  const readStream = store.readStream.bind(store);
  store.readStream = async (streamId, from) => {
    timeline.push('load');
    return readStream(streamId, from);
  };
  const run = handleCommand(
    {
      store,
      clock: new ManualClock(),
      random,
      sleep: async (ms) => {
        timeline.push('pause');
        pauses.push(ms);
      },
      commandObserver: { conflict: (_category, willRetry) => observed.push(willRetry) },
    },
    STREAM,
    counter,
    { by: 1 },
    ctx,
  );
  return { run, store, timeline, pauses, observed };
}

describe('handleCommand under optimistic-concurrency conflicts', () => {
  it('succeeds after conflicts, deciding again on the fresh state, with the observer told each time', async () => {
    // Given a rival writer that wins the stream three times
    const { run, store, observed } = runCommand(3);

    // When the command runs
    const outcome = await run;

    // Then it lands on top of the rival's events, and each conflict was reported as retried
    expect(outcome.state).toBe(301);
    expect((await store.readStream(STREAM)).map((e) => e.data)).toEqual([{ by: 100 }, { by: 100 }, { by: 100 }, { by: 1 }]);
    expect(observed).toEqual([true, true, true]);
  });

  it('does not pause before the first attempt', async () => {
    // Given an uncontended stream
    const { run, timeline, pauses } = runCommand(0);

    // When the command runs
    await run;

    // Then it loads once and never pauses
    expect(timeline).toEqual(['load']);
    expect(pauses).toEqual([]);
  });

  it('pauses once before each retry, after the conflict and before loading again', async () => {
    // Given two conflicts
    const { run, timeline } = runCommand(2);

    // When the command runs
    await run;

    // Then every reload is preceded by exactly one pause
    expect(timeline).toEqual(['load', 'pause', 'load', 'pause', 'load']);
  });

  it('keeps the bounded attempts: gives up with 409 after the last one, without a pause after it', async () => {
    // Given a rival that wins every time
    const { run, pauses, observed } = runCommand(MAX_COMMAND_ATTEMPTS);

    // When the command runs, then it is answered busy
    await expect(run).rejects.toEqual(expect.objectContaining({ status: 409 }));
    await expect(run).rejects.toBeInstanceOf(AppError);

    // And it paused between attempts only, the last conflict reported as given up
    expect(pauses).toHaveLength(MAX_COMMAND_ATTEMPTS - 1);
    expect(observed).toEqual([...Array<boolean>(MAX_COMMAND_ATTEMPTS - 1).fill(true), false]);
  });

  it('lets the longest possible pause grow with the attempts', async () => {
    // Given a random that always draws the top of the range
    const { run, pauses } = runCommand(MAX_COMMAND_ATTEMPTS, almostOne);

    // When the command exhausts its attempts
    await expect(run).rejects.toBeInstanceOf(AppError);

    // Then each pause doubles the one before
    expect(pauses).toEqual([4, 8, 16, 32]);
  });
});

describe('loadState', () => {
  /** A store that notes from which revision each stream read started. */
  function countingStore() {
    const store = new SqliteEventStore({ file: ':memory:' });
    stores.push(store);
    const reads: number[] = [];
    const readStream = store.readStream.bind(store);
    store.readStream = (streamId: string, fromRevision = 0) => {
      reads.push(fromRevision);
      return readStream(streamId, fromRevision);
    };
    return { store, reads };
  }

  it('given a folded stream, reads only the events appended after it, and folds the same state', async () => {
    const { store, reads } = countingStore();
    await store.append(STREAM, [event(2), event(3)], 'any');
    expect(await loadState(store, STREAM, counter)).toEqual({ state: 5, revision: 1 });
    await store.append(STREAM, [event(4)], 'any');
    expect(await loadState(store, STREAM, counter)).toEqual({ state: 9, revision: 2 });
    expect(await loadState(store, STREAM, counter)).toEqual({ state: 9, revision: 2 });
    expect(reads).toEqual([0, 2, 3]);
  });

  it('keeps states apart by store and by decider', async () => {
    const first = countingStore();
    const second = countingStore();
    await first.store.append(STREAM, [event(2)], 'any');
    await second.store.append(STREAM, [event(7)], 'any');
    const doubled: typeof counter = { ...counter, evolve: (total, e) => total + 2 * e.data.by };
    expect((await loadState(first.store, STREAM, counter)).state).toBe(2);
    expect((await loadState(second.store, STREAM, counter)).state).toBe(7);
    expect((await loadState(first.store, STREAM, doubled)).state).toBe(4);
    expect((await loadState(first.store, 'counter-none', counter)).revision).toBe(-1);
  });

  it('hands out a kept state frozen, so a decider cannot change it in place', async () => {
    const { store } = countingStore();
    type ListEvent = { type: 'Added'; data: { item: string } };
    const list: Decider<{ items: string[] }, never, ListEvent> = {
      initialState: { items: [] },
      evolve: (state, e) => ({ items: [...state.items, e.data.item] }),
      decide: () => [],
    };
    await store.append('list-1', [{ ...event(0), type: 'Added', data: { item: 'a' } }], 'any');
    const { state } = await loadState(store, 'list-1', list);
    expect(() => state.items.push('b')).toThrow(TypeError);
    expect((await loadState(store, 'list-1', list)).state.items).toEqual(['a']);
  });

  it('keeps as many streams as the store was told, the one read longest ago going first', async () => {
    const { store, reads } = countingStore();
    keepFoldedStates(store, 2);
    for (const id of ['a', 'b', 'c']) await store.append(`counter-${id}`, [event(1)], 'any');
    await loadState(store, 'counter-a', counter);
    await loadState(store, 'counter-b', counter);
    // Read again with nothing new: a is now the one used last, so c pushes b out.
    await loadState(store, 'counter-a', counter);
    await loadState(store, 'counter-c', counter);
    reads.length = 0;
    await loadState(store, 'counter-a', counter);
    await loadState(store, 'counter-b', counter);
    expect(reads).toEqual([1, 0]);
  });
});

describe('retryPauseMs', () => {
  it('draws from zero up to base × 2^(retry-1), never above the cap', () => {
    for (let retry = 1; retry <= 12; retry++) {
      const ceiling = Math.min(RETRY_PAUSE_CAP_MS, RETRY_PAUSE_BASE_MS * 2 ** (retry - 1));
      expect(retryPauseMs(retry, fixed(0))).toBe(0);
      expect(retryPauseMs(retry, almostOne)).toBe(ceiling);
      expect(ceiling).toBeLessThanOrEqual(RETRY_PAUSE_CAP_MS);
    }
    expect(retryPauseMs(12, almostOne)).toBe(RETRY_PAUSE_CAP_MS);
  });

  it('spreads pauses over the whole range, so writers that met do not meet again', () => {
    // Given many draws for the third retry
    const random = seededRandom(2026);
    const draws = Array.from({ length: 2000 }, () => retryPauseMs(3, random));

    // Then they cover 0..16 ms, every value taken, with a mean near the middle
    expect(new Set(draws)).toEqual(new Set(Array.from({ length: 17 }, (_, ms) => ms)));
    const mean = draws.reduce((a, b) => a + b, 0) / draws.length;
    expect(mean).toBeGreaterThan(7);
    expect(mean).toBeLessThan(9);
  });
});
