interface Slot {
  promise: Promise<unknown>;
}

/** Whether what was read under a scope still stands: false once the scope has been dropped. */
export interface ScopeHandle {
  readonly live: boolean;
}

class Scope implements ScopeHandle {
  live = true;
  readonly slots = new Map<string, Slot>();
}

const DROPPED: ScopeHandle = { live: false };

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
 */
export class ViewCache {
  private readonly scopes = new Map<string, Scope>();
  private enabled = true;

  /** `capacity`: scopes kept; the scope filled longest ago goes first. */
  constructor(private readonly capacity = 20_000) {}

  read<T>(scope: string, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const slots = this.scopeOf(scope).slots;
    const kept = slots.get(key);
    if (kept) return kept.promise as Promise<T>;
    const inScope = slots;
    const slot: Slot = {
      promise: load().then(
        (value) => freezeView(value),
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

  /** Drops every view (the read models were switched to other generations). */
  clear(): void {
    for (const dropped of this.scopes.values()) dropped.live = false;
    this.scopes.clear();
  }

  private scopeOf(name: string): Scope {
    let scope = this.scopes.get(name);
    if (!scope) {
      scope = new Scope();
      this.scopes.set(name, scope);
      if (this.scopes.size > this.capacity) this.invalidate(this.scopes.keys().next().value as string);
    }
    return scope;
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
}

/**
 * Without a cache (tests that build their own dependencies, processes that do not follow the log)
 * every read loads.
 */
export function readView<T>(cache: ViewCache | undefined, scope: string, key: string, load: () => Promise<T>): Promise<T> {
  return cache ? cache.read(scope, key, load) : load();
}

/**
 * Freezes a value all the way down, as kept views are. A Map or Set inside stays usable: freezing
 * does not reach their entries, which lets a view memoise what is derived from it.
 */
export function freezeView<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) freezeView(item);
  }
  return value;
}
