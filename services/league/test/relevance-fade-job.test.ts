import { streams, type CharacterStatsChanged, type LeagueContextEvent } from '@il/events';
import {
  EmbeddedBus,
  ManualClock,
  ProjectionRunner,
  SqliteEventStore,
  SqliteReadStore,
  type EventStore,
} from '@il/platform';
import { charactersProjection } from '@il/projection-characters';
import { leaguesProjection } from '@il/projection-leagues';
import { startingStats } from '../src/character/backgrounds';
import { relevanceFadeJob, startRelevanceFadeScheduler, type RelevanceFadeDeps } from '../src/relevance/relevance-fade-job';

const START = '2026-03-01T10:00:00.000Z';
const END = '2026-04-01T10:00:00.000Z';
const ctx = { userId: null, correlationId: 'test-relevance-fade' };
const silent = { info: () => undefined, error: () => undefined };

async function seed(store: EventStore, stream: string, events: LeagueContextEvent[]) {
  const metadata = { schemaVersion: 1, correlationId: 'seed', causationId: 'seed', userId: null, at: START };
  await store.append(stream, events.map((e) => ({ type: e.type, data: e.data, metadata })), 'any');
}

async function league(store: EventStore, leagueId: number, dates: { startDate: string; endDate: string }, extra: LeagueContextEvent[] = []) {
  await seed(store, streams.league(leagueId), [
    {
      type: 'LeagueCreated',
      data: { leagueId, ownerId: 10, name: `League ${leagueId}`, description: '', leagueType: 'public', maxPlayers: 20, ...dates, inviteCode: null, createdAt: START },
    },
    { type: 'LeagueMemberJoined', data: { leagueId, userId: 10, via: 'creator', joinedAt: START } },
    ...extra,
  ]);
}

async function character(store: EventStore, characterId: number, leagueId: number, relevance: number) {
  await seed(store, streams.character(characterId), [
    {
      type: 'CharacterCreated',
      data: {
        characterId,
        leagueId,
        userId: 10,
        playerName: `@Star${characterId}`,
        realityShowBackground: 'competition',
        avatarUrl: null,
        stats: { ...startingStats('competition', START), relevance },
        unlockedPlatforms: ['instagram'],
        createdAt: START,
      },
    },
  ]);
}

/**
 * League 1 is in play with characters 11 (relevance 60) and 12 (relevance 0); league 2 starts on
 * 10 March (character 21); league 3 was cancelled (character 31). The read models run for real,
 * on in-memory SQLite, so the job finds its work the way the server does.
 */
async function world() {
  const store = new SqliteEventStore({ file: ':memory:' });
  const read = new SqliteReadStore({ file: ':memory:' });
  const bus = new EmbeddedBus(store);
  const runners = [leaguesProjection, charactersProjection].map(
    (definition) => new ProjectionRunner({ definition, readStore: read, consumer: bus.consumer(definition.name) }),
  );
  await Promise.all(runners.map((runner) => runner.start()));
  await league(store, 1, { startDate: START, endDate: END }, [{ type: 'LeagueStarted', data: { leagueId: 1, startedAt: START } }]);
  await character(store, 11, 1, 60);
  await character(store, 12, 1, 0);
  await league(store, 2, { startDate: '2026-03-10T00:00:00.000Z', endDate: END });
  await character(store, 21, 2, 60);
  await league(store, 3, { startDate: START, endDate: END }, [{ type: 'LeagueCancelled', data: { leagueId: 3, cancelledBy: 10, cancelledAt: START } }]);
  await character(store, 31, 3, 60);
  const clock = new ManualClock('2026-03-01T12:00:00.000Z');
  const deps: RelevanceFadeDeps = {
    store,
    read,
    clock,
    awaitProjections: async (position) => {
      await Promise.all(runners.map((runner) => runner.waitForPosition(position, 5_000)));
    },
  };
  const fades = async (characterId: number) =>
    (await store.readStream(streams.character(characterId)))
      .filter((e) => e.type === 'CharacterStatsChanged')
      .map((e) => {
        const { cause, changes, stats } = (e as unknown as CharacterStatsChanged).data;
        return { day: cause.id, changes, relevance: stats.relevance };
      });
  return {
    store,
    clock,
    deps,
    fades,
    async close() {
      await Promise.all(runners.map((runner) => runner.stop()));
      await bus.close();
      await read.close();
      await store.close();
    },
  };
}

describe('relevance fade scheduler', () => {
  let w: Awaited<ReturnType<typeof world>>;
  beforeEach(async () => {
    w = await world();
  });
  afterEach(async () => {
    await w.close();
  });

  it('fades every character in play once a midnight has passed, and only once', async () => {
    const scheduler = startRelevanceFadeScheduler(w.deps, { intervalMs: 3_600_000, log: silent });
    try {
      await scheduler.runNow();
      expect(await w.fades(11)).toEqual([]);

      w.clock.set('2026-03-02T00:00:30.000Z');
      await scheduler.runNow();
      await scheduler.runNow();
      expect(await w.fades(11)).toEqual([{ day: '2026-03-02', changes: { relevance: -6 }, relevance: 54 }]);
      expect(await w.fades(12)).toEqual([{ day: '2026-03-02', changes: {}, relevance: 0 }]);
      expect(await w.fades(21)).toEqual([]);
      expect(await w.fades(31)).toEqual([]);
    } finally {
      await scheduler.stop();
    }
  });

  it('leaves nothing for a second server running the same day', async () => {
    w.clock.set('2026-03-02T00:00:30.000Z');
    const first = await relevanceFadeJob(w.deps).runDue(ctx);
    const second = await relevanceFadeJob(w.deps).runDue(ctx);
    expect(first).toMatchObject({ day: '2026-03-02', faded: [11, 12], failed: [] });
    expect(second).toMatchObject({ day: '2026-03-02', faded: [], failed: [] });
    expect(await w.fades(11)).toHaveLength(1);
  });

  it('catches up the midnights missed while the server was down, one event per day', async () => {
    w.clock.set('2026-03-02T00:00:30.000Z');
    await relevanceFadeJob(w.deps).runDue(ctx);
    w.clock.set('2026-03-05T08:00:00.000Z');
    const restarted = startRelevanceFadeScheduler(w.deps, { intervalMs: 3_600_000, log: silent });
    await restarted.runNow();
    await restarted.stop();
    expect(await w.fades(11)).toEqual([
      { day: '2026-03-02', changes: { relevance: -6 }, relevance: 54 },
      { day: '2026-03-03', changes: { relevance: -6 }, relevance: 48 },
      { day: '2026-03-04', changes: { relevance: -5 }, relevance: 43 },
      { day: '2026-03-05', changes: { relevance: -5 }, relevance: 38 },
    ]);
  });

  it('starts fading a league after its first midnight in play, and stops at its end', async () => {
    const job = relevanceFadeJob(w.deps);
    w.clock.set('2026-03-10T00:00:30.000Z');
    await job.runDue(ctx);
    expect(await w.fades(21)).toEqual([]);
    w.clock.set('2026-03-11T00:00:30.000Z');
    await job.runDue(ctx);
    expect(await w.fades(21)).toEqual([{ day: '2026-03-11', changes: { relevance: -6 }, relevance: 54 }]);

    w.clock.set('2026-04-02T00:00:30.000Z');
    await job.runDue(ctx);
    expect(await w.fades(21)).toHaveLength(1);
  });
});
