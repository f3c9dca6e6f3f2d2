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
} from '../../src';
import { appendSample, dump, openEvents, openRead, tempFiles, type Files } from './fixtures';
import { CHARACTERS, LEAGUES, sampleEvents, sampleProjection } from './sample-projection';

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
});
