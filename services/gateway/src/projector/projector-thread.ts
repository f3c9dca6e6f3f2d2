import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import { threadLink, type ProcessLink } from '../composition/process-link';

/** The projector thread's code, bundled beside the server's (scripts/build-server.cjs). */
export const PROJECTOR_BUNDLE = 'projector-thread.cjs';
/** How long a stopping projector may take to finish its batch and close its stores. */
const STOP_WITHIN_MS = 10_000;

/** What the leader and its projector thread say besides the link's messages. */
export type ProjectorControl = { il: 'ready' } | { il: 'stop' };

export interface ProjectorThread {
  /** `appended` to the thread (read the log on now); `applied` from it (the read models' position, and the leader's wake-up). */
  link: ProcessLink;
  /** Resolves once the thread's projections have started, caught up with the log as it was. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the thread that applies the projections for the leader (projector/thread-main.ts). On a
 * thread of its own, a batch of projections no longer holds up the leader's requests, so the
 * leader answers as fast as the other processes, and clients, which reuse the connection that
 * answered last, stop piling onto it. A thread that fails after its start exits the process:
 * `npm start` starts the leader again, and the projections resume from their checkpoints.
 */
export function startProjectorThread(log: Logger, file = path.join(__dirname, PROJECTOR_BUNDLE)): ProjectorThread {
  if (!fs.existsSync(file)) {
    throw new Error(`The leader applies the projections on a thread that runs ${file}: build it with \`npm run build:server\`.`);
  }
  const worker = new Worker(file);
  let stopping = false;
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: ProjectorControl) => {
      if (message?.il === 'ready') resolve();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the projector thread exited with ${code} while starting`)));
  });
  ready.then(
    () => {
      worker.on('error', (error) => log.fatal({ err: error }, 'the projector thread failed'));
      worker.on('exit', (code) => {
        if (stopping) return;
        log.fatal({ code }, 'the projector thread stopped; the process exits to be started again');
        process.exit(1);
      });
    },
    () => undefined,
  );
  const link = threadLink(worker);
  return {
    link,
    ready,
    async stop() {
      if (stopping) return;
      stopping = true;
      link.close();
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage({ il: 'stop' } satisfies ProjectorControl);
      const late = setTimeout(() => void worker.terminate(), STOP_WITHIN_MS);
      await exited;
      clearTimeout(late);
    },
  };
}
