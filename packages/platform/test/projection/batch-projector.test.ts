import {
  BatchProjector,
  docKey,
  docsOf,
  EmbeddedBus,
  projectEvents,
  ProjectionRunner,
  recordedEvents,
  type DocSource,
  type DocWrite,
  type ProjectionDefinition,
  type ProjectionTarget,
  type ReadDoc,
  type ReadStore,
} from '../../src';
import { appendSample, dump, openEvents, openRead, tempFiles, type Files } from './fixtures';
import { CHARACTERS, LEAGUES, sampleEvents, sampleProjection } from './sample-projection';

const sampleMetadata = { schemaVersion: 1, correlationId: 'c', causationId: 'c', userId: null, at: '2026-01-01T00:00:00.000Z' };

/** An in-memory document source that records what was asked of it. */
function memorySource(initial: Array<{ collection: string; doc: ReadDoc }> = []) {
  const docs = new Map(initial.map(({ collection, doc }) => [docKey(collection, doc._id), doc]));
  const asked: string[] = [];
  const source: DocSource = {
    async getMany(collection, ids) {
      const found = new Map<string, ReadDoc>();
      for (const id of ids) {
        asked.push(docKey(collection, id));
        const doc = docs.get(docKey(collection, id));
        if (doc) found.set(id, structuredClone(doc));
      }
      return found;
    },
  };
  const apply = (writes: DocWrite[]) => {
    for (const write of writes) {
      if (write.kind === 'put') docs.set(docKey(write.collection, write.doc._id), structuredClone(write.doc));
      else docs.delete(docKey(write.collection, write.id));
    }
  };
  return { source, asked, docs, apply };
}

const events = (count: number) => recordedEvents(sampleEvents(count));

