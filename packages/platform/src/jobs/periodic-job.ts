import type { CommandContext } from '../command/context';

/** Where a job tells what its rounds did: the server's logger, or a silent one in tests. */
export interface JobLog {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface PeriodicJob {
  /** Runs a round now, or joins the one under way. */
  runNow(): Promise<void>;
  /** Stops the interval and waits for a round under way. */
  stop(): Promise<void>;
}

/** What a job does in a round, how often, and which rounds are worth a log line. */
export interface JobRounds<Result> {
  /** Starts every round's correlation id; its words name the rounds in the log ("league lifecycle round"). */
  name: string;
  intervalMs: number;
  /** Run a first round at once (catching up after downtime) instead of after one interval. */
  runAtStart: boolean;
  round(ctx: CommandContext): Promise<Result>;
  /** A round that did something is logged with its result; an idle one stays quiet. */
  didWork(result: Result): boolean;
  /** A round that left work behind is logged as an error; the next round takes it up. */
  leftWork?(result: Result): boolean;
}

export interface JobOptions {
  /** Replaces the job's own interval (tests run rounds by hand). */
  intervalMs?: number;
  log: JobLog;
}

/**
 * One in-process interval per job, never a timer per item: each round asks the read models what
 * is due. Rounds never overlap; a failed round is logged and the next one retries. Every round
 * gets its own correlation id, so the events it appends can be traced back to it.
 */
export function startPeriodicJob<Result>(job: JobRounds<Result>, options: JobOptions): PeriodicJob {
  const label = `${job.name.replace(/-/g, ' ')} round`;
  const { log } = options;
  let running: Promise<void> | null = null;
  let count = 0;

  const runNow = (): Promise<void> => {
    if (running) return running;
    const ctx: CommandContext = { userId: null, correlationId: `${job.name}-${Date.now()}-${++count}` };
    running = job
      .round(ctx)
      .then((result) => {
        if (job.didWork(result)) log.info(result as object, label);
        if (job.leftWork?.(result)) log.error(result as object, `${label} left work for the next round`);
      })
      .catch((error: unknown) => log.error({ err: error }, `${label} failed`))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = setInterval(() => void runNow(), options.intervalMs ?? job.intervalMs);
  timer.unref();
  if (job.runAtStart) void runNow();
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
