// `npm run bench:load`: thousands of simulated players against the built server (`npm start`'s
// embedded mode, one server process per core, a temporary data folder), on loopback only.
//
//   1. seeds the players' accounts and sessions into the event log (see load/seed-accounts.ts);
//   2. starts scripts/start.cjs and, through the API, creates the leagues, the characters and a
//      history of posts and chat for each league;
//   3. simulates the players for a bounded time as the web client behaves (`--client live`: each
//      player's live stream open, chat polled every 30 s and the feed every 60 s; `--client
//      polling`: spec §9's schedule without a stream) while they post, like and chat, and prints
//      p50/p99 per call and overall, errors, open streams, the server's CPU per answered request
//      and RSS, and the generator's own CPU;
//   4. runs the same players on the same schedule against a bare Fastify server answering every
//      call with a JSON body of the game's size (and holding the same streams), for the ratio of
//      CPU per answered request;
//   5. drives the hot reads (game state, chat page, leaderboard, feed) flat out and a bare Fastify
//      JSON route, with the same client, and prints their ratio.
//
// Options: --players 5000 --client live|polling --duration 60 --warmup 40 --league-size 20
//          --workers <server processes, default: as npm start> --generators <load processes, default 2>
//          --connections 16 (flat out) --players-per-socket 4 (players sharing a lane of request
//          sockets, opened as needed, as a browser keeps its own; 0: one shared pool)
//          --pool 64 (request sockets per generator with --players-per-socket 0)
//          --bare-duration <seconds of the same pattern against bare Fastify; 0 skips; default --duration>
//          --rounds 1 (pairs of game and bare windows for the CPU ratio, taken in turns: game, bare;
//          bare, game; ... each with its warm-up; the ratio is that of the pooled CPU per answer)
//          --round-warmup <seconds of warm-up of each window after the first pair; default --warmup>
//          --saturation 5 (seconds per target flat out; 0 skips that part)
//          --posts-per-league 20 --chat-per-league 50 --avatars 0 (share of characters with a drawn avatar)
//          --log-level info --targets all (or some of healthz,gameState,chat,leaderboard,feed)
//          --calls all (or polls, or actions: only that part of the players' schedule, to tell what
//          each costs; the targets hold for all)
//          --profile <folder> (CPU profiles of the game's and bare Fastify's processes, in game/ and bare/)  --json (summary as JSON, last line)
//          --node-flags "<flags>" (Node and V8 flags for the game's server processes)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { mergeResults, runGenerators } from './load/generators';
import { Http1Pool } from './load/http1-pool';
import { firstInRound, pooledCpuRatio, roundRatio } from './load/cpu-rounds';
import { fmt, LatencyHistogram } from './load/latency';
import { probeLine, probeMachine, probePair, type MachineProbe } from './load/machine-probe';
import { connectionSharing, ensureServerBundle, listenOverflows, startBare, startGame, type ServerProcess } from './load/processes';
import { readMainThreadWaits, threadCores, type MainThreadWaits, type ThreadCores, type ThreadTicks } from './load/thread-cpu';
import { saturate, type SaturationResult } from './load/saturation';
import { seedAccounts } from './load/seed-accounts';
import { setUpLeagues, type LeagueSetup } from './load/setup-leagues';
import { answerTimesBetween, formatViewHits, gcSecondsBetween, lateScrapeMs, scrapeEveryProcess, timedScrapeOfEveryProcess, type TimedScrape } from './load/view-hits';
import { OpenFilesPeaks, raiseOpenFiles } from './load/open-files';
import { parseOptions, type Options } from './load/options';
import { ACTIONS, CALL_NAMES, CALL_ROUTES, SCHEDULES, type CallName } from './load/simulation';

const TARGET_P99_MS = { live: 50, polling: 100 } as const;
const TARGET_RATIO = 0.6;
const TARGET_CPU_RATIO = 2.5;
/** How often a run reads how many descriptors its processes hold (open-files peaks). */
const OPEN_FILES_EVERY_MS = 1000;
/** The pause after a window before the machine is probed again. */
const PROBE_SETTLE_MS = 2000;

