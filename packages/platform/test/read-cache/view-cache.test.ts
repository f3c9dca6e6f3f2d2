import { loadConfig } from '../../src/config';
import type { RecordedEvent } from '../../src/event-store/port';
import { cacheSizes, freezeView, readView, ViewCache } from '../../src/read-cache/view-cache';

/** A load whose answer the test releases when it wants, counting how often it ran. */
function controlledLoad<T>(value: T) {
  let runs = 0;
  let release: () => void = () => undefined;
  const load = () => {
    runs += 1;
    return new Promise<T>((resolve) => {
      release = () => resolve(value);
    });
  };
  return { load, runs: () => runs, release: () => release() };
}

describe('ViewCache', () => {
  it('loads a view once and hands the same frozen value to every later read of its scope', async () => {
    const cache = new ViewCache();
    let runs = 0;
    const load = async () => ({ rows: [{ rank: 1 }], runs: (runs += 1) });

    const first = await cache.read('league-1', 'leaderboard', load);
    const second = await cache.read('league-1', 'leaderboard', load);

    expect(runs).toBe(1);
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.rows[0])).toBe(true);
  });

  it('keeps views of different keys and scopes apart', async () => {
    const cache = new ViewCache();
    expect(await cache.read('league-1', 'a', async () => 'one-a')).toBe('one-a');
    expect(await cache.read('league-1', 'b', async () => 'one-b')).toBe('one-b');
    expect(await cache.read('league-2', 'a', async () => 'two-a')).toBe('two-a');
    expect(await cache.read('league-1', 'a', async () => 'again')).toBe('one-a');
  });

  it('loads again after its scope is dropped, and only that scope', async () => {
    const cache = new ViewCache();
    await cache.read('league-1', 'board', async () => 'old');
    await cache.read('league-2', 'board', async () => 'other');

    cache.invalidate('league-1');

    expect(await cache.read('league-1', 'board', async () => 'new')).toBe('new');
    expect(await cache.read('league-2', 'board', async () => 'not read')).toBe('other');
  });

  it('shares one load between reads that arrive while it runs', async () => {
    const cache = new ViewCache();
    const pending = controlledLoad('page');

    const reads = [cache.read('league-1', 'chat', pending.load), cache.read('league-1', 'chat', pending.load)];
    pending.release();

    expect(await Promise.all(reads)).toEqual(['page', 'page']);
    expect(pending.runs()).toBe(1);
  });

  it('does not keep a load that was running when its scope was dropped (it may predate the event)', async () => {
    const cache = new ViewCache();
    const before = controlledLoad('before the event');
    const during = cache.read('league-1', 'board', before.load);

    cache.invalidate('league-1');
    const after = cache.read('league-1', 'board', async () => 'after the event');
    before.release();

    expect(await during).toBe('before the event');
    expect(await after).toBe('after the event');
    expect(await cache.read('league-1', 'board', async () => 'not read')).toBe('after the event');
  });

  it('answers a failed load to its readers without keeping it', async () => {
    const cache = new ViewCache();
    await expect(cache.read('league-1', 'board', async () => Promise.reject(new Error('not a member')))).rejects.toThrow('not a member');
    expect(await cache.read('league-1', 'board', async () => 'read again')).toBe('read again');
  });

  it('keeps nothing while off, and starts empty when turned on again', async () => {
    const cache = new ViewCache();
    await cache.read('league-1', 'board', async () => 'kept');

    cache.setEnabled(false);
    expect(await cache.read('league-1', 'board', async () => 'off 1')).toBe('off 1');
    expect(await cache.read('league-1', 'board', async () => 'off 2')).toBe('off 2');

    cache.setEnabled(true);
    expect(await cache.read('league-1', 'board', async () => 'fresh')).toBe('fresh');
  });

  it('holds at most `capacity` scopes, dropping one not used since it was filled', async () => {
    const cache = new ViewCache(2);
    await cache.read('league-1', 'board', async () => 1);
    await cache.read('league-2', 'board', async () => 2);
    await cache.read('league-3', 'board', async () => 3);

    expect(cache.size).toBe(2);
    expect(await cache.read('league-1', 'board', async () => 'reloaded')).toBe('reloaded');
    expect(await cache.read('league-3', 'board', async () => 'not read')).toBe(3);
  });

  it('keeps the scopes in use when full: players who keep polling never lose their views to newcomers', async () => {
    const cache = new ViewCache(3);
    for (const league of [1, 2, 3]) await cache.read(`league-${league}`, 'board', async () => league);
    for (let newcomer = 4; newcomer < 20; newcomer += 1) {
      // Leagues 1 and 2 are polled between every arrival; each newcomer reads once and leaves.
      expect(await cache.read('league-1', 'board', async () => 'reloaded')).toBe(1);
      expect(await cache.read('league-2', 'board', async () => 'reloaded')).toBe(2);
      await cache.read(`league-${newcomer}`, 'board', async () => newcomer);
    }
    expect(cache.stats()).toMatchObject({ hits: 32, misses: 19, evictions: 16, size: 3, capacity: 3 });
  });

  it('counts a read while disabled as a miss', async () => {
    const cache = new ViewCache();
    cache.setEnabled(false);
    await cache.read('league-1', 'board', async () => 1);
    expect(cache.stats()).toMatchObject({ hits: 0, misses: 1 });
  });
});

