/**
 * What a wake-up costs the one who sends it, on this machine: the two links between the server's
 * processes and threads (a line on a Unix socket, as a follower tells the projector thread of an
 * append and the thread answers `applied`; a message on a MessagePort, as the leader's event loop
 * and its projector thread talk), each sent to a receiver that has gone idle (one message every
 * 10 ms, about the gap between actions at 5,000 players) against the same message sent back to
 * back (the receiver still awake from the last one). On a virtual machine, waking an idle core
 * can cost the sender far more than the message itself: each action crosses these links about
 * three times (docs/decisions.md, "Wake-ups, not timers").
 *
 *   npx tsx scripts/bench/wake-up.ts [messages]
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const IDLE_GAP_MS = 10;
const messages = Number(process.argv[2] ?? 400);

interface Link {
  name: string;
  send(line: string): void;
  close(): void;
}

/** Microseconds the sender spends in each send, as the mean over `messages` sends spaced by `gapMs` (0: the next turn). */
async function timeSends(link: Link, gapMs: number): Promise<number> {
  let total = 0n;
  for (let i = 0; i < messages; i += 1) {
    await new Promise((resolve) => (gapMs > 0 ? setTimeout(resolve, gapMs) : setImmediate(resolve)));
    const started = process.hrtime.bigint();
    link.send(`applied ${1_000_000 + i}\n`);
    total += process.hrtime.bigint() - started;
  }
  return Number(total / BigInt(messages)) / 1000;
}

async function socketLink(folder: string): Promise<Link> {
  const socketPath = path.join(folder, 'link.sock');
  const child: ChildProcess = fork(__filename, ['listen', socketPath], { execArgv: ['--import', 'tsx'] });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the listening process exited (${code})`)));
  });
  const socket = net.connect(socketPath);
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  return {
    name: 'Unix socket to another process',
    send: (line) => void socket.write(line),
    close: () => {
      socket.destroy();
      child.kill();
    },
  };
}

async function portLink(): Promise<Link> {
  const worker = new Worker("require('node:worker_threads').parentPort.on('message', () => {});", { eval: true });
  await new Promise<void>((resolve) => worker.once('online', resolve));
  return { name: 'MessagePort to a worker thread', send: (line) => worker.postMessage(line), close: () => void worker.terminate() };
}

async function main(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'il-wake-'));
  try {
    console.log(`${messages} messages per row; the receiver idle between them (one every ${IDLE_GAP_MS} ms) or awake (back to back)`);
    console.log('link                               idle µs   awake µs   idle / awake');
    for (const open of [() => socketLink(folder), portLink]) {
      const link = await open();
      await timeSends(link, 0); // warm-up
      const idle = await timeSends(link, IDLE_GAP_MS);
      const awake = await timeSends(link, 0);
      console.log(`${link.name.padEnd(34)} ${idle.toFixed(1).padStart(7)}   ${awake.toFixed(1).padStart(8)}   ${(idle / awake).toFixed(1).padStart(12)}`);
      link.close();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'listen') {
  const socketPath = process.argv[3]!;
  net.createServer((socket) => socket.on('data', () => {})).listen(socketPath, () => process.send?.('listening'));
  process.on('disconnect', () => process.exit(0));
} else {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
