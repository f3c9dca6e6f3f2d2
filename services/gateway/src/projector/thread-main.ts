import { parentPort } from 'node:worker_threads';
import { loadConfig, SqliteEventStore } from '@il/platform';
import { threadLink } from '../composition/process-link';
import { runProjections } from '../composition/projecting';
import { openEventStore, openReadStore } from '../composition/stores';
import { processLogger } from '../observability/process-logger';
import type { ProjectorControl } from './projector-thread';

/**
 * The leader's projector thread (startProjectorThread): the projections on stores of its own, told
 * of appends by the leader, which passes on what it is told of the other processes' appends too.
 */
async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('The projector runs as a thread of the leader process.');
  const config = loadConfig();
  const log = processLogger(config.logLevel, { service: 'projector', mode: config.mode, role: config.workerRole });
  const store = openEventStore(config);
  const read = openReadStore(config);
  const link = threadLink(port);
  link.listen(() => {
    if (store instanceof SqliteEventStore) store.appendedElsewhere();
  });
  const projecting = await runProjections(store, read, log, link, config.cachePlayers);
  port.on('message', (message: ProjectorControl) => {
    if (message?.il !== 'stop') return;
    void (async () => {
      await projecting.stop();
      link.close();
      await read.close();
      await store.close();
      process.exit(0);
    })();
  });
  port.postMessage({ il: 'ready' } satisfies ProjectorControl);
}

// A failure ends the thread as an uncaught error (Node throws unhandled rejections), which the
// leader receives whole as the Worker's 'error'.
void main();
