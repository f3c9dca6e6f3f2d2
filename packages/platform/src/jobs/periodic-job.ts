import type { CommandContext } from '../command/context';

export interface PeriodicJob {
  /** Runs a round now, or joins the one under way. */
  runNow(): Promise<void>;
  /** Stops the interval and waits for a round under way. */
  stop(): Promise<void>;
}

/**
 * One in-process interval per job, never a timer per item: each round asks the read models what
 * is due. Rounds never overlap; a failed round is reported and the next one retries. Every round
 * gets its own correlation id, so the events it appends can be traced back to it.
 */
export function startPeriodicJob(options: {
  name: string;
  intervalMs: number;
  round(ctx: CommandContext): Promise<void>;
  onError(error: unknown): void;
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
      .catch(options.onError)
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
