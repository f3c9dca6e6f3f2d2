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

/**
 * One in-process interval per job, never a timer per item: each round asks the read models what
 * is due. Rounds never overlap; a failed round is logged and the next one retries. Every round
 * gets its own correlation id, so the events it appends can be traced back to it.
 */
export function startPeriodicJob<Result>(options: {
  name: string;
  /** How the log lines name a round: "league lifecycle round". */
  roundLabel: string;
  intervalMs: number;
  round(ctx: CommandContext): Promise<Result>;
  /** Logs what a round did; a round with nothing to do stays quiet. */
  report(result: Result, log: JobLog): void;
  log: JobLog;
  /** Run a first round at once (catching up after downtime) instead of after one interval. */
  runAtStart: boolean;
}): PeriodicJob {
  let running: Promise<void> | null = null;
  let count = 0;

  const runNow = (): Promise<void> => {
    if (running) return running;
    const ctx: CommandContext = { userId: null, correlationId: `${options.name}-${Date.now()}-${++count}` };
    running = options
      .round(ctx)
      .then((result) => options.report(result, options.log))
      .catch((error: unknown) => options.log.error({ err: error }, `${options.roundLabel} failed`))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = setInterval(() => void runNow(), options.intervalMs);
  timer.unref();
  if (options.runAtStart) void runNow();
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
