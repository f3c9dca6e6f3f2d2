import { rmSync } from 'node:fs';
import {
  docsOf,
  EmbeddedBus,
  projectEvents,
  ProjectionRunner,
  readModelsAheadOfLog,
  rebuildReadModelsAheadOfLog,
  type ReadDoc,
  type ReadStore,
} from '../../src';
import { appendSample, dump, openEvents, openRead, tempFiles, waitUntil, type Files } from './fixtures';
import { CHARACTERS, sampleEvents, sampleProjection } from './sample-projection';

const ALL = sampleEvents(400, 4, 6);

const expectedAfter = async (count: number) =>
  [...docsOf(await projectEvents(sampleProjection, ALL.slice(0, count)), CHARACTERS).values()].sort((a: ReadDoc, b: ReadDoc) => (a._id < b._id ? -1 : 1));

async function project(files: Files, read: ReadStore, upTo: number): Promise<void> {
  const events = openEvents(files);
  const bus = new EmbeddedBus(events, { retryDelayMs: 5 });
  const runner = new ProjectionRunner({ definition: sampleProjection, readStore: read, consumer: bus.consumer('live') });
  await runner.start();
  await waitUntil(() => runner.checkpoint >= upTo);
  await runner.stop();
  await bus.close();
  await events.close();
}

/**
 * read.db copied after events.db from a running server: its read model has applied positions the
 * log it sits beside never reached. New events then take those positions again and the model,
 * believing them applied, skips them: the messages are in the log and never shown.
 */
describe('a read model ahead of the log', () => {
  let files: Files;
  beforeEach(async () => {
    files = tempFiles();
    // The read model of 300 events, beside a log of the first 200 (an older copy of the same log).
    const longer = openEvents(files);
    await appendSample(longer, 0, 300, ALL);
    await longer.close();
    const read = openRead(files);
    await project(files, read, 300);
    await read.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(files.events + suffix, { force: true });
    const shorter = openEvents(files);
    await appendSample(shorter, 0, 200, ALL);
    await shorter.close();
  });
  afterEach(() => files.cleanup());

  it('is found, rebuilt from the log, and then shows the events appended after', async () => {
    const events = openEvents(files);
    const read = openRead(files);
    try {
      expect(await readModelsAheadOfLog(events, read, [sampleProjection])).toEqual([{ projection: sampleProjection.name, checkpoint: 300, head: 200 }]);
      const rebuilt = await rebuildReadModelsAheadOfLog(events, read, [sampleProjection]);
      expect(rebuilt.map((r) => r.projection)).toEqual([sampleProjection.name]);
      expect(await read.getCheckpoint(sampleProjection.name)).toBe(200);
      expect(await readModelsAheadOfLog(events, read, [sampleProjection])).toEqual([]);
      expect(await dump(read, CHARACTERS)).toEqual(await expectedAfter(200));
    } finally {
      await read.close();
      await events.close();
    }
    // The server goes on: what it appends now shows.
    const serving = openEvents(files);
    await appendSample(serving, 200, 260, ALL);
    await serving.close();
    const read2 = openRead(files);
    await project(files, read2, 260);
    expect(await dump(read2, CHARACTERS)).toEqual(await expectedAfter(260));
    await read2.close();
  });
});
