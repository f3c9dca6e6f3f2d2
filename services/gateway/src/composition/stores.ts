import { EsdbEventStore, MongoReadStore, SqliteEventStore, SqliteReadStore, type Config, type EventStore, type ReadStore } from '@il/platform';
import path from 'node:path';

/**
 * The event store of the configured mode; operator tools open it the same way the server does.
 * `onAppended` (embedded): told of every append, to wake the other server processes.
 */
export function openEventStore(config: Config, options: { onAppended?(position: number): void } = {}): EventStore {
  return config.mode === 'distributed'
    ? new EsdbEventStore({ connectionString: config.esdbUrl })
    : new SqliteEventStore({ file: path.join(config.dataDir, 'events.db'), ...options });
}

export function openReadStore(config: Config): ReadStore {
  return config.mode === 'distributed'
    ? new MongoReadStore({ url: config.mongoUrl, db: config.mongoDb })
    : new SqliteReadStore({ file: path.join(config.dataDir, 'read.db') });
}
