import type { BusConsumer } from '../bus/port';
import type { RecordedEvent } from '../event-store/port';
import { GenerationRetiredError, WritesLostError, type ProjectionTarget, type ReadStore } from '../read-store/port';
import { BatchProjector, type UnitOfWork } from './batch-projector';
import type { ProjectionDefinition } from './definition';
import { EventHandlerError, ProjectionFaults, type FaultDecision, type ParkedEvent } from './parked-events';
import { PositionWaiters } from './position-waiters';

/** The part of a logger the runner uses; pino's Logger fits. */
export interface RunnerLog {
  info(details: object, message?: string): void;
  error(details: object, message?: string): void;
}

/** Stops a projection at a point of the past: inclusive position, or the last event at or before a time. */
export interface Until {
  position?: number;
  /** ISO-8601; compared with each event's metadata.at. */
  at?: string;
}

export interface ProjectionRunnerOptions {
  definition: ProjectionDefinition;
  readStore: ReadStore;
  consumer: BusConsumer;
  /**
   * A fixed generation to write (a rebuild, a historical copy). Without it the runner writes the
   * active generation and follows it when a rebuild replaces it.
   */
  target?: ProjectionTarget;
  until?: Until;
  /**
   * 0 (default): every delivered batch is written before it is acknowledged, which any bus
   * allows. N > 0: batches are gathered into one write of up to N events, acknowledged before
   * they are written; after a failure the runner restarts its consumer from its checkpoint.
   * Only for a bus that honours start(afterPosition), such as the embedded one: it lets a
   * replay read in small batches yet write each document once per N events.
   */
  writeBehind?: number;
  /**
   * Only for the sole writer of the generations it writes (a rebuild's; the active ones where one
   * projector applies every projection, as the embedded server's does): a batch starts from the
   * documents earlier batches used, as they are in memory, instead of loading them again. Up to
   * `keptDocs` documents (default MAX_KEPT_DOCS), least recently used out; all go when a batch
   * fails or the runner attaches again.
   */
  keepDocs?: boolean;
  keptDocs?: number;
  /**
   * A batch with nothing for this projection to write (events it does not project) moves its
   * checkpoint in memory at once, and in the store at most this many ms later, or with the next
   * batch that writes, whichever comes first. Without it, every batch writes its checkpoint.
   */
  quietCheckpointMs?: number;
  /** The head of the log, for status(); e.g. the event store's headPosition. */
  headPosition?: () => Promise<number>;
  /**
   * A handler (refs or evolve) that throws on an event is tried again this many times, after
   * faultBackoffMs doubling up to 5 s, and then the event is parked: the runner holds it (and all
   * after it) until an operator retries or skips it (ProjectionFaults). Default 5 and 200 ms: a
   * bit over 6 s, long enough for a passing fault, short enough to show on the next scrape.
   * Write-behind runners (rebuilds, replays) keep restarting from their checkpoint instead.
   */
  faultRetries?: number;
  faultBackoffMs?: number;
  /** How often a parked runner looks for the operator's decision; default 1 s. */
  parkedPollMs?: number;
  now?: () => Date;
  /** Called after every write (progress bars). */
  onApplied?(progress: { checkpoint: number; events: number }): void;
  /**
   * Called whenever the checkpoint in memory moves, from `from` to `to`: how a server waits on
   * all its runners with one waiter instead of one per runner.
   */
  onAdvanced?(from: number, to: number): void;
  log?: RunnerLog;
}

export interface ProjectionStatus {
  projection: string;
  generation: number | null;
  checkpoint: number;
  head: number | null;
  lag: number | null;
  running: boolean;
  lastError: string | null;
  /** The event this projection holds until an operator retries or skips it. */
  parked: ParkedEvent | null;
}

/** Write-behind also writes once this many documents wait, whatever the event count, to bound memory. */
const MAX_UNIT_DOCS = 50_000;
/** Most documents kept from one batch to the next with keepDocs, unless keptDocs says otherwise. */
const MAX_KEPT_DOCS = 100_000;

/**
 * Runs one projection from a bus consumer: it loads the documents the events refer to, applies
 * the pure evolve, and writes documents and checkpoint together. It is the only writer of its
 * generation, and it knows its checkpoint, which is what read-your-writes waits on.
 */
