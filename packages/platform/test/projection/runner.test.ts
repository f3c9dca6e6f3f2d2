import { docsOf, EmbeddedBus, projectEvents, ProjectionRunner, type DocRef, type ProjectionDefinition } from '../../src';
import { appendSample, dump, openEvents, openRead, tempFiles, waitUntil, type Files } from './fixtures';
import { CHARACTERS, LEAGUES, sampleEvents, sampleProjection } from './sample-projection';

describe('ProjectionRunner', () => {
  let files: Files;
  beforeEach(() => (files = tempFiles()));
  afterEach(() => files.cleanup());

  const setup = (definition: ProjectionDefinition = sampleProjection, writeBehind = 0, quietCheckpointMs?: number) => {
    const events = openEvents(files);
    const read = openRead(files);
    const bus = new EmbeddedBus(events, { retryDelayMs: 5, onError: () => undefined });
    const runner = new ProjectionRunner({
      definition,
      readStore: read,
      consumer: bus.consumer(definition.name),
      writeBehind,
      headPosition: () => events.headPosition(),
      ...(quietCheckpointMs === undefined ? {} : { quietCheckpointMs }),
    });
    const close = async () => {
      await runner.stop();
      await bus.close();
      await read.close();
      await events.close();
    };
    return { events, read, bus, runner, close };
  };

  it('projects live appends, and waitForPosition answers read-your-writes', async () => {
    const { events, read, runner, close } = setup();
    await runner.start();
    const position = await appendSample(events, 0, 60);
    expect(await runner.waitForPosition(position, 5000)).toBe(true);

    const expected = await projectEvents(sampleProjection, sampleEvents(60));
    expect(await dump(read, CHARACTERS)).toEqual([...docsOf(expected, CHARACTERS).values()].sort(byId));
    expect((await dump(read, LEAGUES)).map((d) => d._id)).toEqual(['l0', 'l1', 'l2']);
    expect(await read.getCheckpoint(sampleProjection.name)).toBe(position);
    expect(await runner.status()).toMatchObject({ checkpoint: position, head: position, lag: 0, running: true, lastError: null });
    await close();
  });

  it('gives up waiting after the timeout', async () => {
    const { runner, close } = setup();
    await runner.start();
    expect(await runner.waitForPosition(1000, 30)).toBe(false);
    await close();
  });

  it('resumes after its checkpoint when started again', async () => {
    const first = setup();
    await first.runner.start();
    const middle = await appendSample(first.events, 0, 30);
    await first.runner.waitForPosition(middle, 5000);
    await first.close();

    const second = setup();
    const end = await appendSample(second.events, 30, 50, sampleEvents(50));
    await second.runner.start();
    expect(second.runner.checkpoint).toBe(middle);
    expect(await second.runner.waitForPosition(end, 5000)).toBe(true);
    const expected = await projectEvents(sampleProjection, sampleEvents(50));
    expect(await dump(second.read, LEAGUES)).toEqual(
      ['l0', 'l1', 'l2'].map((id) => expected.get(`${LEAGUES}/${id}`)),
    );
    await second.close();
  });

  it('retries a failing batch without losing or doubling anything', async () => {
    let failures = 1;
    const flaky: ProjectionDefinition = {
      ...sampleProjection,
      refs(event): DocRef[] {
        if (failures > 0) {
          failures -= 1;
          throw new Error('flaky');
        }
        return sampleProjection.refs(event);
      },
    };
    const { events, read, runner, close } = setup(flaky);
    await runner.start();
    const position = await appendSample(events, 0, 40);
    expect(await runner.waitForPosition(position, 5000)).toBe(true);
    const expected = await projectEvents(sampleProjection, sampleEvents(40));
    expect(await read.get(LEAGUES, 'l1')).toEqual(expected.get(`${LEAGUES}/l1`));
    await close();
  });

  it.each([0, 25])('retries a failing batch without losing or doubling anything (write-behind %i)', async (writeBehind) => {
    let failures = 2;
    const flaky: ProjectionDefinition = {
      ...sampleProjection,
      evolve(docs, event) {
        if (event.position === 30 && failures > 0) {
          failures -= 1;
          throw new Error('flaky');
        }
        return sampleProjection.evolve(docs, event);
      },
    };
    const { events, read, runner, close } = setup(flaky, writeBehind);
    await runner.start();
    const position = await appendSample(events, 0, 60);
    expect(await runner.waitForPosition(position, 5000)).toBe(true);
    expect(failures).toBe(0);
    const expected = await projectEvents(sampleProjection, sampleEvents(60));
    expect(await dump(read, LEAGUES)).toEqual(['l0', 'l1', 'l2'].map((id) => expected.get(`${LEAGUES}/${id}`)));
    expect(await dump(read, CHARACTERS)).toEqual([...docsOf(expected, CHARACTERS).values()].sort(byId));
    await close();
  });

  it('with write-behind, still shows live events at once', async () => {
    const { events, read, runner, close } = setup(sampleProjection, 10_000);
    await runner.start();
    for (let i = 0; i < 5; i += 1) {
      const position = await appendSample(events, i, i + 1);
      expect(await runner.waitForPosition(position, 2000)).toBe(true);
      expect(await read.getCheckpoint(sampleProjection.name)).toBe(position);
    }
    await close();
  });

  it('moves its checkpoint over events it does not project', async () => {
    const { events, runner, close } = setup();
    await runner.start();
    const { position } = await events.append(
      'other',
      [{ type: 'SomethingElse', data: {}, metadata: { schemaVersion: 1, correlationId: 'x', causationId: 'x', userId: null, at: new Date().toISOString() } }],
      'any',
    );
    expect(await runner.waitForPosition(position, 5000)).toBe(true);
    await waitUntil(() => runner.checkpoint === position);
    await close();
  });

  const somethingElse = (events: ReturnType<typeof openEvents>) =>
    events.append(
      'other',
      [{ type: 'SomethingElse', data: {}, metadata: { schemaVersion: 1, correlationId: 'x', causationId: 'x', userId: null, at: new Date().toISOString() } }],
      'any',
    );

  describe('with quietCheckpointMs', () => {
    it('moves past events it does not project at once, and stores that checkpoint within the delay', async () => {
      const { events, read, runner, close } = setup(sampleProjection, 0, 150);
      await runner.start();
      const projected = await appendSample(events, 0, 5);
      expect(await runner.waitForPosition(projected, 5000)).toBe(true);
      expect(await read.getCheckpoint(sampleProjection.name)).toBe(projected);

      const { position } = await somethingElse(events);
      expect(await runner.waitForPosition(position, 5000)).toBe(true);
      // Nothing was written for it yet: the store still has the last batch that wrote.
      expect(await read.getCheckpoint(sampleProjection.name)).toBe(projected);
      await waitUntil(async () => (await read.getCheckpoint(sampleProjection.name)) === position);
      await close();
    });

    it('stores the quiet positions with the next batch that writes', async () => {
      const { events, read, runner, close } = setup(sampleProjection, 0, 60_000);
      await runner.start();
      const { position: quiet } = await somethingElse(events);
      expect(await runner.waitForPosition(quiet, 5000)).toBe(true);
      expect(await read.getCheckpoint(sampleProjection.name)).toBe(0);
      const projected = await appendSample(events, 0, 3);
      expect(await runner.waitForPosition(projected, 5000)).toBe(true);
      expect(await read.getCheckpoint(sampleProjection.name)).toBe(projected);
      await close();
    });

    it('stores the quiet checkpoint when stopped, and resumes from it without losing an event', async () => {
      const first = setup(sampleProjection, 0, 60_000);
      await first.runner.start();
      const projected = await appendSample(first.events, 0, 10);
      const { position: quiet } = await somethingElse(first.events);
      expect(await first.runner.waitForPosition(quiet, 5000)).toBe(true);
      await first.close();

      const second = setup(sampleProjection, 0, 60_000);
      expect(await second.read.getCheckpoint(sampleProjection.name)).toBe(quiet);
      expect(quiet).toBeGreaterThan(projected);
      const end = await appendSample(second.events, 10, 20, sampleEvents(20));
      await second.runner.start();
      expect(await second.runner.waitForPosition(end, 5000)).toBe(true);
      // The same documents as projecting the sample alone; positions differ by the other event.
      const expected = await projectEvents(sampleProjection, sampleEvents(20));
      const withoutPosition = (docs: Array<Record<string, unknown>>) => docs.map(({ _position, ...doc }) => doc);
      expect(withoutPosition(await dump(second.read, CHARACTERS))).toEqual(withoutPosition([...docsOf(expected, CHARACTERS).values()].sort(byId)));
      await second.close();
    });
  });
});

const byId = (a: { _id: string }, b: { _id: string }) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