interface PatternRun {
  seconds: number;
  answered: number;
  answeredPerSecond: number;
  serverCores: number | null;
  serverMicrosPerAnswer: number | null;
  serverRssMb: number | null;
  /** Each server process's main thread and its other threads (the projector's, V8's helpers), over the window. */
  serverThreads: ThreadCores[];
  generatorCores: number;
  dispatchLagP99Ms: number;
  /** The generators' own event-loop delay over the window (the worst generator's p99 and max). */
  generatorLoopDelay: { p99Ms: number; maxMs: number };
  calls: Record<string, { requests: number; perSecond: number; p50: number; p99: number; refused: number; errors: number; meanBytes: number }>;
  overall: { requests: number; perSecond: number; p50: number; p99: number; errors: number };
  errorSamples: string[];
  secondsOver: number;
  streams: { expected: number; openAtMeasureStart: number; openAtEnd: number; refused: number; dropped: number; pushes: number; heartbeats: number; openP99Ms: number; refusals: string[] };
  chatPushDelay: { p50: number; p99: number; count: number };
  /** Connections dropped from a full accept queue (on the whole machine), from the start to the window, and in it. */
  listenOverflows: { warmup: number | null; window: number | null };
  /** The most descriptors each process held at once, read every second from the start to the end. */
  openFilesPeak: { server: number[]; generators: number[] };
  /** The machine's own speed just before the warm-up and just after the window (machine-probe.ts). */
  machineProbe: { before: MachineProbe; after: MachineProbe };
}

