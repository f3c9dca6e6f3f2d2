import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  docsOf,
  EmbeddedBus,
  projectEvents,
  ProjectionRunner,
  rebuildProjection,
  type RebuildResult,
  type ReadDoc,
  type ReadStoreReader,
} from '../../src';
import { appendSample, dump, openEvents, openRead, tempFiles, waitUntil, type Files } from './fixtures';
import { CHARACTERS, LEAGUES, sampleEvents, sampleProjection } from './sample-projection';

const ALL = sampleEvents(1200, 4, 6);

const snapshot = async (reader: ReadStoreReader) => ({
  characters: await dump(reader, CHARACTERS),
  leagues: await dump(reader, LEAGUES),
});

const expectedAfter = async (count: number) => {
  const docs = await projectEvents(sampleProjection, ALL.slice(0, count));
  const sorted = (collection: string) =>
    [...docsOf(docs, collection).values()].sort((a: ReadDoc, b: ReadDoc) => (a._id < b._id ? -1 : 1));
  return { characters: sorted(CHARACTERS), leagues: sorted(LEAGUES) };
};

describe('rebuilding a read model', () => {
  let files: Files;
  beforeEach(() => (files = tempFiles()));
  afterEach(() => files.cleanup());

  /** The serving side: its event store, read store and live runner. */
  const serve = async () => {
    const events = openEvents(files);
    const read = openRead(files);
    const bus = new EmbeddedBus(events, { retryDelayMs: 5 });
    const runner = new ProjectionRunner({ definition: sampleProjection, readStore: read, consumer: bus.consumer('live') });
    await runner.start();
    return {
      events,
      read,
      runner,
      close: async () => {
        await runner.stop();
        await bus.close();
        await read.close();
        await events.close();
      },
    };
  };

  /** A rebuild with connections of its own, as a separate process would have. */
  const rebuild = async (options: { copy?: string; until?: { position?: number; at?: string } } = {}) => {
    const eventStore = openEvents(files);
    const readStore = openRead(files);
    try {
      return await rebuildProjection({ definition: sampleProjection, readStore, eventStore, batchSize: 100, ...options });
    } finally {
      await readStore.close();
      await eventStore.close();
    }
  };

  it('gives documents equal to the live ones, then serves them', async () => {
    const server = await serve();
    const head = await appendSample(server.events, 0, 800, ALL);
    await server.runner.waitForPosition(head, 10_000);
    const live = await snapshot(server.read);
    expect(live).toEqual(await expectedAfter(800));

    const before = server.runner.generation;
    const result = await rebuild();
    expect(result).toMatchObject({ switched: true, checkpoint: head, events: 800 });
    expect(result.generation).not.toBe(before);
    expect(await snapshot(server.read)).toEqual(live);
    expect((await server.read.generations(sampleProjection.name)).map((g) => g.state)).toEqual(['active']);
    await server.close();
  });

  it('rebuilds while the server keeps appending, projecting and answering queries', async () => {
    const server = await serve();
    await appendSample(server.events, 0, 400, ALL);

    let appending = true;
    let appended = 400;
    const appender = (async () => {
      while (appending && appended < ALL.length - 50) {
        await appendSample(server.events, appended, appended + 5, ALL);
        appended += 5;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    let queries = 0;
    let querying = true;
    const reader = (async () => {
      while (querying) {
        const page = await server.read.find(CHARACTERS, { leagueId: 'l1' }, { sort: { field: 'followers', direction: -1 }, limit: 3 });
        if (page.items.length > 0) queries += 1;
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();

    const result = await rebuild();
    appending = false;
    await appender;
    const head = await appendSample(server.events, appended, ALL.length, ALL);
    expect(await server.runner.waitForPosition(head, 10_000)).toBe(true);
    querying = false;
    await reader;

    expect(result.switched).toBe(true);
    expect(queries).toBeGreaterThan(0);
    await waitUntil(() => server.runner.generation === result.generation);
    expect(await snapshot(server.read)).toEqual(await expectedAfter(ALL.length));
    await server.close();
  });

  it('keeps a historical copy as of a position, beside the live model', async () => {
    const server = await serve();
    const head = await appendSample(server.events, 0, 300, ALL);
    await server.runner.waitForPosition(head, 10_000);
    const result = await rebuild({ copy: 'as-of-120', until: { position: 120 } });
    expect(result).toMatchObject({ switched: false, checkpoint: 120 });
    const copy = await server.read.copy('as-of-120');
    expect(copy).not.toBeNull();
    expect(await snapshot(copy as ReadStoreReader)).toEqual(await expectedAfter(120));
    expect(await snapshot(server.read)).toEqual(await expectedAfter(300));
    await server.close();
  });

  it('keeps a historical copy as of a date', async () => {
    const server = await serve();
    await appendSample(server.events, 0, 300, ALL);
    // The fixture stamps event i at 2026-01-01 plus i minutes.
    const at = new Date(Date.UTC(2026, 0, 1) + 149 * 60_000).toISOString();
    const result = await rebuild({ copy: 'as-of-date', until: { at } });
    expect(result.checkpoint).toBe(150);
    const copy = (await server.read.copy('as-of-date')) as ReadStoreReader;
    expect(await snapshot(copy)).toEqual(await expectedAfter(150));
    await server.close();
  });

  it('switches a serving process over from a replay in another process', async () => {
    const server = await serve();
    const head = await appendSample(server.events, 0, 600, ALL);
    await server.runner.waitForPosition(head, 10_000);
    const live = await snapshot(server.read);

    const result = await runChild(files);
    expect(result).toMatchObject({ switched: true, checkpoint: head });
    expect(await snapshot(server.read)).toEqual(live);

    const end = await appendSample(server.events, 600, 700, ALL);
    expect(await server.runner.waitForPosition(end, 10_000)).toBe(true);
    expect(server.runner.generation).toBe(result.generation);
    expect(await snapshot(server.read)).toEqual(await expectedAfter(700));
    await server.close();
  }, 30_000);
});

function runChild(files: Files): Promise<RebuildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'rebuild-child.ts'), files.events, files.read], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as RebuildResult) : reject(new Error(`replay failed: ${err}`))));
  });
}
