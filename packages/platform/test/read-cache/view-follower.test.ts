import { SqliteEventStore } from '../../src/event-store/sqlite-event-store';
import type { NewEvent } from '../../src/event-store/port';
import { ViewCache } from '../../src/read-cache/view-cache';
import { ViewFollower } from '../../src/read-cache/view-follower';
import { ALL_VIEWS, leagueViewScopes, scopeOfEvent } from '../../src/read-cache/event-scope';

const metadata = { schemaVersion: 1, correlationId: 'test', causationId: 'test', userId: null, at: '2026-01-01T00:00:00.000Z' };
const leagueEvent = (leagueId: number): NewEvent => ({ type: 'ContentPosted', data: { leagueId, postId: 1 }, metadata });
const chatEvent = (leagueId: number): NewEvent => ({ type: 'ChatMessageSent', data: { leagueId, message: 'hi' }, metadata });
const sessionEvent = (): NewEvent => ({ type: 'SessionEnded', data: { userId: 3, reason: 'logout' }, metadata });
const likeEvent = (leagueId: number, userId?: number): NewEvent => ({ type: 'PostLiked', data: { leagueId, postId: 1, userId }, metadata });
const unreadEvent = (leagueId: number): NewEvent => ({ type: 'ScandalRolled', data: { leagueId }, metadata });

/** Posts change the standings and the feed, likes the feed and the liker's own view, chat the chat page, joining the league. */
const scopesOf = leagueViewScopes({
  league: ['LeagueMemberJoined'],
  standings: ['LeagueMemberJoined', 'ContentPosted', 'CharacterStatsChanged'],
  feed: ['ContentPosted', 'PostLiked'],
  chat: ['ChatMessageSent'],
  player: ['PostLiked', 'CharacterStatsChanged'],
  leavesStandings: (event) => (event.data as { energyOnly?: boolean }).energyOnly === true,
});
const recordedOf = (event: NewEvent, streamId = 'league-7') => ({ position: 1, revision: 0, id: 'e', streamId, ...event });

/** The read models' progress, moved by the test: what the follower waits on before dropping scopes. */
function projections() {
  let applied = 0;
  const waiting: { position: number; resolve: () => void }[] = [];
  return {
    applied: (position: number) => {
      applied = position;
      for (const w of waiting.splice(0)) {
        if (w.position <= applied) w.resolve();
        else waiting.push(w);
      }
    },
    projectionsApplied: (position: number) =>
      position <= applied ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ position, resolve })),
  };
}

const silentLog = { error: () => undefined };

async function setUp() {
  const store = new SqliteEventStore({ file: ':memory:', pollIntervalMs: 5 });
  const progress = projections();
  const cache = new ViewCache();
  const follower = new ViewFollower({ store, projectionsApplied: progress.projectionsApplied, log: silentLog, scopesOf }, cache);
  await follower.start();
  return { store, progress, cache, follower };
}

describe('scopeOfEvent', () => {
  it("is the event's league when it names one, else its own stream", () => {
    const recorded = { position: 1, revision: 0, id: 'e', streamId: 'chat-7', ...leagueEvent(7) };
    expect(scopeOfEvent(recorded)).toBe('league-7');
    expect(scopeOfEvent({ ...recorded, streamId: 'session-abc', data: { userId: 3 } })).toBe('session-abc');
  });

});

