import { EmbeddedBus, ProjectionFaults, ProjectionRunner, type ProjectionDefinition } from '../../src';
import { appendSample, openEvents, openRead, tempFiles, waitUntil, type Files } from './fixtures';
import { sampleProjection } from './sample-projection';

const POISONED = 10;
const EVENTS = 30;

describe('A projection whose handler throws on an event', () => {
  let files: Files;
  beforeEach(() => (files = tempFiles()));
  afterEach(() => files.cleanup());

  const setup = () => {
    const broken = { on: true, calls: 0 };
    const definition: ProjectionDefinition = {
      ...sampleProjection,
      evolve(docs, event) {
        if (event.position === POISONED && broken.on) {
          broken.calls += 1;
          throw new Error('no such league');
        }
        return sampleProjection.evolve(docs, event);
      },
    };
    const events = openEvents(files);
    const read = openRead(files);
    const bus = new EmbeddedBus(events, { retryDelayMs: 5, onError: () => undefined });
    const runner = new ProjectionRunner({
      definition,
      readStore: read,
      consumer: bus.consumer(definition.name),
      headPosition: () => events.headPosition(),
      faultRetries: 2,
      faultBackoffMs: 5,
      parkedPollMs: 10,
    });
    const faults = new ProjectionFaults(read);
    const close = async () => {
      await runner.stop();
      await bus.close();
      await read.close();
      await events.close();
    };
    return { events, read, runner, faults, broken, close };
  };

  const parked = async (runner: ProjectionRunner) => waitUntil(async () => (await runner.status()).parked !== null, 20_000);

  it('retries it, then parks it durably with its error and time, applying the events before it and none after', async () => {
    const { events, runner, faults, broken, close } = setup();
    await runner.start();
    await appendSample(events, 0, EVENTS);
    await parked(runner);

    expect(broken.calls).toBe(3);
    const status = await runner.status();
    expect(status).toMatchObject({ checkpoint: POISONED - 1, lag: EVENTS - POISONED + 1, parked: { position: POISONED, attempts: 3 } });
    const record = await faults.get(sampleProjection.name);
    expect(record).toMatchObject({ faults: 1, decision: null, parked: { position: POISONED, error: 'Error: no such league', attempts: 3 } });
    expect(Number.isNaN(Date.parse(record?.parked?.parkedAt ?? ''))).toBe(false);
    await close();
  });

  it('goes on once an operator retries it, the handler fixed', async () => {
    const { events, runner, faults, broken, close } = setup();
    await runner.start();
    await appendSample(events, 0, EVENTS);
    await parked(runner);

    broken.on = false;
    expect(await faults.decide(sampleProjection.name, 'retry')).toBe(true);
    expect(await runner.waitForPosition(EVENTS, 20_000)).toBe(true);
    expect(await faults.get(sampleProjection.name)).toMatchObject({ parked: null, decision: null, faults: 1, skipped: [] });
    expect((await runner.status()).parked).toBeNull();
    await close();
  });

  it('goes on past it once an operator skips it, and keeps the skipped event on record', async () => {
    const { events, read, runner, faults, close } = setup();
    await runner.start();
    await appendSample(events, 0, EVENTS);
    await parked(runner);

    expect(await faults.decide(sampleProjection.name, 'skip')).toBe(true);
    expect(await runner.waitForPosition(EVENTS, 20_000)).toBe(true);
    const record = await faults.get(sampleProjection.name);
    expect(record).toMatchObject({ parked: null, faults: 1, skipped: [{ position: POISONED, error: 'Error: no such league' }] });
    await waitUntil(async () => (await read.getCheckpoint(sampleProjection.name)) === EVENTS, 20_000);
    await close();
  });

  it('is parked again after a restart, counted once', async () => {
    const first = setup();
    await first.runner.start();
    await appendSample(first.events, 0, EVENTS);
    await parked(first.runner);
    await first.close();

    const second = setup();
    await second.runner.start();
    expect((await second.runner.status()).parked).toMatchObject({ position: POISONED });
    await waitUntil(() => second.broken.calls >= 3, 20_000);
    expect(await second.faults.decide(sampleProjection.name, 'skip')).toBe(true);
    expect(await second.runner.waitForPosition(EVENTS, 20_000)).toBe(true);
    expect(await second.faults.get(sampleProjection.name)).toMatchObject({ faults: 1, parked: null });
    await second.close();
  });

  it('answers that nothing is parked when nothing is', async () => {
    const { faults, close } = setup();
    expect(await faults.decide(sampleProjection.name, 'retry')).toBe(false);
    await close();
  });
});
