import { parentPort } from 'node:worker_threads';
import { loadConfig, SqliteEventStore } from '@il/platform';
import { threadLink, type LinkMessage } from '../composition/process-link';
import { serveLinkSocket } from '../composition/socket-link';
import { runProjections } from '../composition/projecting';
import { LOG_CHECKPOINT_EVERY_MS, openEventStore, openReadStore } from '../composition/stores';
import { processLogger } from '../observability/process-logger';
import type { ProjectorControl } from './projector-thread';
import { lowerThreadPriority } from './thread-priority';

/**
 * The leader's projector thread (startProjectorThread): the projections on stores of its own, told
 * of appends by the leader over the thread's port and by the followers over the link socket
 * (config.linkSocket). It tells both how far the read models got (`applied`), which is also what
 * wakes their subscriptions (views, live streams) to read the log on.
 */
async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('The projector runs as a thread of the leader process.');
  const config = loadConfig();
  const log = processLogger(config.logLevel, { service: 'projector', mode: config.mode, role: config.workerRole });
  // Requests first: on a busy machine a poll would otherwise wait for a core behind this thread's
  // work, which can wait a few milliseconds (docs/decisions.md, "The projector's priority").
  if (config.projectorNice > 0 && !lowerThreadPriority(config.projectorNice)) {
    log.info('the projector thread keeps the priority of its process: this system gives threads no priority of their own');
  }
  const store = openEventStore(config);
  const read = openReadStore(config);
  const readOn = () => {
    if (store instanceof SqliteEventStore) store.appendedElsewhere();
  };
  const leader = threadLink(port);
  leader.listen(readOn);
  const followers = config.linkSocket ? await serveLinkSocket(config.linkSocket) : null;
  // A follower has only appends to tell; the applied positions are this thread's alone to say.
  // The leader is not told of them: what follows the log in its event loop (views, live streams)
  // waits for their `applied` anyway, and takes that as its wake-up, as a follower does.
  followers?.listen((message) => {
    if (message.il === 'appended') readOn();
  });
  const tell = (message: LinkMessage) => {
    leader.send(message);
    followers?.send(message);
  };
  const projecting = await runProjections(store, read, log, { send: tell }, config.cachePlayers);
  // The server's request threads leave the log's checkpoints to this one (embedded.ts).
  const checkpoints = setInterval(() => {
    try {
      if (store instanceof SqliteEventStore) store.checkpoint();
    } catch (error) {
      // The next one tries again; past their safety net the request threads checkpoint themselves.
      log.warn({ err: error }, 'could not checkpoint the event log');
    }
  }, LOG_CHECKPOINT_EVERY_MS);
  port.on('message', (message: ProjectorControl) => {
    if (message?.il !== 'stop') return;
    void (async () => {
      clearInterval(checkpoints);
      await projecting.stop();
      followers?.close();
      leader.close();
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
