import { ProjectionRunner, type Bus, type ProjectionDefinition, type ProjectionStatus, type ReadStore, type RunnerLog } from '@il/platform';

export interface ProjectionWorkerOptions {
  definitions: readonly ProjectionDefinition[];
  readStore: ReadStore;
  /** One consumer group per projection is taken from it. */
  bus: Bus;
  log?: RunnerLog;
}

export interface ProjectionWorker {
  runners: readonly ProjectionRunner[];
  status(): Promise<ProjectionStatus[]>;
  /** Stops every runner (each finishes its current batch), then nothing more is written. */
  stop(): Promise<void>;
}

/**
 * Runs each projection in its own consumer group, so that one slow or failing read model never
 * holds back another, and each can be scaled or rebuilt on its own. Every batch is written before
 * its offsets are committed (no write-behind): the read store's position guard absorbs the
 * redeliveries that follow a crash or a rebalance.
 */
export async function startProjectionWorker(options: ProjectionWorkerOptions): Promise<ProjectionWorker> {
  const runners = options.definitions.map(
    (definition) =>
      new ProjectionRunner({
        definition,
        readStore: options.readStore,
        consumer: options.bus.consumer(definition.name),
        writeBehind: 0,
        log: options.log,
      }),
  );
  const started: ProjectionRunner[] = [];
  try {
    for (const runner of runners) {
      await runner.start();
      started.push(runner);
      options.log?.info({ projection: runner.name, checkpoint: runner.checkpoint }, 'projection running');
    }
  } catch (error) {
    await Promise.allSettled(started.map((r) => r.stop()));
    throw error;
  }
  return {
    runners,
    status: () => Promise.all(runners.map((r) => r.status())),
    stop: async () => {
      await Promise.all(runners.map((r) => r.stop()));
    },
  };
}
