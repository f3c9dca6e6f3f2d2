import { rebuildProjection, SqliteEventStore, SqliteReadStore, type Page, type ReadDoc, type ReadStore, type ReadStoreReader } from '@il/platform';
import { projections } from '@il/projections';
import path from 'node:path';

const COPY = 'replay-check';

async function dump(reader: ReadStoreReader, collection: string): Promise<ReadDoc[]> {
  const docs: ReadDoc[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<ReadDoc> = await reader.find(collection, {}, { limit: 500, cursor });
    docs.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return docs.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}

export interface ReplayComparison {
  /** Documents per collection in the live read models. */
  documents: Record<string, number>;
  /** Collections whose live documents differ from a fresh replay, with the first difference. */
  differences: Array<{ collection: string; live: ReadDoc | undefined; replayed: ReadDoc | undefined }>;
}

/**
 * Rebuilds every projection from position 0 into a fresh copy beside the live read models (the
 * operator's `npm run replay -- --copy`), then compares every collection document by document.
 * Runs on a data folder no server is writing.
 */
export async function compareWithReplay(dataDir: string): Promise<ReplayComparison> {
  const eventStore = new SqliteEventStore({ file: path.join(dataDir, 'events.db') });
  const readStore = new SqliteReadStore({ file: path.join(dataDir, 'read.db') });
  const result: ReplayComparison = { documents: {}, differences: [] };
  try {
    for (const definition of projections) {
      await dropCopy(readStore, definition.name);
      await rebuildProjection({ definition, readStore, eventStore, copy: COPY });
    }
    const copy = await readStore.copy(COPY);
    if (!copy) throw new Error('the replayed copy is missing');
    for (const definition of projections) {
      for (const { name } of definition.collections) {
        const live = await dump(readStore, name);
        const replayed = await dump(copy, name);
        result.documents[name] = live.length;
        const length = Math.max(live.length, replayed.length);
        for (let i = 0; i < length; i += 1) {
          if (JSON.stringify(live[i]) !== JSON.stringify(replayed[i]) && !deepEqual(live[i], replayed[i])) {
            result.differences.push({ collection: name, live: live[i], replayed: replayed[i] });
            break;
          }
        }
      }
    }
    for (const definition of projections) await dropCopy(readStore, definition.name);
  } finally {
    await readStore.close();
    await eventStore.close();
  }
  return result;
}

async function dropCopy(readStore: ReadStore, projection: string): Promise<void> {
  for (const generation of await readStore.generations(projection)) {
    if (generation.state === 'copy' && generation.label === COPY) await readStore.dropGeneration(projection, generation.generation);
  }
}

/** Equal as JSON values, whatever the order of keys. */
function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