describe('leagueViewScopes', () => {
  it('drops the views whose read models take the event, and no others', () => {
    expect(scopesOf(recordedOf(leagueEvent(7)))).toEqual(['league-7/standings', 'league-7/feed']);
    expect(scopesOf(recordedOf(chatEvent(7), 'chat-7'))).toEqual(['league-7/chat']);
    expect(scopesOf(recordedOf(likeEvent(7, 3)))).toEqual(['league-7/feed', 'league-7/player-3']);
    expect(scopeOfEvent(recordedOf(chatEvent(7), 'chat-7'))).toBe('league-7');
    const joined: NewEvent = { type: 'LeagueMemberJoined', data: { leagueId: 7, userId: 3 }, metadata };
    expect(scopesOf(recordedOf(joined))).toEqual(['league-7', 'league-7/standings']);
  });

  it('leaves the standings when the reader says the event leaves them', () => {
    const stats = (energyOnly: boolean): NewEvent => ({ type: 'CharacterStatsChanged', data: { leagueId: 7, userId: 3, energyOnly }, metadata });
    expect(scopesOf(recordedOf(stats(true)))).toEqual(['league-7/player-3']);
    expect(scopesOf(recordedOf(stats(false)))).toEqual(['league-7/standings', 'league-7/player-3']);
  });

  it('drops nothing for an event no view reads, and its own stream for an event of no league', () => {
    expect(scopesOf(recordedOf(unreadEvent(7)))).toEqual([]);
    expect(scopesOf(recordedOf(sessionEvent(), 'session-abc'))).toEqual(['session-abc']);
  });

  it("drops every view when a player's event does not say whose it is", () => {
    expect(scopesOf(recordedOf(likeEvent(7)))).toBe(ALL_VIEWS);
  });
});