describe('BatchProjector', () => {
  it('gives docKey the key of a document the event named, and builds any other', async () => {
    const seen: Array<{ named: string; other: string; got: unknown; missing: unknown }> = [];
    const peeking: ProjectionDefinition = {
      name: 'peeking',
      collections: [{ name: 'counts' }],
      eventTypes: ['Tick'],
      refs: (event) => [{ collection: 'counts', id: (event.data as { id: string }).id }],
      evolve: (docs, event) => {
        const id = (event.data as { id: string }).id;
        const named = docKey('counts', id);
        const other = docKey('counts', 'elsewhere');
        seen.push({ named, other, got: docs.get(named), missing: docs.get(other) });
        return [{ collection: 'counts', id, doc: { _id: id, n: 1 } }];
      },
    };
    const { source } = memorySource([{ collection: 'counts', doc: { _id: 'a', _position: 0, n: 0 } }]);
    await new BatchProjector(peeking).project(recordedEvents([{ type: 'Tick', data: { id: 'a' } }]), source);
    expect(seen).toEqual([{ named: 'counts/a', other: 'counts/elsewhere', got: { _id: 'a', _position: 0, n: 0 }, missing: undefined }]);
    expect(docKey('counts', 'a')).toBe('counts/a');
  });

  it('starts a unit from the documents of the one before it, without loading them again', async () => {
    const projector = new BatchProjector(sampleProjection);
    const { source, asked, docs, apply } = memorySource();
    const all = events(300);
    const keyOf = (write: DocWrite) => docKey(write.collection, write.kind === 'put' ? write.doc._id : write.id);

    const first = projector.unit();
    await first.add(all.slice(0, 150), source);
    const firstWrites = first.writes();
    apply(firstWrites);
    const knownToFirst = new Set([...asked, ...firstWrites.map(keyOf)]);
    const askedByFirst = asked.length;

    const second = projector.unit(first);
    await second.add(all.slice(150), source);
    const secondWrites = second.writes();
    apply(secondWrites);

    expect(asked.slice(askedByFirst).filter((key) => knownToFirst.has(key))).toEqual([]);
    expect(new Set(secondWrites.map(keyOf)).size).toBe(secondWrites.length);
    expect(second.lastPosition).toBe(300);
    const expected = await projectEvents(sampleProjection, sampleEvents(300));
    expect(new Map([...docs].sort(([a], [b]) => (a < b ? -1 : 1)))).toEqual(new Map([...expected].sort(([a], [b]) => (a < b ? -1 : 1))));
  });

  it('loads again after a load that failed, when the same events are added again', async () => {
    const memory = memorySource();
    let failures = 1;
    const flaky: DocSource = {
      getMany: (collection, ids) => (failures-- > 0 ? Promise.reject(new Error('flaky')) : memory.source.getMany(collection, ids)),
    };
    const unit = new BatchProjector(sampleProjection).unit();
    const all = events(40);
    await expect(unit.add(all, flaky)).rejects.toThrow('flaky');
    await unit.add(all, flaky);
    memory.apply(unit.writes());
    const expected = await projectEvents(sampleProjection, sampleEvents(40));
    expect(memory.docs.get(`${LEAGUES}/l1`)).toEqual(expected.get(`${LEAGUES}/l1`));
  });

  it('keeps at most its limit of documents, those used least recently going first', async () => {
    const counts: ProjectionDefinition = {
      name: 'counts',
      collections: [{ name: 'counts' }],
      eventTypes: ['Tick'],
      refs: (event) => [{ collection: 'counts', id: (event.data as { id: string }).id }],
      evolve: (docs, event) => {
        const id = (event.data as { id: string }).id;
        const n = ((docs.get(docKey('counts', id)) as (ReadDoc & { n: number }) | null)?.n ?? 0) + 1;
        return [{ collection: 'counts', id, doc: { _id: id, n } }];
      },
    };
    const projector = new BatchProjector(counts);
    const { source, asked, apply, docs } = memorySource();
    let unit: ReturnType<BatchProjector['unit']> | undefined;
    let position = 0;
    /** One unit over ticks of `ids`, after the one before it; gives the ids it loaded. */
    const tick = async (...ids: string[]) => {
      const before = asked.length;
      unit = projector.unit(unit, 4);
      const ticks = recordedEvents(ids.map((id) => ({ type: 'Tick', data: { id } })));
      for (const event of ticks) event.position = position += 1;
      await unit.add(ticks, source);
      apply(unit.writes());
      return asked.slice(before).map((key) => key.slice('counts/'.length));
    };

    expect(await tick('a', 'b')).toEqual(['a', 'b']);
    expect(await tick('a', 'b')).toEqual([]);
    // Three known, past half the limit: the next unit starts a new set, and finds these among the older.
    expect(await tick('c')).toEqual(['c']);
    expect(await tick('a')).toEqual([]);
    // a, d and e are used after that rotation; b and c, unused, go at the next.
    expect(await tick('d', 'e')).toEqual(['d', 'e']);
    expect(await tick('b', 'c', 'a', 'e', 'f')).toEqual(['b', 'c', 'f']);
    // Five known, past the limit: all go.
    expect(await tick('a', 'f')).toEqual(['a', 'f']);
    expect(Object.fromEntries([...docs].map(([key, doc]) => [key, (doc as ReadDoc & { n: number }).n]))).toEqual({
      'counts/a': 5,
      'counts/b': 3,
      'counts/c': 2,
      'counts/d': 1,
      'counts/e': 2,
      'counts/f': 2,
    });
  });

  it('writes a document an event changed without naming it, and shows it to later events', async () => {
    const totals: ProjectionDefinition = {
      name: 'totals',
      collections: [{ name: 'totals' }, { name: 'log' }],
      eventTypes: ['Add'],
      refs: () => [{ collection: 'totals', id: 'all' }],
      evolve: (docs, event) => {
        const current = docs.get(docKey('totals', 'all')) as (ReadDoc & { n: number }) | null;
        const n = (current?.n ?? 0) + (event.data as { n: number }).n;
        return [
          { collection: 'totals', id: 'all', doc: { _id: 'all', n } },
          { collection: 'log', id: String(event.position), doc: { _id: String(event.position), n } },
        ];
      },
    };
    const { source, apply, docs } = memorySource();
    apply(
      await new BatchProjector(totals).project(
        recordedEvents([
          { type: 'Add', data: { n: 2 } },
          { type: 'Add', data: { n: 3 } },
        ]),
        source,
      ),
    );
    expect(docs.get('totals/all')).toEqual({ _id: 'all', _position: 2, n: 5 });
    expect(docs.get('log/1')).toEqual({ _id: '1', _position: 1, n: 2 });
    expect(docs.get('log/2')).toEqual({ _id: '2', _position: 2, n: 5 });
  });
});

