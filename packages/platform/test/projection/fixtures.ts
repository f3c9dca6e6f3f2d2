import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SqliteEventStore, SqliteReadStore, type EventStore, type Page, type ReadDoc, type ReadStoreReader } from '../../src';
import { sampleEvents } from './sample-projection';

export interface Files {
  dir: string;
  events: string;
  read: string;
  cleanup(): void;
}

export function tempFiles(): Files {
  const dir = mkdtempSync(path.join(tmpdir(), 'projection-'));
  return {
    dir,
    events: path.join(dir, 'events.db'),
    read: path.join(dir, 'read.db'),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export const openEvents = (files: Files): SqliteEventStore =>
  new SqliteEventStore({ file: files.events, synchronous: 'normal', pollIntervalMs: 10 });
export const openRead = (files: Files): SqliteReadStore => new SqliteReadStore({ file: files.read });

export const metadata = (i: number) => ({
  schemaVersion: 1,
  correlationId: `c${i}`,
  causationId: `c${i}`,
  userId: null,
  at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
});

/** Appends the sample events from index `from` to `to` (exclusive), one append each. */
export async function appendSample(store: EventStore, from: number, to: number, all = sampleEvents(to)): Promise<number> {
  let position = 0;
  for (let i = from; i < to; i += 1) {
    const event = all[i];
    if (!event) break;
    ({ position } = await store.append(event.streamId, [{ type: event.type, data: event.data, metadata: metadata(i) }], 'any'));
  }
  return position;
}

/** Every document of a collection, in _id order, read page by page. */
export async function dump(reader: ReadStoreReader, collection: string): Promise<ReadDoc[]> {
  const docs: ReadDoc[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<ReadDoc> = await reader.find(collection, {}, { limit: 100, cursor });
    docs.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return docs;
}

export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
