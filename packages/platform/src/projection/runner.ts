import type { BusConsumer } from '../bus/port';
import type { RecordedEvent } from '../event-store/port';
import { GenerationRetiredError, type ProjectionTarget, type ReadStore } from '../read-store/port';
import { BatchProjector } from './batch-projector';
import type { ProjectionDefinition } from './definition';

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
  /** The head of the log, for status(); e.g. the event store's headPosition. */
  headPosition?: () => Promise<number>;
  /** Called after every applied batch (progress bars). */
  onApplied?(progress: { checkpoint: number; events: number }): void;
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
}

interface Waiter {
  position: number;
  resolve(reached: boolean): void;
  timer: NodeJS.Timeout | null;
}

/**
 * Runs one projection from a bus consumer: per batch it loads the documents the events refer to,
 * applies the pure evolve, and writes documents and checkpoint together. It is the only writer of
 * its generation, and it knows its checkpoint, which is what read-your-writes waits on.
 */
export class ProjectionRunner {
  private readonly projector: BatchProjector;
  private target: ProjectionTarget | null;
  private current = 0;
  private waiters: Waiter[] = [];
  private running = false;
  private switching = false;
  private done = false;
  private error: unknown = null;
  private resolveFinished: () => void = () => undefined;
  /** Resolves once an `until` bound has been reached. */
  readonly finished: Promise<void>;

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.projector = new BatchProjector(options.definition);
    this.target = options.target ?? null;
    this.finished = new Promise((resolve) => (this.resolveFinished = resolve));
  }

  get name(): string {
    return this.options.definition.name;
  }

  /** Last position applied, as far as this runner knows. */
  get checkpoint(): number {
    return this.current;
  }

  get generation(): number | null {
    return this.target?.generation ?? null;
  }

  get lastError(): unknown {
    return this.error;
  }

  /** Attaches to its generation and starts consuming after its checkpoint; resolves once running. */
  async start(): Promise<void> {
    if (this.running) return;
    this.target ??= await this.options.readStore.attach(this.options.definition);
    this.advance(await this.target.getCheckpoint());
    this.running = true;
    await this.options.consumer.start(this.current, this.handle);
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.options.consumer.stop();
    for (const waiter of this.waiters) this.settle(waiter, false);
    this.waiters = [];
  }

  /**
   * Resolves true once the checkpoint reaches `position`, false after `timeoutMs` (or when the
   * runner stops). A command's answer awaits it so that the next query shows the command's effect.
   */
  waitForPosition(position: number, timeoutMs = Number.POSITIVE_INFINITY): Promise<boolean> {
    if (this.current >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = { position, resolve, timer: null };
      if (Number.isFinite(timeoutMs)) {
        waiter.timer = setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(false);
        }, timeoutMs);
      }
      this.waiters.push(waiter);
    });
  }

  async status(): Promise<ProjectionStatus> {
    const head = this.options.headPosition ? await this.options.headPosition() : null;
    return {
      projection: this.name,
      generation: this.generation,
      checkpoint: this.current,
      head,
      lag: head === null ? null : Math.max(0, head - this.current),
      running: this.running,
      lastError: this.error === null ? null : String(this.error),
    };
  }

  private settle(waiter: Waiter, reached: boolean): void {
    if (waiter.timer) clearTimeout(waiter.timer);
    waiter.resolve(reached);
  }

  private advance(checkpoint: number): void {
    this.current = checkpoint;
    if (this.waiters.length === 0) return;
    const waiting: Waiter[] = [];
    for (const waiter of this.waiters) {
      if (waiter.position <= checkpoint) this.settle(waiter, true);
      else waiting.push(waiter);
    }
    this.waiters = waiting;
  }

  /** Drops what was already applied, and what lies beyond the `until` bound. */
  private pending(events: RecordedEvent[]): RecordedEvent[] {
    const { until } = this.options;
    let start = 0;
    while (start < events.length && (events[start] as RecordedEvent).position <= this.current) start += 1;
    let end = events.length;
    if (until) {
      end = start;
      while (end < events.length && within(events[end] as RecordedEvent, until)) end += 1;
      if (end < events.length) this.done = true;
    }
    return start === 0 && end === events.length ? events : events.slice(start, end);
  }

  private readonly handle = async (events: RecordedEvent[]): Promise<void> => {
    if (!this.running || this.switching || this.done) return;
    const target = this.target as ProjectionTarget;
    const batch = this.pending(events);
    const last = batch[batch.length - 1];
    try {
      if (last) {
        const writes = await this.projector.project(batch, target);
        await target.applyBatch(writes, last.position);
        this.error = null;
        this.advance(last.position);
        this.options.onApplied?.({ checkpoint: last.position, events: batch.length });
      }
    } catch (error) {
      if (error instanceof GenerationRetiredError && !this.options.target) {
        this.switchGeneration();
        return;
      }
      this.error = error;
      this.options.log?.error({ err: error, projection: this.name }, 'Projection batch failed');
      throw error;
    }
    if (this.done) this.resolveFinished();
  };

  /**
   * A rebuild promoted a new generation: continue on it from its own checkpoint, which is at
   * least where this runner was (a switch requires it). Runs outside the batch handler, since
   * stopping the consumer waits for the handler to return.
   */
  private switchGeneration(): void {
    this.switching = true;
    void (async () => {
      for (let attempt = 0; this.running; attempt += 1) {
        try {
          await this.options.consumer.stop();
          this.target = await this.options.readStore.attach(this.options.definition);
          this.advance(await this.target.getCheckpoint());
          this.options.log?.info(
            { projection: this.name, generation: this.target.generation, checkpoint: this.current },
            'Projection moved to a rebuilt generation',
          );
          this.switching = false;
          if (this.running) await this.options.consumer.start(this.current, this.handle);
          return;
        } catch (error) {
          this.error = error;
          this.options.log?.error({ err: error, projection: this.name }, 'Projection could not move to the new generation');
          await new Promise((resolve) => setTimeout(resolve, Math.min(5000, 100 * 2 ** attempt)));
        }
      }
      this.switching = false;
    })();
  }
}

function within(event: RecordedEvent, until: Until): boolean {
  if (until.position !== undefined && event.position > until.position) return false;
  if (until.at !== undefined && Date.parse(event.metadata.at) > Date.parse(until.at)) return false;
  return true;
}