/** The simulation against one server: generators forked, CPU and memory of the server read around the window. */
async function runPattern(
  server: ServerProcess,
  setup: LeagueSetup,
  options: Options,
  durationS: number,
  log: (line: string) => void,
  onWindow?: { start(): void; end(): void },
  warmupS = options.warmup,
): Promise<PatternRun> {
  let cpuAtStart: number | null = null;
  let cpuAtEnd: number | null = null;
  let rss: number | null = null;
  let threadsAtStart: ThreadTicks | null = null;
  let threadsAtEnd: ThreadTicks | null = null;
  let waitsAtStart: MainThreadWaits | null = null;
  let waitsAtEnd: MainThreadWaits | null = null;
  const window = { warmupMs: warmupS * 1000, durationMs: durationS * 1000 };
  // Before the window's instants are set: the probe takes a few hundred ms.
  const probedBefore = probeMachine();
  // The server's CPU is read at the same instants the generators open and close their window.
  const startAt = Date.now() + 2_000;
  const overflows: (number | null)[] = [listenOverflows()];
  const opened = setTimeout(() => {
    cpuAtStart = server.cpuSeconds();
    threadsAtStart = server.threadTicks();
    waitsAtStart = readMainThreadWaits(server.pids());
    overflows.push(listenOverflows());
    onWindow?.start();
  }, startAt - Date.now() + window.warmupMs);
  const closed = setTimeout(() => {
    cpuAtEnd = server.cpuSeconds();
    threadsAtEnd = server.threadTicks();
    waitsAtEnd = readMainThreadWaits(server.pids());
    rss = server.rssBytes();
    overflows.push(listenOverflows());
    onWindow?.end();
  }, startAt - Date.now() + window.warmupMs + window.durationMs);
  const peaks = new OpenFilesPeaks();
  const generatorPids: number[] = [];
  let serverPids = server.pids();
  const readOpenFiles = setInterval(() => {
    serverPids = server.pids();
    peaks.sample([...serverPids, ...generatorPids]);
  }, OPEN_FILES_EVERY_MS);
  const results = await runGenerators(
    server.origin,
    setup,
    { client: options.client, calls: options.calls, connections: options.pool, playersPerSocket: options.playersPerSocket, ...window },
    options.generators,
    log,
    (pid) => generatorPids.push(pid),
  ).finally(() => clearInterval(readOpenFiles));
  clearTimeout(opened);
  clearTimeout(closed);
  // The generators' exit and the server's last work would still share the caches with the probe.
  await new Promise((resolve) => setTimeout(resolve, PROBE_SETTLE_MS));
  const probedAfter = probeMachine();
  // A timer held up past the generators' end (seen once in many runs): read now, a little late, rather than print nothing.
  if (cpuAtEnd === null && cpuAtStart !== null) {
    cpuAtEnd = server.cpuSeconds();
    rss = server.rssBytes();
    log('  (server CPU read after the window closed)');
  }
  const merged = mergeResults(results);
  const seconds = durationS;
  const calls: PatternRun['calls'] = {};
  const overall = new LatencyHistogram();
  let errors = 0;
  const errorSamples: string[] = [];
  for (const name of CALL_NAMES) {
    const s = merged.stats.get(name);
    if (!s) continue;
    overall.add(s.latency);
    errors += s.errors;
    for (const sample of s.errorSamples) errorSamples.push(`${name}: ${sample}`);
    calls[name] = { requests: s.count, perSecond: s.count / seconds, p50: s.percentile(50), p99: s.percentile(99), refused: s.refused, errors: s.errors, meanBytes: s.count ? s.bytes / s.count : 0 };
  }
  const serverCpu = cpuAtStart !== null && cpuAtEnd !== null ? (cpuAtEnd as number) - (cpuAtStart as number) : null;
  const streamErrors = merged.streams.refused + merged.streams.dropped;
  for (const refusal of merged.streams.refusals) errorSamples.push(`stream: ${refusal}`);
  return {
    seconds,
    answered: merged.answeredInWindow,
    answeredPerSecond: merged.answeredInWindow / seconds,
    serverCores: serverCpu === null ? null : serverCpu / seconds,
    serverMicrosPerAnswer: serverCpu === null ? null : (serverCpu * 1e6) / Math.max(1, merged.answeredInWindow),
    serverRssMb: rss === null ? null : (rss as number) / 2 ** 20,
    serverThreads:
      threadsAtStart && threadsAtEnd ? threadCores(threadsAtStart, threadsAtEnd, seconds, waitsAtStart && waitsAtEnd ? { before: waitsAtStart, after: waitsAtEnd } : null) : [],
    generatorCores: merged.generatorCpuSeconds / seconds,
    dispatchLagP99Ms: merged.dispatchLag.percentile(99),
    generatorLoopDelay: merged.loopDelay,
    calls,
    overall: { requests: overall.count, perSecond: overall.count / seconds, p50: overall.percentile(50), p99: overall.percentile(99), errors: errors + streamErrors },
    errorSamples,
    secondsOver: merged.worstPerSecond.filter((ms) => ms >= TARGET_P99_MS[options.client]).length,
    streams: {
      expected: options.client === 'live' ? setup.players.length : 0,
      openAtMeasureStart: merged.streams.openAtMeasureStart,
      openAtEnd: merged.streams.openAtEnd,
      refused: merged.streams.refused,
      dropped: merged.streams.dropped,
      pushes: merged.streams.pushes,
      heartbeats: merged.streams.heartbeats,
      openP99Ms: merged.streamOpen.percentile(99),
      refusals: merged.streams.refusals,
    },
    chatPushDelay: { p50: merged.chatPushDelay.percentile(50), p99: merged.chatPushDelay.percentile(99), count: merged.chatPushDelay.count },
    listenOverflows: { warmup: difference(overflows[0], overflows[1]), window: difference(overflows[1], overflows[2]) },
    openFilesPeak: { server: peaks.of(serverPids), generators: peaks.of(generatorPids) },
    machineProbe: { before: probedBefore, after: probedAfter },
  };
}

/** A window's server CPU in a line: per answered request, cores, answers per second. */
function cpuLine(run: PatternRun): string {
  const { before, after } = run.machineProbe;
  return (
    `${run.serverMicrosPerAnswer === null ? '–' : fmt.int(run.serverMicrosPerAnswer)} µs per answered request, ${run.serverCores?.toFixed(2) ?? '–'} cores, ` +
    `${fmt.int(run.answeredPerSecond)} answers/s, p99 ${fmt.ms(run.overall.p99)} ms; machine's memory-bound loop ${probePair(before.memoryMs, after.memoryMs)}`
  );
}

