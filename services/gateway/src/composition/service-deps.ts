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
  cacheSizes,
  keepFoldedStates,
  ViewCache,
  ViewFollower,
} from '@il/platform';
import type { Logger } from 'pino';
import type { GatewayMetrics } from '../observability/metrics';
import { openLimits } from './stores';
import { gameViewScopes } from './view-scopes';

export interface DepsOverrides {
  clock?: Clock;
  random?: Random;
  /** Where append latency and command conflicts are counted (the gateway's /metrics). */
  metrics?: GatewayMetrics;
}

/** How a mode knows what its read models have applied. */
export interface ProjectionWaits {
  /** Read-your-writes: bounded by READ_YOUR_WRITES_TIMEOUT_MS. */
  awaitProjections(position: number): Promise<void>;
  /** The view cache's follower: until applied (or the process stops). */
  projectionsApplied(position: number): Promise<void>;
}

/** How long a command's answer may wait for the read models to show its effect. */
export const READ_YOUR_WRITES_TIMEOUT_MS = 5000;

/**
 * Players send chat messages and posts many times a minute, and each block reserved is an event
 * every process and projection reads: those kinds take large blocks. Players, leagues and
 * characters keep small ones, so that their ids, seen in links, stay small.
 */
const MESSAGE_ID_BLOCKS = { 'chat-message': 500, post: 500 } as const;

/**
 * The parts every mode shares once its stores are open, and the follower that keeps the views
 * cache in step with the log (started and stopped by the runtime).
 */
export function serviceDeps(
  config: Config,
  log: Logger,
  store: EventStore,
  read: ReadStore,
  waits: ProjectionWaits,
  overrides: DepsOverrides = {},
): { deps: ServiceDeps; follower: ViewFollower } {
  const follower = new ViewFollower(
    { store, read, projectionsApplied: waits.projectionsApplied, log, scopesOf: gameViewScopes },
    new ViewCache(cacheSizes(config.cachePlayers).scopes),
  );
  const commandStore = overrides.metrics ? instrumentEventStore(store, overrides.metrics.observeAppend) : store;
  keepFoldedStates(commandStore, cacheSizes(config.cachePlayers).states);
  // The follower moves past a position only once every read model has applied it.
  const appliedUpTo = (position: number) => position <= follower.position;
  const deps: ServiceDeps = {
    config,
    store: commandStore,
    read,
    clock: overrides.clock ?? systemClock,
    random: overrides.random ?? systemRandom,
    ids: new IdAllocator(store, { blockSize: config.mode === 'embedded' ? 20 : 100, blockSizes: MESSAGE_ID_BLOCKS }),
    mailer: createMailer(config, log),
    awaitProjections: async (position, ctx) => {
      if (ctx?.reached && position > ctx.reached.position) ctx.reached.position = position;
      if (appliedUpTo(position)) return;
      await waits.awaitProjections(position);
      // The caller's next query must not be answered from a view older than this position.
      await follower.reached(position, READ_YOUR_WRITES_TIMEOUT_MS);
    },
    appliedUpTo,
    commandObserver: overrides.metrics?.commandObserver,
    views: follower.cache,
    limits: openLimits(config),
  };
  return { deps, follower };
}
