import { NO_POST_CONSEQUENCES } from '@il/contracts';
import { streams, type LeagueContextEvent } from '@il/events';
import {
  ManualClock,
  SqliteEventStore,
  seededRandom,
  type EventStore,
  type RecordedEvent,
} from '@il/platform';
import { loadCardCatalog } from '../src/catalog/card-catalog';
import { postingService, type PostingDeps } from '../src/posting/posting-service';
import { shippedTopicCatalog, trendingTopicsFor } from '../src/trending/trending-topics';
import { card, created, NOW, statsSetTo } from './fixtures';

const ctx = { userId: 10, correlationId: 'test-post' };
/** Two days and two hours into the league: day 3. */
const CLOCK_AT = '2026-03-04T12:00:00.000Z';
const catalogs = {
  cards: loadCardCatalog({ version: 3, cards: [card(), card({ id: 102, title: 'Retired Card', isActive: false })] }),
  topics: shippedTopicCatalog(),
};

async function seed(store: EventStore, stream: string, events: LeagueContextEvent[]) {
  const metadata = { schemaVersion: 1, correlationId: 'seed', causationId: 'seed', userId: null, at: NOW };
  await store.append(stream, events.map((e) => ({ type: e.type, data: e.data, metadata })), 'any');
}

/** A league (1) with player 10 as a member and character 5, and a second member (11) without one. */
async function world(options: { energy?: number; start?: string } = {}) {
  const store = new SqliteEventStore({ file: ':memory:' });
  const start = options.start ?? NOW;
  await seed(store, streams.league(1), [
    {
      type: 'LeagueCreated',
      data: { leagueId: 1, ownerId: 10, name: 'Villa', description: '', leagueType: 'public', maxPlayers: 20, startDate: start, endDate: '2026-04-02T10:00:00.000Z', inviteCode: null, createdAt: NOW },
    },
    { type: 'LeagueMemberJoined', data: { leagueId: 1, userId: 10, via: 'creator', joinedAt: NOW } },
    { type: 'LeagueMemberJoined', data: { leagueId: 1, userId: 11, via: 'public', joinedAt: NOW } },
  ]);
  await seed(store, streams.characterSlot(1, 10), [{ type: 'CharacterSlotReserved', data: { leagueId: 1, userId: 10, characterId: 5 } }]);
  await seed(store, streams.character(5), options.energy === undefined ? [created] : [created, statsSetTo({ energy: options.energy }, CLOCK_AT)]);
  let nextId = 900;
  const clock = new ManualClock(CLOCK_AT);
  const deps: PostingDeps = { store, clock, random: seededRandom(7), ids: { next: async () => nextId++ } };
  return { store, clock, deps, service: postingService(deps, catalogs) };
}

const characterEvents = async (store: EventStore): Promise<RecordedEvent[]> => store.readStream(streams.character(5));