/** The server's warnings and errors (pino level 40 and up), the newest few, messages only. */
function serverComplaints(logs: string, newest = 10): string[] {
  const lines: string[] = [];
  for (const text of logs.split('\n')) {
    try {
      const entry = JSON.parse(text) as { level?: number; msg?: string; pid?: number; err?: { message?: string } };
      if ((entry.level ?? 0) >= 40) lines.push(`pid ${entry.pid ?? '?'}: ${entry.msg ?? ''}${entry.err?.message ? ` (${entry.err.message})` : ''}`);
    } catch {
      if (text.trim()) lines.push(text.trim().slice(0, 300));
    }
  }
  return lines.slice(-newest);
}

const difference = (from: number | null | undefined, to: number | null | undefined): number | null => (from == null || to == null ? null : to - from);

function printPattern(title: string, run: PatternRun, log: (line: string) => void): void {
  log(`\n${title}`);
  log(`call          requests    req/s     p50 ms   p99 ms   refused  errors   bytes`);
  for (const [name, c] of Object.entries(run.calls)) {
    log(
      `${name.padEnd(12)} ${fmt.int(c.requests).padStart(9)} ${fmt.rate(c.perSecond).padStart(8)} ${fmt.ms(c.p50).padStart(9)} ${fmt.ms(c.p99).padStart(8)} ${fmt.int(c.refused).padStart(9)} ${fmt.int(c.errors).padStart(7)} ${fmt.int(c.meanBytes).padStart(7)}`,
    );
  }
  const o = run.overall;
  log(`${'overall'.padEnd(12)} ${fmt.int(o.requests).padStart(9)} ${fmt.rate(o.perSecond).padStart(8)} ${fmt.ms(o.p50).padStart(9)} ${fmt.ms(o.p99).padStart(8)} ${''.padStart(9)} ${fmt.int(o.errors).padStart(7)}`);
  for (const sample of run.errorSamples.slice(0, 10)) log(`  error in ${sample}`);
  if (run.streams.expected > 0) {
    const s = run.streams;
    log(
      `live streams: ${fmt.int(s.openAtMeasureStart)} open when measuring began, ${fmt.int(s.openAtEnd)} at the end (of ${fmt.int(s.expected)}); ` +
        `${s.refused} refused, ${s.dropped} dropped; ${fmt.int(s.pushes)} pushes and ${fmt.int(s.heartbeats)} heartbeats received; opening p99 ${fmt.ms(s.openP99Ms)} ms`,
    );
    if (run.chatPushDelay.count > 0) log(`chat push, sent to received by another member: p50 ${fmt.ms(run.chatPushDelay.p50)} ms, p99 ${fmt.ms(run.chatPushDelay.p99)} ms (${fmt.int(run.chatPushDelay.count)} pushes)`);
  }
  const dropped = run.listenOverflows;
  if (dropped.warmup !== null && dropped.window !== null) log(`connections dropped from a full accept queue (whole machine): ${fmt.int(dropped.warmup)} before the window, ${fmt.int(dropped.window)} in it`);
  log(`seconds with an answer over the p99 target: ${run.secondsOver} of ${run.seconds}`);
  log(
    `server: ${run.serverCores === null ? '–' : run.serverCores.toFixed(2)} cores, ${run.serverMicrosPerAnswer === null ? '–' : fmt.int(run.serverMicrosPerAnswer)} µs per answered request ` +
      `(${fmt.int(run.answered)} answered in the window), RSS ${run.serverRssMb === null ? '–' : fmt.int(run.serverRssMb)} MB`,
  );
  if (run.serverThreads.length > 0) {
    const waited = (t: ThreadCores) => (t.mainWaitCores === null ? '' : ` (waited ${t.mainWaitCores.toFixed(2)})`);
    const each = run.serverThreads.map((t) => `${t.pid} ${t.mainCores.toFixed(2)} + ${t.otherCores.toFixed(2)}${waited(t)}`).join(', ');
    log(`server threads (process: main thread + its other threads, in cores; waited: seconds a second its main thread was ready but had no core): ${each}`);
  }
  log(probeLine(run.machineProbe.before, run.machineProbe.after));
  log(
    `load generator: ${run.generatorCores.toFixed(2)} cores; dispatch lag p99 ${fmt.ms(run.dispatchLagP99Ms)} ms (it kept up when this stays at a few ms); ` +
      `its event loop's delay p99 ${fmt.ms(run.generatorLoopDelay.p99Ms)} ms, max ${fmt.ms(run.generatorLoopDelay.maxMs)} ms (answers arriving then are timed that much late)`,
  );
  const { server, generators } = run.openFilesPeak;
  if (server.length > 0 || generators.length > 0) {
    const each = (counts: number[]) => (counts.length > 0 ? counts.map(fmt.int).join(' / ') : '–');
    log(`open files, the most each process held at once: server ${each(server)}; load generators ${each(generators)}`);
  }
}

