import { Readable } from 'node:stream';
import {
  BACKWARDS,
  END,
  START,
  type AllStreamResolvedEvent,
  type EventStoreDBClient,
  type ReadAllOptions,
} from '@eventstore/db-client';
import { EsdbEventStore } from '../../src/event-store/esdb-event-store';

/**
 * How the adapter pages through $all, checked without a server: a stand-in client serves a log
 * with system events in between, with the server's boundary rules (a forward read includes the
 * event at its start position, a backward read excludes it, or includes it when `inclusiveBackwards`).
 */
interface LogEntry {
  position: number;
  type: string;
}

function fakeClient(log: LogEntry[], inclusiveBackwards = false): { client: EventStoreDBClient; reads: number[] } {
  const reads: number[] = [];
  const toResolved = ({ position, type }: LogEntry): AllStreamResolvedEvent => ({
    event: {
      streamId: type.startsWith('$') ? '$system' : 's',
      id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
      isJson: true,
      revision: BigInt(position),
      type,
      created: new Date(0),
      data: { position },
      metadata: { schemaVersion: 1 },
      position: { commit: BigInt(position), prepare: BigInt(position) },
    },
  });
  const client = {
    readAll({ fromPosition = START, maxCount = Number.MAX_SAFE_INTEGER, direction }: ReadAllOptions = {}) {
      const count = Number(maxCount);
      let page: LogEntry[];
      if (direction === BACKWARDS) {
        const below = fromPosition === END || fromPosition === START ? Infinity : Number(fromPosition.commit);
        page = log.filter((e) => (inclusiveBackwards ? e.position <= below : e.position < below)).reverse().slice(0, count);
      } else {
        const from = fromPosition === START ? 0 : fromPosition === END ? Infinity : Number(fromPosition.commit);
        page = log.filter((e) => e.position >= from).slice(0, count);
      }
      reads.push(page.length);
      return Readable.from(page.map(toResolved));
    },
    async dispose() {},
  };
  return { client: client as unknown as EventStoreDBClient, reads };
}

/** Positions 10, 20, 30...; system events where `system` says so. */
function makeLog(length: number, system: (i: number) => boolean): LogEntry[] {
  return Array.from({ length }, (_, i) => ({ position: (i + 1) * 10, type: system(i) ? '$metadata' : 'Happened' }));
}

describe('EsdbEventStore paging over $all', () => {
  const log = makeLog(60, (i) => i < 5 || (i >= 20 && i < 33) || i >= 55);
  const ours = log.filter((e) => !e.type.startsWith('$')).map((e) => e.position);

  it.each([2, 3, 7, 500])('reads everything after a position, without system events (page size %i)', async (readBatchSize) => {
    const store = new EsdbEventStore({ client: fakeClient(log).client, readBatchSize });
    expect((await store.readAll(0, 1000)).map((e) => e.position)).toEqual(ours);
    expect((await store.readAll(ours[3]!, 1000)).map((e) => e.position)).toEqual(ours.slice(4));
    expect((await store.readAll(ours[3]! + 5, 1000)).map((e) => e.position)).toEqual(ours.slice(4));
    expect((await store.readAll(0, 4)).map((e) => e.position)).toEqual(ours.slice(0, 4));
    expect((await store.readAll(ours[14]!, 6)).map((e) => e.position)).toEqual(ours.slice(15, 21));
    expect(await store.readAll(ours.at(-1)!, 10)).toEqual([]);
    expect(await store.readAll(0, 0)).toEqual([]);
  });

  it('pages through the whole log in steps without losing or repeating events', async () => {
    const store = new EsdbEventStore({ client: fakeClient(log).client, readBatchSize: 4 });
    const seen: number[] = [];
    for (let from = 0; ; ) {
      const page = await store.readAll(from, 5);
      seen.push(...page.map((e) => e.position));
      if (page.length < 5) break;
      from = page.at(-1)!.position;
    }
    expect(seen).toEqual(ours);
  });

  it.each([false, true])('finds the head behind trailing system events (inclusive backwards: %s)', async (inclusive) => {
    for (const readBatchSize of [2, 3, 500]) {
      const store = new EsdbEventStore({ client: fakeClient(log, inclusive).client, readBatchSize });
      expect(await store.headPosition()).toBe(ours.at(-1));
    }
    const onlySystem = new EsdbEventStore({ client: fakeClient(makeLog(9, () => true), inclusive).client, readBatchSize: 2 });
    expect(await onlySystem.headPosition()).toBe(0);
    const empty = new EsdbEventStore({ client: fakeClient([], inclusive).client });
    expect(await empty.headPosition()).toBe(0);
  });

  it('maps recorded events to the port shape', async () => {
    const store = new EsdbEventStore({ client: fakeClient(log).client });
    const [first] = await store.readAll(0, 1);
    expect(first).toEqual({
      id: '00000000-0000-4000-8000-000000000060',
      streamId: 's',
      revision: 60,
      position: 60,
      type: 'Happened',
      data: { position: 60 },
      metadata: { schemaVersion: 1 },
    });
  });
});