describe('posting service', () => {
  it('posts for the member\'s character and answers the new totals', async () => {
    const { store, service, clock } = await world();
    const photoTopic = trendingTopicsFor(catalogs.topics, 1, clock.now())[0]!;
    const answer = await service.post(10, 1, { contentCardId: 101, trendingTopicId: photoTopic.id, captionSelection: { type: 'humble' } }, ctx);
    const events = await characterEvents(store);
    expect(events.map((e) => e.type)).toEqual(['CharacterCreated', 'ContentPosted', 'CharacterStatsChanged']);
    const posted = events[1]!.data as { postId: number; dayPosted: number; card: { catalogVersion: number }; trendingTopic: unknown; outcome: { followersGained: number } };
    expect(posted).toMatchObject({ postId: 900, dayPosted: 3, card: { catalogVersion: 3 }, trendingTopic: { id: photoTopic.id } });
    expect(events[1]!.metadata).toMatchObject({ userId: 10, correlationId: 'test-post' });
    expect(answer).toEqual({
      postId: 900,
      followers: 1200 + posted.outcome.followersGained,
      followersGained: posted.outcome.followersGained,
      energy: 90,
      energySpent: 10,
      relevance: 58,
      reputation: { authenticity: 73, drama: 35, relatability: 58, aspirational: 44 },
      authenticityBonus: 0,
      triggeredScandalId: null,
      // Without another context's consequences a post sets off nothing.
      consequences: NO_POST_CONSEQUENCES,
      position: expect.any(Number),
    });
  });

  it("reads only what was added to the character's stream since the last post, not the whole stream again", async () => {
    const { store, service } = await world();
    const read = jest.spyOn(store, 'readStream');
    await service.post(10, 1, { contentCardId: 101, captionSelection: { type: 'safe' } }, ctx);
    await service.post(10, 1, { contentCardId: 101, captionSelection: { type: 'safe' } }, ctx);
    const fromRevisions = read.mock.calls.filter(([stream]) => stream === streams.character(5)).map(([, from]) => from ?? 0);
    // The first post folds the stream from its start; the second from after the first post's events.
    expect(fromRevisions).toEqual([0, 1]);
    expect((await characterEvents(store)).map((e) => e.type)).toEqual(['CharacterCreated', 'ContentPosted', 'CharacterStatsChanged', 'ContentPosted', 'CharacterStatsChanged']);
  });

  it('lets exactly one of two posts sent at once through when the energy pays for one', async () => {
    const { store, service } = await world({ energy: 15 });
    const results = await Promise.allSettled([
      service.post(10, 1, { contentCardId: 101, captionSelection: { type: 'safe' } }, ctx),
      service.post(10, 1, { contentCardId: 101, captionSelection: { type: 'safe' } }, ctx),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
    expect(refused.reason).toMatchObject({ status: 400, message: 'Not enough energy: this post costs 10 energy and you have 5.' });
    const events = await characterEvents(store);
    expect(events.filter((e) => e.type === 'ContentPosted')).toHaveLength(1);
    expect(events[events.length - 1]!.data).toMatchObject({ stats: { energy: 5 } });
  });

  it('decides again on the fresh state when another write lands between its read and its append', async () => {
    const { store, deps } = await world({ energy: 15 });
    // Both posts read the character before either appends: the loser must hit the revision check.
    let reads = 0;
    let release: () => void = () => undefined;
    const bothRead = new Promise<void>((resolve) => (release = resolve));
    const racing: EventStore = {
      ...store,
      append: store.append.bind(store),
      readAll: store.readAll.bind(store),
      headPosition: store.headPosition.bind(store),
      subscribeToAll: store.subscribeToAll.bind(store),
      close: store.close.bind(store),
      async readStream(streamId, from) {
        const events = await store.readStream(streamId, from);
        if (streamId === streams.character(5) && reads < 2) {
          reads += 1;
          if (reads === 2) release();
          await bothRead;
        }
        return events;
      },
    };
    const service = postingService({ ...deps, store: racing }, catalogs);
    const results = await Promise.allSettled([
      service.post(10, 1, { contentCardId: 101, captionSelection: { type: 'safe' } }, ctx),
      service.post(10, 1, { contentCardId: 101, captionSelection: { type: 'safe' } }, ctx),
    ]);
    expect(reads).toBe(2);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await characterEvents(store)).filter((e) => e.type === 'ContentPosted')).toHaveLength(1);
  });

  it('changes nothing when refused', async () => {
    const { store, service } = await world({ energy: 3 });
    await expect(service.post(10, 1, { contentCardId: 101, captionSelection: { type: 'safe' } }, ctx)).rejects.toMatchObject({ status: 400 });
    expect(await characterEvents(store)).toHaveLength(2);
  });

  it.each([
    ['a non-member', 12, 1, { contentCardId: 101 }, 404, 'League not found'],
    ['an unknown league', 10, 9, { contentCardId: 101 }, 404, 'League not found'],
    ['a member without a character', 11, 1, { contentCardId: 101 }, 404, "You don't have a character in this league yet. Create one to start playing."],
    ['an unknown card', 10, 1, { contentCardId: 4242 }, 404, 'Content card not found'],
    ['an inactive card', 10, 1, { contentCardId: 102 }, 400, 'This content is not available right now'],
    ['another league in the body', 10, 1, { contentCardId: 101, leagueId: 2 }, 400, 'The league in the body differs from the league of the request'],
  ])('refuses %s', async (_, userId, leagueId, body, status, message) => {
    const { service } = await world();
    await expect(service.post(userId, leagueId, { ...body, captionSelection: { type: 'safe' } }, ctx)).rejects.toMatchObject({ status, message });
  });

  it('refuses a league that has not started or is past its end', async () => {
    const pending = await world({ start: '2026-03-10T10:00:00.000Z' });
    await expect(pending.service.post(10, 1, { contentCardId: 101, captionSelection: { type: 'safe' } }, ctx)).rejects.toMatchObject({
      status: 409,
      message: 'This league is not active',
    });
    const over = await world();
    over.clock.set('2026-04-02T10:00:00.000Z');
    await expect(over.service.post(10, 1, { contentCardId: 101, captionSelection: { type: 'safe' } }, ctx)).rejects.toMatchObject({ status: 409 });
  });
});
