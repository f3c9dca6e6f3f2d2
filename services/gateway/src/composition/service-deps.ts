import {
  createMailer,
  instrumentEventStore,
  IdAllocator,
  systemClock,
  systemRandom,
  type Clock,
  type Config,
  type EventStore,
  type Random,
  type ReadStore,
  type ServiceDeps,
} from '@il/platform';
import type { Logger } from 'pino';
import type { GatewayMetrics } from '../observability/metrics';
import { notePosition } from '../http/read-your-writes';

export interface DepsOverrides {
  clock?: Clock;
  random?: Random;
  /** Where append latency and command conflicts are counted (the gateway's /metrics). */
  metrics?: GatewayMetrics;
}

/** The parts every mode shares once its stores are open. */
export function serviceDeps(
  config: Config,
  log: Logger,
  store: EventStore,
  read: ReadStore,
  awaitProjections: (position: number) => Promise<void>,
  overrides: DepsOverrides = {},
): ServiceDeps {
  return {
    config,
    store: overrides.metrics ? instrumentEventStore(store, overrides.metrics.observeAppend) : store,
    read,
    clock: overrides.clock ?? systemClock,
    random: overrides.random ?? systemRandom,
    ids: new IdAllocator(store, { blockSize: config.mode === 'embedded' ? 20 : 100 }),
    mailer: createMailer(config, log),
    awaitProjections: async (position) => {
      notePosition(position);
      await awaitProjections(position);
    },
    commandObserver: overrides.metrics?.commandObserver,
  };
}