describe('ViewCache counts', () => {
  it('hits and misses by kind of view, a number in the key counting as its kind', async () => {
    const cache = new ViewCache();
    await cache.read('league-1/chat', 'chat:50', async () => 'page');
    await cache.read('league-1/chat', 'chat:50', async () => 'not read');
    await cache.read('league-2/chat', 'chat:20', async () => 'page');
    await cache.read('league-1', 'standings-day-3', async () => 'day 3');
    expect(cache.stats().byView).toEqual({ chat: { hits: 1, misses: 2 }, 'standings-day': { hits: 0, misses: 1 } });
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 3 });
  });
});

describe('ViewCache handles', () => {
  it('stay live until their scope is dropped, by an event, a switch or a lost log', async () => {
    const cache = new ViewCache();
    const session = cache.handle('session-abc');
    const user = cache.handle('user-3');
    expect(cache.handle('session-abc')).toBe(session);
    expect([session.live, user.live]).toEqual([true, true]);

    cache.invalidate('session-abc');
    expect([session.live, user.live]).toEqual([false, true]);
    expect(cache.handle('session-abc').live).toBe(true);

    cache.clear();
    expect(user.live).toBe(false);

    cache.setEnabled(false);
    expect(cache.handle('user-3').live).toBe(false);
  });

  it('are dropped with the scope evicted for room', async () => {
    const cache = new ViewCache(1);
    const first = cache.handle('league-1');
    cache.handle('league-2');
    expect(first.live).toBe(false);
  });
});

describe('readView', () => {
  it('loads every time without a cache', async () => {
    let runs = 0;
    await readView(undefined, 'league-1', 'board', async () => (runs += 1));
    await readView(undefined, 'league-1', 'board', async () => (runs += 1));
    expect(runs).toBe(2);
  });
});

describe('freezeView', () => {
  it('freezes nested objects and arrays but leaves a Map inside usable for memos', () => {
    const memo = new Map<string, number>();
    const value = freezeView({ docs: [{ id: 1 }], memo });
    expect(Object.isFrozen(value.docs)).toBe(true);
    expect(() => {
      (value.docs[0] as { id: number }).id = 2;
    }).toThrow(TypeError);
    value.memo.set('a', 1);
    expect(value.memo.get('a')).toBe(1);
  });
});

describe('cache sizes', () => {
  it('hold 50,000 players by default: three scopes each and a share of their league\'s, a session each', () => {
    const config = loadConfig({});
    expect(config.cachePlayers).toBe(50_000);
    expect(cacheSizes(config.cachePlayers)).toEqual({ scopes: 175_000, sessions: 62_500, states: 62_500 });
  });

  it('follow CACHE_PLAYERS, and ignore a value that is no positive whole number', () => {
    expect(loadConfig({ CACHE_PLAYERS: '200000' }).cachePlayers).toBe(200_000);
    expect(loadConfig({ CACHE_PLAYERS: 'lots' }).cachePlayers).toBe(50_000);
    expect(loadConfig({ CACHE_PLAYERS: '-5' }).cachePlayers).toBe(50_000);
  });

  describe('apply: the events of a scope, once the read models have applied them', () => {
    const event = (position: number, type = 'Said') =>
      ({ position, type, streamId: 's', revision: 0, id: String(position), data: { n: position }, metadata: {} }) as unknown as RecordedEvent;
    const append = (list: readonly number[], e: RecordedEvent) => [...list, e.position];

    it('brings a view kept with a reviser up to date, in log order, and drops the views without one', async () => {
      const cache = new ViewCache();
      const handle = cache.handle('league-1/chat');
      await cache.read('league-1/chat', 'chat:3', async () => [1], append);
      await cache.read('league-1/chat', 'other', async () => 'plain');

      cache.apply('league-1/chat', [event(2), event(3)]);

      const revised = await cache.read('league-1/chat', 'chat:3', async () => [0], append);
      expect(revised).toEqual([1, 2, 3]);
      expect(Object.isFrozen(revised)).toBe(true);
      expect(await cache.read('league-1/chat', 'other', async () => 'loaded again')).toBe('loaded again');
      expect(handle.live).toBe(false);
      expect(cache.stats().revisions).toBe(1);
    });

    it('drops a view its reviser cannot bring up to date, and one whose load was still in flight', async () => {
      const cache = new ViewCache();
      await cache.read('league-1/feed', 'feed:2', async () => 'kept', () => undefined);
      const inFlight = controlledLoad('stale');
      const pending = cache.read('league-1/chat', 'chat:3', inFlight.load, (value) => value);

      cache.apply('league-1/feed', [event(4)]);
      cache.apply('league-1/chat', [event(4)]);
      inFlight.release();

      expect(await pending).toBe('stale');
      expect(await cache.read('league-1/feed', 'feed:2', async () => 'read again')).toBe('read again');
      expect(await cache.read('league-1/chat', 'chat:3', async () => 'fresh')).toBe('fresh');
      expect(cache.stats().revisions).toBe(0);
    });
  });
});
