import { EsdbEventStore, MemoryLimits, MongoReadStore, SqliteEventStore, SqliteLimits, SqliteReadStore, WRITE_BEHIND_DEFAULTS, type Config, type EventStore, type ReadStore, type SharedLimits } from '@il/platform';
import path from 'node:path';

/**
 * How often an embedded server looks at the head of the log for appends nobody announced (an
 * operator's `npm run admin`, a process that died before telling). The server's own processes wake
 * each other on every append, so this safety net can be infrequent: every look wakes the process and
 * queries the file.
 */
export const UNANNOUNCED_APPENDS_MS = 500;

/** How often the leader's projector thread checkpoints the embedded log for every server process. */
export const LOG_CHECKPOINT_EVERY_MS = 1000;

/**
 * The event store of the configured mode; operator tools open it the same way the server does.
 * Embedded: `onAppended` is told of every append, to wake the other server processes;
 * `checkpointsElsewhere`, the leader's projector thread checkpoints the log for this connection.
 */
export function openEventStore(config: Config, options: { onAppended?(position: number): void; checkpointsElsewhere?: boolean } = {}): EventStore {
  return config.mode === 'distributed'
    ? new EsdbEventStore({ connectionString: config.esdbUrl })
    : new SqliteEventStore({ file: path.join(config.dataDir, 'events.db'), pollIntervalMs: UNANNOUNCED_APPENDS_MS, ...options });
}

/**
 * The read models. Embedded, `writeBehind` where this process both applies the projections and
 * serves every read that must show them (one server process): their batches are held in memory
 * and committed many at once (docs/decisions.md, "Read models written behind").
 */
export function openReadStore(config: Config, options: { writeBehind?: boolean } = {}): ReadStore {
  return config.mode === 'distributed'
    ? new MongoReadStore({ url: config.mongoUrl, db: config.mongoDb })
    : new SqliteReadStore({ file: path.join(config.dataDir, 'read.db'), writeBehind: options.writeBehind ? { ...WRITE_BEHIND_DEFAULTS, maxDelayMs: config.storeBehindMs } : undefined });
}

/**
 * The records of the limits on abuse. Embedded: a file of the data folder, one count for every
 * server process on it (and kept across restarts); one process alone keeps them in memory and
 * stores them behind, at most STORE_BEHIND_MS later as its read models (a crash forgets that much
 * of the counts, which a lost file would forget entirely). Distributed: each replica's memory.
 */
export function openLimits(config: Config): SharedLimits {
  if (config.mode === 'distributed') return new MemoryLimits();
  return new SqliteLimits({ file: path.join(config.dataDir, 'limits.db'), ...(config.workerRole === 'single' ? { soleMs: config.storeBehindMs } : {}) });
}
