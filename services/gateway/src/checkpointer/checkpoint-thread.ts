import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';

/** The checkpoint thread's code, bundled beside the server's (scripts/build-server.cjs). */
export const CHECKPOINT_BUNDLE = 'checkpoint-thread.cjs';
/** How long a stopping thread may take to finish its checkpoint and close its connections. */
const STOP_WITHIN_MS = 10_000;

/** What the leader and its checkpoint thread say to each other. */
export type CheckpointControl = { il: 'ready' } | { il: 'stop' };

export interface CheckpointThread {
  /** Resolves once the thread has opened both files. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the thread that checkpoints the embedded files for every server process
 * (checkpointer/thread-main.ts): copying a write-ahead log into its file syncs the disk, which
 * would stall every request of the thread whose commit did it. A thread that fails after its start
 * exits the process: `npm start` starts the leader again.
 */
export function startCheckpointThread(log: Logger, file = path.join(__dirname, CHECKPOINT_BUNDLE)): CheckpointThread {
  if (!fs.existsSync(file)) {
    throw new Error(`The leader checkpoints the embedded files on a thread that runs ${file}: build it with \`npm run build:server\`.`);
  }
  const worker = new Worker(file);
  let stopping = false;
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: CheckpointControl) => {
      if (message?.il === 'ready') resolve();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the checkpoint thread exited with ${code} while starting`)));
  });
  ready.then(
    () => {
      worker.on('error', (error) => log.fatal({ err: error }, 'the checkpoint thread failed'));
      worker.on('exit', (code) => {
        if (stopping) return;
        log.fatal({ code }, 'the checkpoint thread stopped; the process exits to be started again');
        process.exit(1);
      });
    },
    () => undefined,
  );
  return {
    ready,
    async stop() {
      if (stopping) return;
      stopping = true;
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage({ il: 'stop' } satisfies CheckpointControl);
      const late = setTimeout(() => void worker.terminate(), STOP_WITHIN_MS);
      await exited;
      clearTimeout(late);
    },
  };
}
