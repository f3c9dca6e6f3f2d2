import type { EventStore, NewEvent, ExpectedRevision, AppendResult } from '../event-store/port';

/** Measures every append (seconds) without the adapters knowing about metrics. */
export function instrumentEventStore(store: EventStore, observeAppend: (seconds: number, ok: boolean) => void): EventStore {
  return {
    async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
      const started = process.hrtime.bigint();
      let ok = false;
      try {
        const result = await store.append(streamId, events, expected);
        ok = true;
        return result;
      } finally {
        observeAppend(Number(process.hrtime.bigint() - started) / 1e9, ok);
      }
    },
    readStream: (streamId, fromRevision) => store.readStream(streamId, fromRevision),
    readAll: (after, max) => store.readAll(after, max),
    headPosition: () => store.headPosition(),
    subscribeToAll: (options) => store.subscribeToAll(options),
    close: () => store.close(),
  };
}
