import { fork } from 'node:child_process';
import { CallStats, LatencyHistogram } from './latency';
import type { LeagueSetup } from './setup-leagues';
import { simulate, type SimulationOptions, type SimulationResult } from './simulation';

/**
 * The simulation runs in child processes, each with whole leagues of players: a process may hold
 * only so many sockets (one live stream per player), and a single generator on one core would
 * fall behind before the server does. Their results add up here.
 */
interface Job {
  origin: string;
  setup: LeagueSetup;
  options: SimulationOptions;
}

type Message = { kind: 'progress'; line: string } | { kind: 'result'; result: SimulationResult } | { kind: 'error'; message: string };

/** Splits the players by league over `count` generators (a league's chat pushes stay in one process). */
export function splitByLeague(setup: LeagueSetup, count: number): LeagueSetup[] {
  const parts: LeagueSetup[] = Array.from({ length: count }, () => ({ players: [], leagues: [], posts: {} }));
  const partOf = new Map<number, LeagueSetup>();
  setup.leagues.forEach((leagueId, i) => {
    const part = parts[i % count]!;
    part.leagues.push(leagueId);
    part.posts[leagueId] = setup.posts[leagueId] ?? [];
    partOf.set(leagueId, part);
  });
  for (const player of setup.players) partOf.get(player.leagueId)?.players.push(player);
  return parts.filter((part) => part.players.length > 0);
}

/** `onStarted` is told each generator's process id once it is forked. */
export async function runGenerators(
  origin: string,
  setup: LeagueSetup,
  options: Omit<SimulationOptions, 'startAt'>,
  count: number,
  onProgress: (line: string) => void,
  onStarted?: (pid: number) => void,
): Promise<SimulationResult[]> {
  const parts = splitByLeague(setup, count);
  // Every process starts its clock at the same wall-clock instant, once all are forked.
  const startAt = Date.now() + 2_000;
  return Promise.all(
    parts.map(
      (part, index) =>
        new Promise<SimulationResult>((resolve, reject) => {
          const child = fork(__filename, ['--generator'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
          if (child.pid !== undefined) onStarted?.(child.pid);
          let settled = false;
          child.on('message', (message: Message) => {
            if (message.kind === 'progress') {
              if (index === 0) onProgress(`  ${message.line} (generator 1 of ${parts.length})`);
            } else if (message.kind === 'result') {
              settled = true;
              resolve(message.result);
              child.disconnect();
            } else {
              settled = true;
              reject(new Error(`generator ${index + 1}: ${message.message}`));
            }
          });
          child.once('exit', (code, signal) => {
            if (!settled) reject(new Error(`generator ${index + 1} exited with ${signal ?? code}`));
          });
          child.send({ origin, setup: part, options: { ...options, startAt } } satisfies Job);
        }),
    ),
  );
}

/** The results of several generators as one. */
export function mergeResults(results: SimulationResult[]): {
  stats: Map<string, CallStats>;
  answeredInWindow: number;
  dispatchLag: LatencyHistogram;
  generatorCpuSeconds: number;
  worstPerSecond: number[];
  streams: SimulationResult['streams'];
  streamOpen: CallStats;
  chatPushDelay: LatencyHistogram;
  /** The worst of the generators' own event-loop delays (each its p99 and max). */
  loopDelay: SimulationResult['loopDelay'];
} {
  const stats = new Map<string, CallStats>();
  const dispatchLag = new LatencyHistogram();
  const chatPushDelay = new LatencyHistogram();
  const streamOpen = new CallStats();
  const streams: SimulationResult['streams'] = { open: 0, refused: 0, dropped: 0, pushes: 0, heartbeats: 0, refusals: [], openAtEnd: 0, openAtMeasureStart: 0 };
  let worstPerSecond: number[] = [];
  let answeredInWindow = 0;
  let generatorCpuSeconds = 0;
  const loopDelay = { p99Ms: 0, maxMs: 0 };
  for (const result of results) {
    loopDelay.p99Ms = Math.max(loopDelay.p99Ms, result.loopDelay.p99Ms);
    loopDelay.maxMs = Math.max(loopDelay.maxMs, result.loopDelay.maxMs);
    for (const [name, serialized] of Object.entries(result.stats)) {
      const found = stats.get(name);
      if (found) found.add(CallStats.from(serialized));
      else stats.set(name, CallStats.from(serialized));
    }
    answeredInWindow += result.answeredInWindow;
    generatorCpuSeconds += result.generatorCpuSeconds;
    dispatchLag.add(LatencyHistogram.from(result.dispatchLag));
    chatPushDelay.add(LatencyHistogram.from(result.chatPushDelay));
    streamOpen.add(CallStats.from(result.streamOpen));
    worstPerSecond = result.worstPerSecond.map((ms, i) => Math.max(ms, worstPerSecond[i] ?? 0));
    for (const key of ['open', 'refused', 'dropped', 'pushes', 'heartbeats', 'openAtEnd', 'openAtMeasureStart'] as const) streams[key] += result.streams[key];
    for (const refusal of result.streams.refusals) if (streams.refusals.length < 5) streams.refusals.push(refusal);
  }
  return { stats, answeredInWindow, dispatchLag, generatorCpuSeconds, worstPerSecond, streams, streamOpen, chatPushDelay, loopDelay };
}

if (process.argv.includes('--generator') && process.send) {
  const send = (message: Message) => process.send!(message);
  process.once('message', (job: Job) => {
    simulate(job.origin, job.setup, job.options, (line) => send({ kind: 'progress', line })).then(
      (result) => send({ kind: 'result', result }),
      (error: unknown) => send({ kind: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
  });
}
