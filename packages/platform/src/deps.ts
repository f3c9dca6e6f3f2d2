import type { Config } from './config';
import type { EventStore } from './event-store/port';
import type { Mailer } from './mail/port';
import type { ReadStore } from './read-store/port';
import type { Clock } from './time/clock';
import type { Random } from './time/random';
import type { CommandContext } from './command/context';
import type { CommandObserver } from './observability/command-observer';
import type { ViewCache } from './read-cache/view-cache';
import type { SharedLimits } from './limits/port';

/** Hands out positive integer ids of a kind ("league", "post", ...), unique across processes. */
export interface Ids {
  next(kind: string): Promise<number>;
}

/**
 * What command handlers and queries of every bounded context receive. Adapters differ per mode;
 * the services never know which mode they run in.
 */
export interface ServiceDeps {
  config: Config;
  store: EventStore;
  read: ReadStore;
  clock: Clock;
  random: Random;
  ids: Ids;
  mailer: Mailer;
  /**
   * Resolves once every read model has applied the event at `position` (bounded wait), so a
   * query sent after a command never shows a value older than that command's own effect.
   */
  awaitProjections(position: number, ctx?: CommandContext): Promise<void>;
  /**
   * Whether every read model, and the views this process keeps, already show the log up to
   * `position`: a query asking for that position (`x-min-position`) then has nothing to wait for.
   * Absent: not known without waiting.
   */
  appliedUpTo?(position: number): boolean;
  /** Counts optimistic-concurrency conflicts for /metrics. */
  commandObserver?: CommandObserver;
  /** Views kept between requests, dropped as the log moves on (absent: every query reads). */
  views?: ViewCache;
  /** The records of the limits on abuse, shared by the server processes (absent: this process's memory). */
  limits?: SharedLimits;
}
