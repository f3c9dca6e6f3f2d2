import type { RecordedEvent } from '../event-store/port';
import { giveSlot } from './kept-with';

/** Brings a kept view up to date with an event of its scope; undefined when it must be read again. */
export type ViewReviser<T> = (value: T, event: RecordedEvent) => T | undefined;

interface Slot {
  promise: Promise<unknown>;
  /** Set once the load has resolved (frozen). */
  value?: unknown;
  settled: boolean;
  revise?: ViewReviser<unknown>;
  /** Its key's counts (`countsOf`), carried so that a hit finds them without another lookup. */
  counts: ViewCounts;
}

interface ViewCounts {
  hits: number;
  misses: number;
}

/** Whether what was read under a scope still stands: false once the scope has been dropped. */
export interface ScopeHandle {
  readonly live: boolean;
  /** Marks the scope used, as reading one of its views does, so it is not among the first to go. */
  touch(): void;
}

class Scope implements ScopeHandle {
  live = true;
  /** Used since the eviction sweep last passed it (a second chance: least recently used, roughly, at a flag's cost). */
  used = false;
  readonly slots = new Map<string, Slot>();
  touch(): void {
    this.used = true;
  }
}

const DROPPED: ScopeHandle = { live: false, touch: () => undefined };

/** How often a cache answered from what it kept, for /metrics. */
export interface CacheStats {
  hits: number;
  misses: number;
  evictions: number;
  /** Views brought up to date with an event of their scope instead of being dropped (ViewCache). */
  revisions?: number;
  size: number;
  capacity: number;
  /** Hits and misses by kind of view (the key without its number: `chat`, `player`, `standings-day`). */
  byView?: Record<string, { hits: number; misses: number }>;
}

/** The kind of view a key names: `chat:50` and `standings-day-3` count as `chat` and `standings-day`. */
export function viewKind(key: string): string {
  return key.replace(/[:-]\d+$/, '');
}

/**
 * Views (documents read and shaped by a query) kept between requests, grouped by scope: a league
 * (`league-12`, everything the league's events change), a session stream or a user stream. The
 * follower drops a scope once the read models have applied an event of that scope, so a view is
 * never older than the read models were when the last event of its scope had been applied.
 *
 * Every poll of a member of a league reads the same few documents, which change a few times a
 * minute while they are read hundreds of times; reading them once per change instead of once per
 * request is what lets one process answer thousands of players.
 *
 * A load in flight when its scope is dropped is not kept (its result may predate the event), and
 * requests arriving meanwhile share one load. Kept values are frozen: they are handed to every
 * request, and the gateway writes a frozen answer once.
 *
 * Past `capacity` scopes, one not used lately goes (a second-chance sweep in order of creation: a
 * scope used since the sweep last passed it is moved to the back instead). Every player needs two
 * (session and user) besides their leagues', so a cache that evicts in arrival order thrashes as
 * soon as the players outnumber it, while an unused scope is one whose players have left.
 */
export class ViewCache {
  /** In the sweep's order: a Map iterates in insertion order, and a second chance re-inserts. */
  private readonly scopes = new Map<string, Scope>();
  private enabled = true;
  private hits = 0;
  private misses = 0;
  private evictions = 0;
  /** Views brought up to date with an event instead of being dropped. */
  private revisions = 0;
  /** Counts by kind of view, and the same counts by key (a key's kind is worked out once). */
  private readonly byView = new Map<string, ViewCounts>();
  private readonly byKey = new Map<string, ViewCounts>();

  /** `capacity`: scopes kept (see `cacheSizes`). */
  constructor(readonly capacity = cacheSizes(DEFAULT_CACHE_PLAYERS).scopes) {}

  /**
   * `revise`: how the view follows an event of its scope instead of being read again (a chat page
   * takes the new message); without it, or while the load is still in flight, the event drops it.
   */
  read<T>(scope: string, key: string, load: () => Promise<T>, revise?: ViewReviser<T>): Promise<T> {
    if (!this.enabled) {
      this.misses += 1;
      return load();
    }
    const slots = this.scopeOf(scope).slots;
    const kept = slots.get(key);
    if (kept) {
      this.hits += 1;
      kept.counts.hits += 1;
      return kept.promise as Promise<T>;
    }
    const counts = this.countsOf(key);
    this.misses += 1;
    counts.misses += 1;
    const inScope = slots;
    const slot: Slot = {
      settled: false,
      revise: revise as ViewReviser<unknown> | undefined,
      counts,
      promise: load().then(
        (value) => {
          slot.value = freezeView(value);
          slot.settled = true;
          return slot.value as T;
        },
        (error: unknown) => {
          // A failed read (not found, not a member) is answered, not kept.
          if (inScope.get(key) === slot) inScope.delete(key);
          throw error;
        },
      ),
    };
    inScope.set(key, slot);
    return slot.promise as Promise<T>;
  }

  /**
   * The scope's handle, taken before reading its views: a caller that keeps something made from
   * them (the request's session and user) checks `live` instead of reading them again.
   */
  handle(scope: string): ScopeHandle {
    return this.enabled ? this.scopeOf(scope) : DROPPED;
  }

  /** Drops a scope's views; loads still in flight for it will not be kept. */
  invalidate(scope: string): void {
    const dropped = this.scopes.get(scope);
    if (!dropped) return;
    dropped.live = false;
    this.scopes.delete(scope);
  }