describe('ViewFollower', () => {
  let fixture: Awaited<ReturnType<typeof setUp>>;
  /** Appends an event, lets the read models apply it, and waits until the follower has settled it. */
  const appendApplied = async (stream: string, event: NewEvent) => {
    const { position } = await fixture.store.append(stream, [event], 'any');
    fixture.progress.applied(position);
    expect(await fixture.follower.reached(position, 1000)).toBe(true);
  };
  beforeEach(async () => {
    fixture = await setUp();
  });
  afterEach(async () => {
    await fixture.follower.stop();
    await fixture.store.close();
  });

  it('given a kept view, when an event of its league is appended, drops it only once the read models applied the event', async () => {
    const { store, progress, cache, follower } = fixture;
    await cache.read('league-1/standings', 'board', async () => 'before');
    await cache.read('league-2/standings', 'board', async () => 'other league');

    const { position } = await store.append('chat-1', [leagueEvent(1)], 'any');
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Delivered, but not applied yet: the view still matches the read models.
    expect(await cache.read('league-1/standings', 'board', async () => 'too early')).toBe('before');

    progress.applied(position);
    expect(await follower.reached(position, 1000)).toBe(true);
    expect(await cache.read('league-1/standings', 'board', async () => 'after')).toBe('after');
    expect(await cache.read('league-2/standings', 'board', async () => 'not read')).toBe('other league');
  });

  it("drops only the league's chat page on a chat message, keeping its other views", async () => {
    const { cache } = fixture;
    await cache.read('league-1/standings', 'board', async () => 'standings');
    await cache.read('league-1/chat', 'chat:50', async () => 'page before');
    await appendApplied('chat-1', chatEvent(1));
    expect(await cache.read('league-1/chat', 'chat:50', async () => 'page after')).toBe('page after');
    expect(await cache.read('league-1/standings', 'board', async () => 'not read')).toBe('standings');
  });

  it("drops the liker's own view and the feed on a like, keeping every other member's and the league's", async () => {
    const { cache } = fixture;
    await cache.read('league-1/standings', 'board', async () => 'standings');
    await cache.read('league-1/player-3', 'player', async () => 'liker before');
    await cache.read('league-1/player-4', 'player', async () => 'other member');
    await cache.read('league-1/feed', 'feed:20', async () => 'feed before');
    await appendApplied('character-9', likeEvent(1, 3));
    expect(await cache.read('league-1/player-3', 'player', async () => 'liker after')).toBe('liker after');
    expect(await cache.read('league-1/feed', 'feed:20', async () => 'feed after')).toBe('feed after');
    expect(await cache.read('league-1/player-4', 'player', async () => 'not read')).toBe('other member');
    expect(await cache.read('league-1/standings', 'board', async () => 'not read')).toBe('standings');
  });

  it('moves past an event that no view reads, so a command that appended it does not wait', async () => {
    const { cache } = fixture;
    await cache.read('league-1/standings', 'board', async () => 'standings');
    await appendApplied('league-1', unreadEvent(1));
    expect(await cache.read('league-1/standings', 'board', async () => 'not read')).toBe('standings');
  });

  it("drops every view for a player's event that does not say whose it is", async () => {
    const { cache } = fixture;
    await cache.read('league-2/standings', 'board', async () => 'other league');
    await appendApplied('character-9', likeEvent(1));
    expect(await cache.read('league-2/standings', 'board', async () => 'read again')).toBe('read again');
  });

  it('drops a session stream on its own events', async () => {
    const { cache } = fixture;
    await cache.read('session-abc', 'session', async () => 'active');
    await appendApplied('session-abc', sessionEvent());
    expect(await cache.read('session-abc', 'session', async () => 'ended')).toBe('ended');
  });

  it('waits for the read models once per batch of events that arrived together', async () => {
    const { store, cache, follower } = fixture;
    const asked: number[] = [];
    const batched = new ViewFollower(
      {
        store,
        projectionsApplied: async (position) => {
          asked.push(position);
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
        scopesOf,
        log: silentLog,
      },
      cache,
    );
    await batched.start();
    let last = 0;
    for (let i = 0; i < 20; i += 1) last = (await store.append(`chat-${i}`, [leagueEvent(i)], 'any')).position;

    expect(await batched.reached(last, 2000)).toBe(true);
    expect(asked.length).toBeLessThan(20);
    expect(asked[asked.length - 1]).toBe(last);
    await batched.stop();
    expect(follower.position).toBeLessThanOrEqual(last);
  });

  it('keeps nothing until the read models have applied the log as it was at start', async () => {
    const { store } = fixture;
    const { position: head } = await store.append('chat-1', [leagueEvent(1)], 'any');
    const progress = projections();
    const cache = new ViewCache();
    const late = new ViewFollower({ store, projectionsApplied: progress.projectionsApplied, log: silentLog, scopesOf }, cache);
    await late.start();

    expect(await cache.read('league-1/standings', 'board', async () => 'read 1')).toBe('read 1');
    expect(await cache.read('league-1/standings', 'board', async () => 'read 2')).toBe('read 2');

    progress.applied(head);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.read('league-1/standings', 'board', async () => 'kept')).toBe('kept');
    expect(await cache.read('league-1/standings', 'board', async () => 'not read')).toBe('kept');
    await late.stop();
  });

  it('answers reached() false after its timeout when the read models do not get there', async () => {
    const { store, follower } = fixture;
    const { position } = await store.append('chat-1', [leagueEvent(1)], 'any');
    expect(await follower.reached(position, 50)).toBe(false);
  });

  it('reads without the cache while it cannot follow the log, and follows again from where it was', async () => {
    const cache = new ViewCache();
    let options: Parameters<SqliteEventStore['subscribeToAll']>[0] | null = null;
    const froms: number[] = [];
    const failing = {
      headPosition: async () => 10,
      subscribeToAll: (given: Parameters<SqliteEventStore['subscribeToAll']>[0]) => {
        options = given;
        froms.push(given.fromPosition);
        return { stop: async () => undefined, caughtUp: async () => undefined };
      },
    };
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const follower = new ViewFollower({ store: failing, projectionsApplied: async () => undefined, log: silentLog, scopesOf }, cache);
      await follower.start();
      await cache.read('league-1/standings', 'board', async () => 'kept');

      options!.onError?.(new Error('connection lost'));
      expect(await cache.read('league-1/standings', 'board', async () => 'read 1')).toBe('read 1');
      expect(await cache.read('league-1/standings', 'board', async () => 'read 2')).toBe('read 2');

      jest.advanceTimersByTime(1000);
      expect(froms).toEqual([10, 10]);
      expect(await cache.read('league-1/standings', 'board', async () => 'kept again')).toBe('kept again');
      expect(await cache.read('league-1/standings', 'board', async () => 'not read')).toBe('kept again');
      await follower.stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
