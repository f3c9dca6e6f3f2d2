// `npm start`: the game in embedded mode, data under ./data (PORT and DATA_DIR override), served by
// one process per core (WORKERS to change it). The first process (the leader) applies the
// projections, on a thread of its own, and runs the timed jobs; every process serves requests on
// the same port and appends to the same log. This process starts them, shares the port among them,
// and restarts one that dies. What they tell each other, "appended" (read the log on now) and
// "applied" (the read models reached a position), goes straight between the leader's projector and
// the followers, over a Unix socket this process names (LINK_SOCKET), so none of them waits on a
// timer to learn of the others' work. docs/decisions.md.
const cluster = require('node:cluster');
const net = require('node:net');

/**
 * How the server processes get their connections. Each listens on a socket of its own in the
 * port's SO_REUSEPORT group, on Linux: it accepts from its own queue as
 * fast as its loop turns, and the kernel spreads new connections over the queues. Otherwise this
 * process accepts them and hands each to a server process that has taken the last one it was
 * handed (cluster's round robin): spread as evenly, but one connection at a time per process, and
 * each crosses this one. Never each process accepting from one shared queue (SCHED_NONE): the
 * kernel gave whichever woke first all of a burst (16 of 16 connections to one process).
 * docs/decisions.md.
 */
function portSharing() {
  const port = Number(process.env.PORT ?? 8080);
  // Port 0 would give each process a port of its own.
  if (!(port > 0)) return { reusePort: false, why: 'PORT 0 picks a port per process' };
  try {
    const why = require('@il/reuse-port').unavailableReason();
    return why ? { reusePort: false, why } : { reusePort: true, port, host: process.env.HOST ?? '0.0.0.0' };
  } catch (error) {
    return { reusePort: false, why: String(error) };
  }
}
cluster.schedulingPolicy = cluster.SCHED_RR;
const os = require('node:os');

const SERVER_BUNDLE = require('node:path').join(__dirname, '../dist/server/gateway.cjs');
const requested = Number(process.env.WORKERS);
const workers = Number.isInteger(requested) && requested > 0 ? requested : (os.availableParallelism?.() ?? os.cpus().length);
/** A process that dies is started again after this pause, doubling while its role keeps dying, up to 10 s. */
const RESTART_AFTER_MS = 500;
/** Deaths in a row of a role none of whose processes ever served, after which the start has failed. */
const START_ATTEMPTS = 5;

function note(level, msg, details = {}) {
  process.stdout.write(`${JSON.stringify({ level, time: Date.now(), pid: process.pid, service: 'start', msg, ...details })}\n`);
}

if (cluster.isPrimary) {
  // Before any process starts: an addon compiled for another Node would fail in each of them.
  try {
    const { assertRuntime, pinnedNode } = require('./runtime-check.cjs');
    note(30, assertRuntime(), { node: process.version, abi: process.versions.modules, pinned: pinnedNode() });
  } catch (error) {
    if (error.code !== 'IL_RUNTIME') throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

if (workers <= 1 || !cluster.isPrimary) {
  require(SERVER_BUNDLE);
} else {
  const { serverExecArgv } = require('./server-flags.cjs');
  cluster.setupPrimary({ execArgv: serverExecArgv(process.execArgv, process.env.NODE_OPTIONS) });
  const sharing = portSharing();
  // One scrape answers for every process (docs/operations.md, "Health, readiness and metrics").
  require('./metrics-aggregator.cjs').serveMetricsAggregation(cluster);
  // Named after this process, so two servers on one machine never share it; the leader's projector
  // listens on it, taking over the file a leader that died left behind.
  const linkSocket = require('node:path').join(os.tmpdir(), `il-link-${process.pid}.sock`);
  let stopping = false;
  const live = new Set();
  const failures = { leader: 0, follower: 0 };
  // Whether a process of the role ever served: until then, dying again and again is a failed start.
  const served = { leader: false, follower: false };
  let followersStarted = false;
  let reportedFull = false;

  const serving = () => [...live].filter((worker) => worker.serving).length;
  const giveUp = (message) => {
    note(60, message);
    stopping = true;
    for (const worker of live) worker.process.kill('SIGKILL');
    process.exit(1);
  };

  /**
   * Keeps the shape: one leader and WORKERS - 1 followers. A process that dies at any moment, while
   * starting, serving or leading, is started again in the same role, and "serving with N processes"
   * is said only while all N serve, again after each one replaced. A role whose processes die
   * START_ATTEMPTS times in a row before one of them ever served stops the server instead: a
   * configuration error or a taken port would only be hidden by restarts.
   */
  const start = (role) => {
    const worker = cluster.fork({ WORKER_ROLE: role, LINK_SOCKET: linkSocket, ...(sharing.reusePort ? { REUSE_PORT: '1' } : {}) });
    worker.role = role;
    worker.serving = false;
    live.add(worker);
    const listens = () => {
      if (worker.serving || !live.has(worker)) return;
      worker.serving = true;
      failures[role] = 0;
      served[role] = true;
      // The leader first: it lays out the read models and catches them up before anyone serves.
      if (role === 'leader' && !followersStarted) {
        followersStarted = true;
        for (let i = 1; i < workers; i += 1) start('follower');
      }
      if (serving() === workers && !reportedFull) {
        reportedFull = true;
        note(30, `serving with ${workers} processes`, {
          workers,
          connections: sharing.reusePort ? 'a socket per process (SO_REUSEPORT)' : `handed out by this process (${sharing.why})`,
        });
      }
    };
    worker.on('message', (message) => {
      // A process on a socket of its own says so; cluster only sees a listen it does for it.
      if (message?.il === 'listening') listens();
    });
    worker.once('listening', listens);
    worker.once('exit', (code, signal) => {
      live.delete(worker);
      if (stopping) return;
      reportedFull = false;
      const how = `${signal ?? code} while ${worker.serving ? 'serving' : 'starting'}`;
      failures[role] += 1;
      if (!served[role] && failures[role] >= START_ATTEMPTS) return giveUp(`the ${role} process exited with ${how}, ${failures[role]} times in a row; stopping`);
      const pause = Math.min(10_000, RESTART_AFTER_MS * 2 ** (failures[role] - 1));
      note(50, `the ${role} process exited with ${how}; starting it again`, { role, pauseMs: pause, serving: serving(), workers });
      setTimeout(() => {
        if (!stopping) start(role);
      }, pause);
    });
  };

  const portIsFree = (port, host) =>
    new Promise((resolve, reject) => {
      const probe = net.createServer();
      probe.once('error', (error) => reject(new Error(`${host}:${port} is in use (${error.code ?? error.message})`)));
      probe.listen({ port, host, exclusive: true }, () => probe.close(resolve));
    });

  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    const running = [...live];
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
  process.on('exit', () => require('node:fs').rmSync(linkSocket, { force: true }));
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  (async () => {
    // Sockets of the port's group do not refuse one another: a server still running on the port
    // would share its connections with this one, so a plain listen on it must work first.
    if (sharing.reusePort) await portIsFree(sharing.port, sharing.host);
    start('leader');
  })().catch((error) => {
    if (!stopping) giveUp(String(error));
  });
}
