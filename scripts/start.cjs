// `npm start`: the game in embedded mode, data under ./data (PORT and DATA_DIR override), served by
// one process per core (WORKERS to change it). The first process (the leader) applies the
// projections and runs the timed jobs; every process serves requests on the same port and appends
// to the same log. This process starts them, hands them the connections, restarts one that dies,
// and relays what they tell each other: "appended" (read the log on now) and "applied" (the read
// models reached a position), so none of them waits on a timer to learn of the others' work.
// docs/decisions.md.
const cluster = require('node:cluster');

// This process accepts the connections and hands each to a server process that has taken the last
// one it was handed (cluster's round robin): a busier process takes fewer, and a burst of new
// connections waits here, in order, rather than in the kernel's accept queue. With each process
// accepting its own (SCHED_NONE), the kernel gave whichever woke first all of a burst (16 of 16
// connections to one process) and, under a storm of 20,000 live streams, let the accept queue
// overflow: connections dropped, opened again seconds later or reset. docs/decisions.md.
cluster.schedulingPolicy = cluster.SCHED_RR;
const os = require('node:os');

const SERVER_BUNDLE = require('node:path').join(__dirname, '../dist/server/gateway.cjs');
const requested = Number(process.env.WORKERS);
const workers = Number.isInteger(requested) && requested > 0 ? requested : (os.availableParallelism?.() ?? os.cpus().length);
/** A process that dies is started again after this pause, doubling while it keeps dying, up to 10 s. */
const RESTART_AFTER_MS = 500;

function note(level, msg, details = {}) {
  process.stdout.write(`${JSON.stringify({ level, time: Date.now(), pid: process.pid, service: 'start', msg, ...details })}\n`);
}

if (workers <= 1 || !cluster.isPrimary) {
  require(SERVER_BUNDLE);
} else {
  /** The last `applied` position the leader told, for processes started later. */
  let applied = 0;
  let stopping = false;
  let started = false;
  const failures = { leader: 0, follower: 0 };

  /** A follower's `appended` goes to the leader only; the leader's `applied` to every follower. */
  const relay = (from, message) => {
    if (message?.il === 'applied') applied = Math.max(applied, message.position);
    for (const worker of Object.values(cluster.workers)) {
      if (!worker || worker === from || !worker.isConnected()) continue;
      if (message.il === 'appended' && worker.role !== 'leader') continue;
      worker.send(message, undefined, undefined, () => undefined);
    }
  };

  const fork = (role) =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork({ WORKER_ROLE: role });
      worker.role = role;
      worker.on('message', (message) => {
        if (message && (message.il === 'appended' || message.il === 'applied')) relay(worker, message);
      });
      worker.once('listening', () => {
        failures[role] = 0;
        if (applied > 0) worker.send({ il: 'applied', position: applied }, undefined, undefined, () => undefined);
        resolve(worker);
      });
      worker.once('exit', (code, signal) => {
        if (stopping) return;
        if (!started) return reject(new Error(`the ${role} process exited with ${signal ?? code} while starting`));
        failures[role] += 1;
        const pause = Math.min(10_000, RESTART_AFTER_MS * 2 ** (failures[role] - 1));
        note(50, `the ${role} process exited with ${signal ?? code}; starting it again`, { role, pauseMs: pause });
        setTimeout(() => {
          if (!stopping) fork(role).catch((error) => note(50, String(error), { role }));
        }, pause);
      });
    });

  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers).filter(Boolean);
    if (running.length === 0) process.exit(0);
    let left = running.length;
    for (const worker of running) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      // Each process stops taking requests, finishes those in flight and closes its stores.
      worker.process.kill(signal);
    }
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  (async () => {
    // The leader first: it lays out the read models and catches them up before anyone serves.
    await fork('leader');
    const followers = [];
    for (let i = 1; i < workers; i += 1) followers.push(fork('follower'));
    await Promise.all(followers);
    started = true;
    note(30, `serving with ${workers} processes`, { workers });
  })().catch((error) => {
    if (stopping) return;
    note(60, String(error));
    stopping = true;
    for (const worker of Object.values(cluster.workers)) worker?.process.kill('SIGKILL');
    process.exit(1);
  });
}