describe('ProjectionRunner with keepDocs', () => {
  let files: Files;
  beforeEach(() => (files = tempFiles()));
  afterEach(() => files.cleanup());

  it('loads each document of its generation once, and gives the same documents', async () => {
    const events = openEvents(files);
    const read = openRead(files);
    const generation = await read.createGeneration(sampleProjection);
    const asked: string[] = [];
    const target: ProjectionTarget = {
      projection: generation.projection,
      generation: generation.generation,
      getMany: (collection, ids) => {
        asked.push(...ids.map((id) => `${collection}/${id}`));
        return generation.getMany(collection, ids);
      },
      getCheckpoint: () => generation.getCheckpoint(),
      applyBatch: (writes, checkpoint) => generation.applyBatch(writes, checkpoint),
    };
    const bus = new EmbeddedBus(events, { catchUpBatchSize: 7 });
    const runner = new ProjectionRunner({
      definition: sampleProjection,
      readStore: read,
      consumer: bus.consumer('kept'),
      target,
      writeBehind: 20,
      keepDocs: true,
    });
    const head = await appendSample(events, 0, 200);
    await runner.start();
    expect(await runner.waitForPosition(head, 10_000)).toBe(true);
    await runner.stop();
    await bus.close();

    expect(new Set(asked).size).toBe(asked.length);
    expect(await read.promote(sampleProjection.name, generation.generation)).toBe('switched');
    const expected = await projectEvents(sampleProjection, sampleEvents(200));
    expect(await dump(read, LEAGUES)).toEqual(['l0', 'l1', 'l2'].map((id) => expected.get(`${LEAGUES}/${id}`)));
    expect(await dump(read, CHARACTERS)).toEqual([...docsOf(expected, CHARACTERS).values()].sort((a, b) => (a._id < b._id ? -1 : 1)));
    await read.close();
    await events.close();
  });

  it('on the active generation, loads each document once, and forgets them all when a rebuilt generation replaces it', async () => {
    const events = openEvents(files);
    const read = openRead(files);
    const asked: string[] = [];
    const counting: ReadStore = Object.assign(Object.create(read) as ReadStore, {
      attach: async (shape: Parameters<ReadStore['attach']>[0]) => {
        const target = await read.attach(shape);
        return Object.assign(Object.create(target) as ProjectionTarget, {
          getMany: (collection: string, ids: string[]) => {
            asked.push(...ids.map((id) => `${collection}/${id}`));
            return target.getMany(collection, ids);
          },
        });
      },
    });
    const bus = new EmbeddedBus(events, { retryDelayMs: 5 });
    const runner = new ProjectionRunner({ definition: sampleProjection, readStore: counting, consumer: bus.consumer('live'), keepDocs: true, keptDocs: 1000 });
    await runner.start();
    const head = await appendSample(events, 0, 120);
    expect(await runner.waitForPosition(head, 10_000)).toBe(true);
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked).size).toBe(asked.length);

    // A replay elsewhere promotes a generation whose documents differ from those kept here.
    const rebuilt = await read.createGeneration(sampleProjection);
    await rebuilt.applyBatch(
      [
        { collection: CHARACTERS, kind: 'put', doc: { _id: 'c0-0', _position: head, leagueId: 'l0', name: 'Name c0-0', followers: 1000 } },
        { collection: LEAGUES, kind: 'put', doc: { _id: 'l0', _position: head, members: 1, followers: 1000 } },
      ],
      head,
    );
    expect(await read.promote(sampleProjection.name, rebuilt.generation)).toBe('switched');
    const { position } = await events.append('character-c0-0', [{ type: 'FollowersGained', data: { characterId: 'c0-0', leagueId: 'l0', amount: 5 }, metadata: sampleMetadata }], 'any');
    expect(await runner.waitForPosition(position, 10_000)).toBe(true);

    expect(runner.generation).toBe(rebuilt.generation);
    expect(await read.get(CHARACTERS, 'c0-0')).toMatchObject({ followers: 1005 });
    expect(await read.get(LEAGUES, 'l0')).toMatchObject({ followers: 1005 });
    await runner.stop();
    await bus.close();
    await read.close();
    await events.close();
  });
});