  /**
   * A scope's events have been applied by the read models: each view kept with a reviser follows
   * them, every other view goes, as does a load still in flight (it may predate them). The scope
   * is replaced, so a handle taken before reads as dropped.
   */
  apply(scope: string, events: readonly RecordedEvent[]): void {
    const old = this.scopes.get(scope);
    if (!old) return;
    this.invalidate(scope);
    let fresh: Scope | undefined;
    for (const [key, slot] of old.slots) {
      if (!slot.revise || !slot.settled) continue;
      let value: unknown = slot.value;
      for (const event of events) {
        value = reviseOrDrop(slot.revise, value, event);
        if (value === undefined) break;
      }
      if (value === undefined) continue;
      if (value !== slot.value) this.revisions += 1;
      fresh ??= this.scopeOf(scope);
      const kept = freezeView(value);
      fresh.slots.set(key, { settled: true, value: kept, revise: slot.revise, counts: slot.counts, promise: Promise.resolve(kept) });
    }
  }

  /** Drops every view (the read models were switched to other generations). */
  clear(): void {
    for (const dropped of this.scopes.values()) dropped.live = false;
    this.scopes.clear();
  }

  private scopeOf(name: string): Scope {
    let scope = this.scopes.get(name);
    if (scope) {
      scope.used = true;
      return scope;
    }
    if (this.scopes.size >= this.capacity) this.evictOne();
    scope = new Scope();
    this.scopes.set(name, scope);
    return scope;
  }

  private evictOne(): void {
    const evicted = evictUnused(this.scopes);
    if (!evicted) return;
    evicted.live = false;
    this.evictions += 1;
  }

  /**
   * Off while nobody follows the log (its subscription failed): every read loads, nothing is
   * kept. Turning it on again starts from nothing.
   */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  get size(): number {
    return this.scopes.size;
  }

  stats(): CacheStats {
    return {
      hits: this.hits,
      misses: this.misses,
      evictions: this.evictions,
      revisions: this.revisions,
      size: this.scopes.size,
      capacity: this.capacity,
      byView: Object.fromEntries([...this.byView].map(([kind, counts]) => [kind, { ...counts }])),
    };
  }

  /** Keys are few (a query keeps a view under the same key in every scope), so these maps stay small. */
  private countsOf(key: string): ViewCounts {
    let counts = this.byKey.get(key);
    if (!counts) {
      const kind = viewKind(key);
      counts = this.byView.get(kind) ?? { hits: 0, misses: 0 };
      this.byView.set(kind, counts);
      this.byKey.set(key, counts);
    }
    return counts;
  }
}

/** A reviser that fails (an event it did not foresee) costs a reload, never the follower. */
function reviseOrDrop(revise: ViewReviser<unknown>, value: unknown, event: RecordedEvent): unknown {
  try {
    return revise(value, event);
  } catch {
    return undefined;
  }
}

/**
 * Takes out of `entries` (a Map, in insertion order) the first entry not used since the sweep last
 * passed it; a used one loses its flag and goes to the back (a second chance). Least recently used,
 * roughly, for the cost of a flag per use instead of moving the entry on every use.
 */
export function evictUnused<K, V extends { used: boolean }>(entries: Map<K, V>): V | undefined {
  for (const [key, entry] of entries) {
    entries.delete(key);
    if (!entry.used) return entry;
    entry.used = false;
    entries.set(key, entry);
  }
  return undefined;
}

/** Players the caches hold by default (CACHE_PLAYERS). */
export const DEFAULT_CACHE_PLAYERS = 50_000;

/**
 * Cache sizes for a number of players: each needs a session, a user and their own player scope in
 * their league, and a league's three shared scopes (league-wide, feed, chat) are shared by its
 * members (20 by default); the rest is room for players in several leagues and for sessions of
 * several devices. `states`: folded streams per kind (`loadState`), a character or a slot for each
 * player in each of their leagues.
 */
export function cacheSizes(players: number): { scopes: number; sessions: number; states: number } {
  const count = Math.max(1, Math.floor(players));
  return { scopes: Math.ceil(count * 3.5), sessions: Math.ceil(count * 1.25), states: Math.ceil(count * 1.25) };
}

/**
 * Without a cache (tests that build their own dependencies, processes that do not follow the log)
 * every read loads.
 */
export function readView<T>(cache: ViewCache | undefined, scope: string, key: string, load: () => Promise<T>, revise?: ViewReviser<T>): Promise<T> {
  return cache ? cache.read(scope, key, load, revise) : load();
}

/**
 * Freezes a value all the way down, as kept views are. A Map or Set inside stays usable: freezing
 * does not reach their entries, which lets a view memoise what is derived from it. The value and
 * each record of its lists (a page's messages, its posts) get a slot for what is derived from them
 * (`keptWith`).
 */
export function freezeView<T>(value: T): T {
  if (unfrozen(value)) {
    giveSlot(value);
    freezeAll(value);
  }
  return value;
}

function freezeAll(value: object): void {
  Object.freeze(value);
  const list = Array.isArray(value);
  for (const item of Object.values(value)) {
    if (!unfrozen(item)) continue;
    if (list) giveSlot(item);
    freezeAll(item);
  }
}

const unfrozen = (value: unknown): value is object => typeof value === 'object' && value !== null && !Object.isFrozen(value);