export class ProjectionRunner {
  private readonly projector: BatchProjector;
  private readonly writeBehind: number;
  private target: ProjectionTarget | null;
  private unit: UnitOfWork | null = null;
  /** The last unit written, with keepDocs: the next one starts from its documents. */
  private written: UnitOfWork | null = null;
  /** Serialises batch handling with the idle-time flush of write-behind. */
  private work: Promise<unknown> = Promise.resolve();
  private flushScheduled = false;
  /** Batches in `work`, queued or under way. */
  private busy = 0;
  /** The checkpoint as the store has it (quietCheckpointMs lets it trail the one in memory). */
  private stored = 0;
  private quietTimer: NodeJS.Timeout | null = null;
  private readonly reached = new PositionWaiters();
  private running = false;
  private restarting = false;
  private done = false;
  private error: unknown = null;
  private parked: ParkedEvent | null = null;
  private readonly faults: ProjectionFaults;
  /** Wakes the pauses of a faulted batch (backoff, waiting for a decision) when the runner stops. */
  private readonly wakers = new Set<() => void>();
  private resolveFinished: () => void = () => undefined;
  /** Resolves once an `until` bound has been reached. */
  readonly finished: Promise<void>;

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.projector = new BatchProjector(options.definition);
    this.writeBehind = Math.max(0, options.writeBehind ?? 0);
    this.target = options.target ?? null;
    this.faults = new ProjectionFaults(options.readStore);
    this.finished = new Promise((resolve) => (this.resolveFinished = resolve));
  }

  get name(): string {
    return this.options.definition.name;
  }

  /** Last position written, as far as this runner knows. */
  get checkpoint(): number {
    return this.reached.position;
  }

  get generation(): number | null {
    return this.target?.generation ?? null;
  }

  get lastError(): unknown {
    return this.error;
  }

  get parkedEvent(): ParkedEvent | null {
    return this.parked;
  }

  /** Attaches to its generation and starts consuming after its checkpoint; resolves once running. */
  async start(): Promise<void> {
    if (this.running) return;
    this.target ??= await this.options.readStore.attach(this.options.definition);
    this.advance((this.stored = await this.target.getCheckpoint()));
    // Parked before a restart: the event comes again and is parked again (or, fixed, applies).
    if (this.writeBehind === 0 && !this.options.target) this.parked = (await this.faults.get(this.name))?.parked ?? null;
    this.running = true;
    await this.options.consumer.start(this.reached.position, this.handle);
  }

  /** Stops consuming; what write-behind gathered is written first. */
  async stop(): Promise<void> {
    this.running = false;
    for (const wake of [...this.wakers]) wake();
    await this.options.consumer.stop();
    if (this.quietTimer) clearTimeout(this.quietTimer);
    this.quietTimer = null;
    await this.exclusive(async () => {
      await this.flush();
      await this.storeCheckpoint();
    }).catch(() => undefined);
    this.written = null;
    this.reached.releaseAll();
  }

  /**
   * Resolves true once the checkpoint reaches `position`, false after `timeoutMs` (or when the
   * runner stops). A command's answer awaits it so that the next query shows the command's effect.
   */
  waitForPosition(position: number, timeoutMs = Number.POSITIVE_INFINITY): Promise<boolean> {
    return this.reached.wait(position, timeoutMs);
  }

  async status(): Promise<ProjectionStatus> {
    const head = this.options.headPosition ? await this.options.headPosition() : null;
    return {
      projection: this.name,
      generation: this.generation,
      checkpoint: this.reached.position,
      head,
      lag: head === null ? null : Math.max(0, head - this.reached.position),
      running: this.running,
      lastError: this.error === null ? null : String(this.error),
      parked: this.parked,
    };
  }

  private advance(checkpoint: number): void {
    const from = this.reached.position;
    this.reached.advance(checkpoint);
    this.options.onAdvanced?.(from, checkpoint);
  }

  private exclusive<R>(task: () => Promise<R>): Promise<R> {
    this.busy += 1;
    const next = this.work.then(task).finally(() => (this.busy -= 1));
    this.work = next.catch(() => undefined);
    return next;
  }

  /**
   * A batch of events this projection does not project, met while nothing else is under way: it
   * moves the checkpoint at once, as a batch that writes nothing would (an action's events concern
   * a few of the dozen projections, and the others need no turn through the unit of work).
   */
  private passOver(batch: RecordedEvent[]): boolean {
    if (this.busy > 0 || this.unit || this.options.until || this.options.quietCheckpointMs === undefined) return false;
    for (const event of batch) if (this.projector.projects(event.type)) return false;
    const last = (batch[batch.length - 1] as RecordedEvent).position;
    if (last > this.reached.position) {
      this.storeCheckpointLater(this.options.quietCheckpointMs);
      this.error = null;
      this.advance(last);
      this.options.onApplied?.({ checkpoint: last, events: batch.length });
    }
    return true;
  }

  /** The events up to the `until` bound; seeing one beyond it marks the runner done. */
  private bounded(events: RecordedEvent[]): RecordedEvent[] {
    const { until } = this.options;
    if (!until) return events;
    let end = 0;
    while (end < events.length && within(events[end] as RecordedEvent, until)) end += 1;
    if (end < events.length) this.done = true;
    return end === events.length ? events : events.slice(0, end);
  }

  /**
   * Events are not filtered by the checkpoint: with a partitioned bus a lower position may still
   * be new. A document that already shows an event keeps its state instead (see UnitOfWork).
   */
  private readonly handle = (events: RecordedEvent[]): Promise<void> | undefined => {
    if (!this.running || this.restarting || this.done) return undefined;
    // Passed over, the batch is handled when this returns: the bus needs no promise of it.
    if (events.length > 0 && this.passOver(events)) return undefined;
    return this.applyBatch(events);
  };

  private async applyBatch(events: RecordedEvent[]): Promise<void> {
    const batch = this.bounded(events);
    await this.exclusive(async () => {
      try {
        await this.applyFaultTolerant(batch);
      } catch (error) {
        this.fail(error);
        // Written before acknowledged: the bus delivers the batch again. With write-behind the
        // batches acknowledged before it are lost with the unit, so the runner rereads instead.
        if (this.writeBehind === 0) throw error;
      }
    });
    if (this.done) this.resolveFinished();
  }

  private async apply(batch: RecordedEvent[]): Promise<void> {
    const target = this.target as ProjectionTarget;
    if (batch.length > 0) {
      if (!this.unit) {
        this.unit = this.projector.unit(this.written ?? undefined, this.options.keptDocs ?? MAX_KEPT_DOCS);
        this.written = null;
      }
      await this.unit.add(batch, target);
    }
    const unit = this.unit;
    if (this.done || !unit || unit.events >= this.writeBehind || unit.size >= MAX_UNIT_DOCS) await this.flush();
    else this.scheduleFlush();
  }

  /**
   * A handler that throws on an event gets it again after a pause, a few times, since the fault
   * may pass (a bug hit by a race, a document being fixed); then the events before it are
   * written and it is parked, holding the rest: applying later events over a hole would leave the
   * read model wrong without a trace. Store failures are not the event's fault and go on as before.
   */
  private async applyFaultTolerant(batch: RecordedEvent[]): Promise<void> {
    let pending = batch;
    let attempts = 0;
    for (;;) {
      try {
        await this.apply(pending);
        await this.clearFixedFault();
        return;
      } catch (error) {
        if (!(error instanceof EventHandlerError) || this.writeBehind > 0 || this.options.target) throw error;
        // The unit's documents may show part of the failed event: none of them is kept.
        this.unit = null;
        this.written = null;
        this.error = error;
        attempts += 1;
        this.options.log?.error({ err: error, projection: this.name, position: error.event.position, attempts }, 'Projection handler failed on an event');
        const retries = this.options.faultRetries ?? 5;
        if (attempts <= retries) {
          await this.pause(Math.min(5000, (this.options.faultBackoffMs ?? 200) * 2 ** (attempts - 1)));
          if (!this.running) throw error;
          continue;
        }
        const at = pending.indexOf(error.event);
        await this.apply(pending.slice(0, at));
        const decision = await this.park(error, attempts);
        if (decision === null) throw error;
        attempts = 0;
        this.error = null;
        if (decision === 'retry') {
          pending = pending.slice(at);
        } else {
          const position = error.event.position;
          await (this.target as ProjectionTarget).applyBatch([], Math.max(position, this.reached.position));
          this.stored = Math.max(this.stored, position);
          if (position > this.reached.position) this.advance(position);
          pending = pending.slice(at + 1);
        }
      }
    }
  }

  /** A parked event that applied after all (a fixed handler, after a restart) is parked no more. */
  private async clearFixedFault(): Promise<void> {
    if (!this.parked || this.reached.position < this.parked.position) return;
    await this.faults.resolve(this.name, 'retry', (this.options.now ?? (() => new Date()))());
    this.parked = null;
  }

  /** Records the event as parked and waits for an operator's decision; null when the runner stops. */
  private async park(error: EventHandlerError, attempts: number): Promise<FaultDecision | null> {
    const now = this.options.now ?? (() => new Date());
    if (this.parked?.position !== error.event.position) this.parked = await this.faults.park(this.name, error.event, error, attempts, now());
    this.options.log?.error({ projection: this.name, parked: this.parked }, 'Projection parked an event: `npm run admin -- projections retry|skip` to go on');
    while (this.running) {
      await this.pause(this.options.parkedPollMs ?? 1000);
      if (!this.running) return null;
      const record = await this.faults.get(this.name);
      const decision = record?.parked?.position === error.event.position ? record.decision : null;
      if (decision) {
        await this.faults.resolve(this.name, decision, now());
        this.options.log?.info({ projection: this.name, position: error.event.position, decision }, 'Projection goes on past its parked event');
        this.parked = null;
        return decision;
      }
    }
    return null;
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.wakers.add(wake);
    });
  }

  private async flush(): Promise<void> {
    const unit = this.unit;
    this.unit = null;
    if (!unit || unit.events === 0) return;
    const writes = unit.writes();
    if (writes.length > 0 || this.options.quietCheckpointMs === undefined || this.done) {
      await (this.target as ProjectionTarget).applyBatch(writes, unit.lastPosition, { shownNewer: true });
      this.stored = Math.max(this.stored, unit.lastPosition);
    } else {
      this.storeCheckpointLater(this.options.quietCheckpointMs);
    }
    if (this.options.keepDocs) this.written = unit;
    this.error = null;
    if (unit.lastPosition > this.reached.position) this.advance(unit.lastPosition);
    this.options.onApplied?.({ checkpoint: this.reached.position, events: unit.events });
  }

  /** Write-behind writes as soon as the bus pauses, so live events show up at once. */
  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      this.exclusive(() => this.flush()).catch((error: unknown) => this.fail(error));
    });
  }

  /**
   * Most projections care for a few event types: a chat message is nothing to the leaderboard.
   * Their checkpoint need not cost a write (and a generation check) per batch; positions up to the
   * one in memory either were written or had nothing to write, so storing it later loses nothing,
   * and a restart from the stored one only reads again events it skips.
   */
  private storeCheckpointLater(delayMs: number): void {
    if (this.quietTimer) return;
    this.quietTimer = setTimeout(() => {
      this.quietTimer = null;
      this.exclusive(() => this.storeCheckpoint()).catch((error: unknown) => this.fail(error));
    }, delayMs);
    this.quietTimer.unref();
  }

  private async storeCheckpoint(): Promise<void> {
    const position = this.reached.position;
    if (position <= this.stored || this.restarting || !this.target) return;
    await this.target.applyBatch([], position);
    this.stored = position;
  }

  private fail(error: unknown): void {
    this.unit = null;
    this.written = null;
    if (error instanceof GenerationRetiredError && !this.options.target) {
      this.restart(true);
      return;
    }
    this.error = error;
    this.options.log?.error({ err: error, projection: this.name }, 'Projection batch failed');
    // What the store held behind is gone with it: applied again from the stored checkpoint.
    if (this.writeBehind > 0 || error instanceof WritesLostError) this.restart(false);
  }

  /**
   * Starts consuming again from the checkpoint: after a write-behind failure, or on the new
   * generation a rebuild promoted (whose checkpoint is at least where this runner was: a switch
   * requires it). Runs outside the batch handler, since stopping the consumer waits for it.
   */
  private restart(reattach: boolean): void {
    if (this.restarting) return;
    this.restarting = true;
    void (async () => {
      for (let attempt = 0; this.running; attempt += 1) {
        try {
          await this.options.consumer.stop();
          if (reattach) this.target = await this.options.readStore.attach(this.options.definition);
          const target = this.target as ProjectionTarget;
          this.unit = null;
          this.written = null;
          this.advance((this.stored = await target.getCheckpoint()));
          if (reattach) {
            this.options.log?.info(
              { projection: this.name, generation: target.generation, checkpoint: this.reached.position },
              'Projection moved to a rebuilt generation',
            );
          }
          this.restarting = false;
          if (this.running) await this.options.consumer.start(this.reached.position, this.handle);
          return;
        } catch (error) {
          this.error = error;
          this.options.log?.error({ err: error, projection: this.name }, 'Projection could not restart');
          await new Promise((resolve) => setTimeout(resolve, Math.min(5000, 100 * 2 ** attempt)));
        }
      }
      this.restarting = false;
    })();
  }
}

function within(event: RecordedEvent, until: Until): boolean {
  if (until.position !== undefined && event.position > until.position) return false;
  if (until.at !== undefined && Date.parse(event.metadata.at) > Date.parse(until.at)) return false;
  return true;
}
