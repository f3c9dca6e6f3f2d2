import type { EventStore, RecordedEvent, Subscription } from '../event-store/port';
import type { ReadStore } from '../read-store/port';
import { PositionWaiters } from '../projection/position-waiters';
import { ALL_VIEWS, type ViewScopesOf } from './event-scope';
import type { ViewCache } from './view-cache';

/** Pause before following the log again after the subscription failed. */
const RESUBSCRIBE_AFTER_MS = 1000;
/** How often the read models' active generations are checked (a rebuild switches them without an event). */
export const LAYOUT_CHECK_MS = 1000;

export interface ViewFollowerDeps {
  store: Pick<EventStore, 'headPosition' | 'subscribeToAll'>;
  /** Absent: nothing switches generations under this process (tests). */
  read?: Pick<ReadStore, 'activeLayout'>;
  /**
   * Resolves once every read model has applied `position`, however long that takes (a bounded
   * wait would drop a scope before its event is applied, and a view loaded then would be kept).
   */
  projectionsApplied(position: number): Promise<void>;
  log: { error(details: object, message: string): void };
  /** The scopes each event drops (`leagueViewScopes`, from the read models each view reads). */
  scopesOf: ViewScopesOf;
}

/**
 * Follows the event log from its head and drops the view-cache scopes of each event once the read
 * models have applied it (a view kept with a reviser follows the event instead: ViewCache.apply).
 * Events are taken in batches: whatever arrived while the last batch was being settled waits for
 * the read models once, so a distributed process that polls projection checkpoints keeps up with
 * the log. Commands wait for it (`reached`) before answering, so the caller's next query loads
 * afresh.
 */
export class ViewFollower {
  private subscription: Subscription | null = null;
  private readonly settled = new PositionWaiters();
  /** The scopes to settle, each with its events in log order (kept views may follow them). */
  private pendingScopes = new Map<string, RecordedEvent[]>();
  /** An event asked for every view to go (see `ALL_VIEWS`). */
  private pendingAll = false;
  private pendingPosition = 0;
  private lastSeen = 0;
  private draining = false;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  private layoutTimer: NodeJS.Timeout | null = null;
  private layout: string | null = null;
  /** The read models have applied the log as it was at start; until then nothing is kept. */
  private caughtUp = false;
  private following = false;

  constructor(
    private readonly deps: ViewFollowerDeps,
    readonly cache: ViewCache,
  ) {}

  async start(): Promise<void> {
    this.cache.setEnabled(false);
    const head = await this.deps.store.headPosition();
    this.lastSeen = head;
    this.settled.advance(head);
    this.subscribe();
    // Events up to the head are never delivered here: a view read while the read models still
    // catch up on them (after a restart with a backlog) would outlive them.
    void this.deps.projectionsApplied(head).then(() => {
      this.caughtUp = true;
      this.enableWhenReady();
    });
    if (this.deps.read) {
      this.layout = await this.deps.read.activeLayout();
      this.layoutTimer = setInterval(() => void this.checkLayout(), LAYOUT_CHECK_MS);
      this.layoutTimer.unref();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.layoutTimer) clearInterval(this.layoutTimer);
    await this.subscription?.stop();
    this.subscription = null;
    this.settled.releaseAll();
  }

  /** Resolves once every event up to `position` has dropped its scope (false after the timeout). */
  reached(position: number, timeoutMs: number): Promise<boolean> {
    return this.settled.wait(position, timeoutMs);
  }

  get position(): number {
    return this.settled.position;
  }

  private enableWhenReady(): void {
    if (!this.stopped && this.caughtUp && this.following) this.cache.setEnabled(true);
  }

  private subscribe(): void {
    if (this.stopped) return;
    this.following = true;
    this.enableWhenReady();
    this.subscription = this.deps.store.subscribeToAll({
      fromPosition: this.lastSeen,
      onEvent: (event) => {
        this.lastSeen = event.position;
        const scopes = this.deps.scopesOf(event);
        if (scopes === ALL_VIEWS) this.pendingAll = true;
        else
          for (const scope of scopes) {
            const events = this.pendingScopes.get(scope);
            if (events) events.push(event);
            else this.pendingScopes.set(scope, [event]);
          }
        this.pendingPosition = event.position;
        void this.drain();
      },
      onError: (error) => {
        // Nobody drops scopes now: serve from the read models until the log is followed again.
        this.following = false;
        this.cache.setEnabled(false);
        this.deps.log.error({ err: error }, 'View cache lost the event log; reading without it until it follows again');
        this.subscription = null;
        this.retry = setTimeout(() => this.subscribe(), RESUBSCRIBE_AFTER_MS);
        this.retry.unref();
      },
    });
  }

  /**
   * A rebuild promotes a generation without any event: views read from the one it replaced are
   * dropped within LAYOUT_CHECK_MS of the switch.
   */
  private async checkLayout(): Promise<void> {
    try {
      const layout = await this.deps.read!.activeLayout();
      if (layout !== this.layout) {
        this.layout = layout;
        this.cache.clear();
      }
    } catch (error) {
      this.deps.log.error({ err: error }, 'Could not check the read models for a switched generation');
    }
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.settled.position < this.pendingPosition) {
        const scopes = this.pendingScopes;
        const all = this.pendingAll;
        const position = this.pendingPosition;
        this.pendingScopes = new Map();
        this.pendingAll = false;
        let applied = true;
        try {
          await this.deps.projectionsApplied(position);
        } catch (error) {
          // Dropping early only costs a reload; keeping a view past its event would be wrong.
          applied = false;
          this.deps.log.error({ err: error, position }, 'Read models did not confirm a position; dropping its views anyway');
        }
        if (all) this.cache.clear();
        else if (applied) for (const [scope, events] of scopes) this.cache.apply(scope, events);
        else for (const scope of scopes.keys()) this.cache.invalidate(scope);
        this.settled.advance(position);
      }
    } finally {
      this.draining = false;
    }
  }
}
