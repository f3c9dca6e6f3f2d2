import { parentPort } from 'node:worker_threads';
import { loadConfig, WalCheckpoints } from '@il/platform';
import { CHECKPOINT_EVERY_MS, embeddedFiles } from '../composition/stores';
import { processLogger } from '../observability/process-logger';
import type { CheckpointControl } from './checkpoint-thread';

/**
 * The leader's checkpoint thread (startCheckpointThread): every second, a passive checkpoint of the
 * event log and of the read models for all server processes, whose connections leave it to this
 * one (`checkpointsElsewhere`).
 */
function main(): void {
  const port = parentPort;
  if (!port) throw new Error('The checkpointer runs as a thread of the leader process.');
  const config = loadConfig();
  const log = processLogger(config.logLevel, { service: 'checkpointer', mode: config.mode, role: config.workerRole });
  const files = embeddedFiles(config);
  const checkpoints = new WalCheckpoints([files.events, files.read]);
  const timer = setInterval(() => {
    try {
      checkpoints.checkpoint();
    } catch (error) {
      // The next one tries again; past their safety net the other connections checkpoint themselves.
      log.warn({ err: error }, 'could not checkpoint the embedded files');
    }
  }, CHECKPOINT_EVERY_MS);
  port.on('message', (message: CheckpointControl) => {
    if (message?.il !== 'stop') return;
    clearInterval(timer);
    checkpoints.close();
    process.exit(0);
  });
  port.postMessage({ il: 'ready' } satisfies CheckpointControl);
}

// A failure ends the thread as an uncaught error, which the leader receives whole as the Worker's 'error'.
main();