/**
 * The flat-out table: each rate against the bare JSON route, and each hot read against bare
 * Fastify answering its path with the same bytes (`sameBytes`, by label), run just before it.
 */
function printSaturation(results: SaturationResult[], bare: number, sameBytes: Map<string, number>, log: (line: string) => void): number {
  log(`\nFlat out (closed loop, same client): hot reads against a bare Fastify JSON route, and against bare Fastify writing the same bytes`);
  log(`target                        req/s    p50 ms   p99 ms  server µs/req  ratio to bare  same bytes`);
  let worst = Infinity;
  for (const r of results) {
    const ratio = r.perSecond / bare;
    if (!r.label.startsWith('bare') && !r.label.startsWith('gateway')) worst = Math.min(worst, ratio);
    const like = sameBytes.get(r.label);
    log(
      `${r.label.padEnd(28)} ${fmt.rate(r.perSecond).padStart(7)} ${fmt.ms(r.p50).padStart(9)} ${fmt.ms(r.p99).padStart(8)} ${(r.cpuMicros === null ? '–' : fmt.int(r.cpuMicros)).padStart(14)} ${ratio.toFixed(2).padStart(14)} ${(like === undefined ? '' : (r.perSecond / like).toFixed(2)).padStart(11)}${r.errors ? `  (${r.errors} errors)` : ''}`,
    );
  }
  return worst;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  // With --json, the table goes to stderr and stdout carries the summary alone.
  const log = options.json ? (line: string) => console.error(line) : (line: string) => console.log(line);
  ensureServerBundle();
  const openFiles = raiseOpenFiles();
  if (openFiles.note) log(openFiles.note);
  const workers = options.workers > 0 ? options.workers : cpus().length;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'il-load-'));
  // However the run ends (an error, Ctrl-C, a closed pipe), the data folder goes with it.
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  let game: ServerProcess | null = null;
  let bare: ServerProcess | null = null;
  const summary: Record<string, unknown> = {
    players: options.players,
    client: options.client,
    calls: options.calls,
    workers,
    generators: options.generators,
    durationS: options.duration,
    loadAverageAtStart: loadavg().map((n) => Number(n.toFixed(2))),
    openFiles: openFiles.limit,
  };
  log(`load average at start ${loadavg().map((n) => n.toFixed(2)).join(' ')} (wall-clock figures: a range over runs, gating nothing; the counts that do are bench:cost's)`);
  try {
    let started = Date.now();
    const accounts = await seedAccounts(dataDir, options.players);
    log(`seeded ${fmt.int(accounts.length)} accounts and sessions in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    started = Date.now();
    game = await startGame(dataDir, { LOG_LEVEL: options.logLevel, WORKERS: String(workers) }, [...profileFlags(options.profile, 'game', ''), ...options.nodeFlags.split(/\s+/).filter(Boolean)]);
    log(`server up on ${game.origin} (${workers} process${workers > 1 ? 'es' : ''}, LOG_LEVEL=${options.logLevel}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    started = Date.now();
    const pool = new Http1Pool(game.origin, 64);
    const setup = await setUpLeagues(pool, accounts, { leagueSize: options.leagueSize, postsPerLeague: options.postsPerLeague, chatPerLeague: options.chatPerLeague, concurrency: 32, avatars: options.avatars });
    // Handed out by the starting process, the connections of a big run cross it one at a time and
    // it may run out of descriptors: a run in that mode measures another server than npm start's.
    const sharing = workers > 1 ? connectionSharing(game.logs(true)) : null;
    if (sharing) log(`connections: ${sharing}`);
    summary.connections = sharing;
    pool.close();
    log(
      `created ${setup.leagues.length} leagues, ${fmt.int(setup.players.length)} characters, ${fmt.int(setup.leagues.length * options.postsPerLeague)} posts and ` +
        `${fmt.int(setup.leagues.length * options.chatPerLeague)} chat messages through the API in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const pollRate = options.calls === 'actions' ? 0 : Object.values(SCHEDULES[options.client]).reduce((sum, period) => sum + 1000 / period, 0) * setup.players.length;
    const actionRate = options.calls === 'polls' ? 0 : Object.values(ACTIONS).reduce((sum, period) => sum + 1000 / period, 0) * setup.players.length;
    log(
      `simulating (--client ${options.client}${options.calls === 'all' ? '' : `, --calls ${options.calls}`}): ${fmt.rate(pollRate)} polls/s and ${fmt.rate(actionRate)} actions/s expected` +
        `${options.client === 'live' ? `, ${fmt.int(setup.players.length)} live streams` : ''}; ${options.warmup} s warm-up, then ${options.duration} s measured, ${options.generators} generator processes`,
    );

    // Scraped as the window opens and as it closes: the event-loop delay and the GC time are the
    // window's (not the streams' closing after it, which holds a loop for a second at 20,000).
    const origin = game.origin;
    const none: Promise<TimedScrape> = Promise.resolve({ processes: [], tookMs: 0 });
    const scrapes = { start: none, end: none };
    const gameRun = await runPattern(game, setup, options, options.duration, log, {
      start: () => (scrapes.start = timedScrapeOfEveryProcess(origin, workers)),
      end: () => (scrapes.end = timedScrapeOfEveryProcess(origin, workers)),
    });
    printPattern(`Simulation: ${fmt.int(setup.players.length)} players for ${options.duration} s (open loop, --client ${options.client})`, gameRun, log);
    summary.game = gameRun;
    const [opening, closing] = [await scrapes.start, await scrapes.end];
    const before = opening.processes;
    const atEnd = closing.processes;
    summary.metricsAnsweredAfterMs = { start: Math.round(opening.tookMs), end: Math.round(closing.tookMs) };
    const lateMs = lateScrapeMs(opening, closing, options.duration * 1000);
    if (lateMs !== null) {
      log(`the server processes answered /metrics ${fmt.int(lateMs)} ms after they were asked as the window opened or closed: their figures for the window are left out`);
    }
    const windowed = lateMs === null && atEnd.length === workers && before.length === workers;
    const processes = windowed ? atEnd : await scrapeEveryProcess(game.origin, workers);
    const answeredByAll = processes.length === workers ? processes.reduce((sum, p) => sum + p.answered, 0) : 0;
    for (const seen of processes) log(formatViewHits(seen, answeredByAll, windowed ? before.find((b) => b.pid === seen.pid) : undefined));
    // `gcSeconds` counts from each process's start; the window's own is beside it.
    summary.processes = processes.map((seen) => ({ ...seen, gcSecondsInWindow: windowed ? gcSecondsBetween(before.find((b) => b.pid === seen.pid), seen) : null }));
    // The tail as the server processes timed it, from a request read to its answer: a tail of the
    // table not seen here waited before the server read the request, or in the generator.
    const serverSide = windowed ? answerTimesBetween(before, atEnd, TARGET_P99_MS[options.client]) : null;
    if (serverSide) {
      log(
        `server side (each process's own timing of its /_api answers in the window, live streams left out): ${fmt.int(serverSide.answers)} answers, ` +
          `p99 ${serverSide.p99AtMostMs === null ? 'above the last bucket' : `at most ${serverSide.p99AtMostMs} ms`}, ` +
          `${(100 * serverSide.shareOver).toFixed(2)}% over ${TARGET_P99_MS[options.client]} ms` +
          (serverSide.slowest.length > 0 ? `; most of those: ${serverSide.slowest.map((r) => `${r.route} ${fmt.int(r.over)} of ${fmt.int(r.answers)}`).join(', ')}` : ''),
      );
    }
    summary.serverSide = serverSide;

    let cpuRatio: number | null = null;
    // The bare server answers each call with as many bytes as the game did on average.
    const bodyBytes = Object.fromEntries(Object.entries(gameRun.calls).map(([name, c]) => [CALL_ROUTES[name as CallName], c.meanBytes]));
    if (options.bareDuration > 0 || options.saturation > 0) bare = await startBare(dataDir, workers, bodyBytes, profileFlags(options.profile, 'bare', options.nodeFlags));
    if (bare && options.bareDuration > 0) {
      const bareRun = await runPattern(bare, setup, options, options.bareDuration, log);
      printPattern(`Bare Fastify, same players and pattern, ${options.bareDuration} s`, bareRun, log);
      summary.bare = bareRun;
      const rounds = [{ game: gameRun, bare: bareRun }];
      for (let round = 2; round <= options.rounds; round += 1) {
        const order: ['game' | 'bare', ServerProcess][] = firstInRound(round) === 'bare' ? [['bare', bare], ['game', game]] : [['game', game], ['bare', bare]];
        const runs: Partial<Record<'game' | 'bare', PatternRun>> = {};
        for (const [which, server] of order) {
          runs[which] = await runPattern(server, setup, options, which === 'game' ? options.duration : options.bareDuration, log, undefined, options.roundWarmup);
          log(`round ${round} of ${options.rounds}, ${which}: ${cpuLine(runs[which]!)}`);
        }
        rounds.push({ game: runs.game!, bare: runs.bare! });
      }
      const pooled = pooledCpuRatio(rounds);
      if (pooled !== null) {
        cpuRatio = pooled.ratio;
        if (rounds.length > 1) {
          log(`\nCPU per answered request by round (game / bare = ratio): ${rounds.map((r) => `${fmt.int(r.game.serverMicrosPerAnswer ?? 0)} / ${fmt.int(r.bare.serverMicrosPerAnswer ?? 0)} = ${roundRatio(r)?.toFixed(2) ?? '–'}`).join('; ')}`);
          summary.rounds = rounds.map((r) => ({ gameMicrosPerAnswer: r.game.serverMicrosPerAnswer, bareMicrosPerAnswer: r.bare.serverMicrosPerAnswer, ratio: roundRatio(r), gameP99: r.game.overall.p99, gameErrors: r.game.overall.errors }));
        }
        log(`server CPU per answered request, game / bare Fastify in the same pattern: ${cpuRatio.toFixed(2)}${rounds.length > 1 ? ` (${fmt.int(pooled.game)} / ${fmt.int(pooled.bare)} µs over ${rounds.length} rounds)` : ''}`);
      }
    }
    summary.cpuRatioToBare = cpuRatio;

    let worst: number | null = null;
    let sameBytesWorst: number | null = null;
    if (bare && options.saturation > 0) {
      const players = setup.players;
      const pick = (i: number) => players[(i * 7919) % players.length]!;
      const run = (label: string, server: ServerProcess, next: (i: number) => { path: string; cookie?: string }) =>
        saturate(label, server.origin, next, { connections: options.connections, durationMs: options.saturation * 1000, cpuSeconds: () => server.cpuSeconds() });
      const results: SaturationResult[] = [];
      const wanted = (name: string) => options.targets === 'all' || options.targets.split(',').includes(name);
      results.push(await run('bare Fastify', bare, () => ({ path: '/json' })));
      // No call, only what every request of the gateway pays (security headers, correlation id, metrics, log line).
      if (wanted('healthz')) results.push(await run('gateway /healthz', game, () => ({ path: '/healthz' })));
      const hot: [string, string, string][] = [
        ['gameState', 'game state', '/_api/game-state'],
        ['chat', 'chat page', '/_api/league/chat'],
        ['leaderboard', 'leaderboard', '/_api/leagues/leaderboard'],
        ['feed', 'feed', '/_api/content/feed'],
      ];
      // Each hot read right after bare Fastify answering its path with as many bytes as the game
      // did: the like-for-like rate (a chat page is 10 KB, the JSON route 60 bytes).
      const sameBytes = new Map<string, number>();
      for (const [name, label, route] of hot) {
        if (!wanted(name)) continue;
        sameBytes.set(label, (await run(`bare, ${label} bytes`, bare, () => ({ path: route }))).perSecond);
        results.push(await run(label, game, (i) => ({ path: `${route}?leagueId=${pick(i).leagueId}`, cookie: pick(i).cookie })));
      }
      results.push(await run('bare Fastify again', bare, () => ({ path: '/json' })));
      const bareRate = (results[0]!.perSecond + results[results.length - 1]!.perSecond) / 2;
      worst = printSaturation(results, bareRate, sameBytes, log);
      summary.flatOut = results.map((r) => ({
        ...r,
        ratio: r.perSecond / bareRate,
        sameBytesRatio: sameBytes.has(r.label) ? r.perSecond / sameBytes.get(r.label)! : null,
      }));
      summary.flatOutLowestRatio = worst === Infinity ? null : worst;
      const ratios = [...sameBytes].map(([label, rate]) => results.find((r) => r.label === label)!.perSecond / rate);
      sameBytesWorst = ratios.length === 0 ? null : Math.min(...ratios);
      summary.flatOutLowestSameBytesRatio = sameBytesWorst;
    }

    const target = TARGET_P99_MS[options.client];
    const p99Met = gameRun.overall.p99 < target && gameRun.overall.errors === 0;
    if (options.calls !== 'all') log(`\n(--calls ${options.calls}: part of the schedule; the targets are for the whole of it)`);
    log(`\nload average at end ${loadavg().map((n) => n.toFixed(2)).join(' ')}; where the day's range should lie (no gate): p99 < ${target} ms with no errors at ${fmt.int(options.players)} players (--client ${options.client}): ${p99Met ? 'met' : 'NOT met'} (p99 ${fmt.ms(gameRun.overall.p99)} ms, ${gameRun.overall.errors} errors)`);
    if (cpuRatio !== null) log(`         server CPU per answered request <= ${TARGET_CPU_RATIO}x bare Fastify in the same pattern: ${cpuRatio <= TARGET_CPU_RATIO ? 'met' : 'NOT met'} (${cpuRatio.toFixed(2)})`);
    if (worst !== null) log(`         hot reads >= ${TARGET_RATIO} of bare Fastify: ${worst >= TARGET_RATIO ? 'met' : 'NOT met'} (lowest ${worst.toFixed(2)}; against bare Fastify writing the same bytes: lowest ${sameBytesWorst?.toFixed(2) ?? '–'})`);
    summary.targets = { p99: { target, met: p99Met }, cpuRatio: cpuRatio === null ? null : { target: TARGET_CPU_RATIO, met: cpuRatio <= TARGET_CPU_RATIO }, hotReads: worst === null ? null : { target: TARGET_RATIO, met: worst >= TARGET_RATIO } };
    summary.loadAverageAtEnd = loadavg().map((n) => Number(n.toFixed(2)));
    // Errors seen from outside: what the server said of them (a process that died, a refusal).
    if (gameRun.overall.errors > 0) for (const line of serverComplaints(game.logs(true))) log(`  server log: ${line}`);
  } catch (error) {
    summary.error = error instanceof Error ? error.message : String(error);
    throw error;
  } finally {
    if (options.json) console.log(JSON.stringify(summary));
    await bare?.stop();
    await game?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

/**
 * Node's flags to write CPU profiles of a server's processes into a folder of its own under
 * `folder`, if one is given. The bare server takes the sampling interval given in `--node-flags`
 * too, so the two profiles compare.
 */
function profileFlags(folder: string, server: 'game' | 'bare', nodeFlags: string): string[] {
  if (!folder) return [];
  const interval = nodeFlags.split(/\s+/).filter((flag) => flag.startsWith('--cpu-prof-interval'));
  return ['--cpu-prof', `--cpu-prof-dir=${path.resolve(folder, server)}`, ...interval];
}
