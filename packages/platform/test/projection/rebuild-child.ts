/**
 * A replay in a process of its own, against the files a serving process has open: what the
 * operator's `replay` command does. Prints the rebuild result as JSON.
 */
import { rebuildProjection, SqliteEventStore, SqliteReadStore } from '../../src';
import { sampleProjection } from './sample-projection';

async function main(): Promise<void> {
  const [eventsFile, readFile] = process.argv.slice(2);
  if (!eventsFile || !readFile) throw new Error('usage: rebuild-child <events.db> <read.db>');
  const eventStore = new SqliteEventStore({ file: eventsFile });
  const readStore = new SqliteReadStore({ file: readFile });
  const result = await rebuildProjection({ definition: sampleProjection, readStore, eventStore, batchSize: 50 });
  await readStore.close();
  await eventStore.close();
  process.stdout.write(JSON.stringify(result));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
