import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Http1Pool, loopbackSource } from './http1-pool';
import { timed, valueOf } from './game-client';
import { CallStats, LatencyHistogram, type SerializedCallStats } from './latency';
import { STORY_CARD, type LeagueSetup, type SimPlayer } from './setup-leagues';
import { LiveStream, streamRequest, type StreamCounters } from './sse-client';

/**
 * How the web client behaves (spec §9 and the slices' polling, mfe-social/src/live/polling.ts):
 * - `polling`: no live stream. The dashboard polls game state and the leaderboard every 30 s,
 *   the chat every 4 s (in the background too), the social slice the feed every 10 s.
 * - `live`: the league's event stream is open (one per player); the chat is then polled every
 *   30 s and the feed every 60 s as a back-up, game state and leaderboard as before.
 * On top, the player posts, likes and chats at random (exponential gaps with these means).
 */
export const SCHEDULES = {
  polling: { gameState: 30_000, leaderboard: 30_000, chat: 4_000, feed: 10_000 },
  live: { gameState: 30_000, leaderboard: 30_000, chat: 30_000, feed: 60_000 },
} as const;
export const ACTIONS = { post: 300_000, like: 300_000, chat: 120_000 } as const;

export type ClientMode = keyof typeof SCHEDULES;
/** Which of a player's calls the simulation makes: all of them, only the polls, or only the actions. */
export const CALL_SETS = ['all', 'polls', 'actions'] as const;
export type CallSet = (typeof CALL_SETS)[number];
type PollName = keyof (typeof SCHEDULES)['polling'];
export type CallName = PollName | 'sendChat' | 'post' | 'like';
export const CALL_NAMES: CallName[] = ['gameState', 'leaderboard', 'chat', 'feed', 'sendChat', 'post', 'like'];
/** The method and path of each call (the bare baseline answers each with a body of the game's size). */
export const CALL_ROUTES: Record<CallName, string> = {
  gameState: 'GET /_api/game-state',
  leaderboard: 'GET /_api/leagues/leaderboard',
  chat: 'GET /_api/league/chat',
  feed: 'GET /_api/content/feed',
  sendChat: 'POST /_api/league/chat',
  post: 'POST /_api/content/post',
  like: 'POST /_api/content/like',
};
type Task = { at: number; player: SimPlayer; call: CallName | 'openStream' };

/** Rule refusals that are the right answer to a player's action, not failures. */
const RULE_REFUSALS = /^(Not enough energy|Daily limit reached|You have already liked this post|You cannot like your own post)/;

/** A binary heap of tasks by due time: thousands of players, one timer. */
class Agenda {
  private readonly heap: Task[] = [];
  peek(): Task | undefined {
    return this.heap[0];
  }
  push(task: Task): void {
    const heap = this.heap;
    heap.push(task);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent]!.at <= task.at) break;
      heap[i] = heap[parent]!;
      i = parent;
    }
    heap[i] = task;
  }
  pop(): Task | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0 && last) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= heap.length) break;
        const right = left + 1;
        const child = right < heap.length && heap[right]!.at < heap[left]!.at ? right : left;
        if (heap[child]!.at >= last.at) break;
        heap[i] = heap[child]!;
        i = child;
      }
      heap[i] = last;
    }
    return top;
  }
}

export interface SimulationOptions {
  client: ClientMode;
  calls: CallSet;
  /** Wall-clock time (epoch ms) the simulation starts at: every generator process uses the same. */
  startAt: number;
  warmupMs: number;
  durationMs: number;
  /** Sockets of the shared request pool, when players have no sockets of their own (the streams have one each on top). */
  connections: number;
  /**
   * Players sharing a lane of sockets (0: every request goes over the shared pool). A browser
   * sends its requests over its own keep-alive connections, so each reaches the server process
   * that accepted that connection; over a shared pool a player's requests land on any process.
   */
  playersPerSocket: number;
}

/** What one generator process measured; several add up (see mergeResults). */
export interface SimulationResult {
  stats: Record<string, SerializedCallStats>;
  /** Answers that arrived inside the measured window: what the server's CPU over it paid for. */
  answeredInWindow: number;
  /** How late requests left (ms): above a few ms the generator could not keep up. */
  dispatchLag: { counts: number[]; max: number };
  /** CPU this process spent over the measured window (seconds). */
  generatorCpuSeconds: number;
  /** The slowest answer of each second of the measured window (by the second it was sent in). */
  worstPerSecond: number[];
  streams: StreamCounters & { openAtEnd: number; openAtMeasureStart: number };
  /** Time to a stream's headers. */
  streamOpen: SerializedCallStats;
  /** From a chat message's sending to its push arriving at another member (measured window). */
  chatPushDelay: { counts: number[]; max: number };
  /**
   * This process's own event-loop delay over the window (ms): an answer that arrives while the
   * generator is busy (its garbage collection, its other sockets) is timed late by as much, so a
   * tail of the table that shows here is the generator's, not the server's.
   */
  loopDelay: { p99Ms: number; maxMs: number };
}

const exponential = (mean: number) => -Math.log(1 - Math.random()) * mean;

/**
 * Open loop: every request leaves at its scheduled time whether or not earlier ones were answered,
 * so a slow server shows as latency instead of as fewer requests (no coordinated omission).
 */
export async function simulate(origin: string, setup: LeagueSetup, options: SimulationOptions, onProgress?: (line: string) => void): Promise<SimulationResult> {
  const pool = new Http1Pool(origin, options.playersPerSocket > 0 ? 0 : options.connections);
  if (options.playersPerSocket > 0) setup.players.forEach((player, i) => (player.lane = Math.floor(i / options.playersPerSocket)));
  const url = new URL(origin);
  const schedule = SCHEDULES[options.client];
  const stats = new Map<CallName, CallStats>();
  const statsOf = (call: CallName) => {
    let found = stats.get(call);
    if (!found) stats.set(call, (found = new CallStats()));
    return found;
  };
  const start = performance.now() + (options.startAt - Date.now());
  const measureFrom = start + options.warmupMs;
  const end = measureFrom + options.durationMs;
  const agenda = new Agenda();
  const lags = new LatencyHistogram();
  const worstPerSecond: number[] = Array.from({ length: Math.ceil(options.durationMs / 1000) }, () => 0);
  const liked = new Set<string>();
  const counters: StreamCounters = { open: 0, refused: 0, dropped: 0, pushes: 0, heartbeats: 0, refusals: [] };
  const streamOpen = new CallStats();
  const chatPushDelay = new LatencyHistogram();
  const streams: LiveStream[] = [];
  let answeredInWindow = 0;

  // Streams open over the first half of the warm-up, as players arrive, not all in one instant.
  const rampMs = options.warmupMs / 2;
  setup.players.forEach((player, i) => {
    if (options.client === 'live') agenda.push({ at: start + (i / setup.players.length) * rampMs, player, call: 'openStream' });
    if (options.calls !== 'actions') {
      for (const [call, period] of Object.entries(schedule) as Array<[PollName, number]>) agenda.push({ at: start + Math.random() * period, player, call });
    }
    if (options.calls !== 'polls') {
      agenda.push({ at: start + exponential(ACTIONS.post), player, call: 'post' });
      agenda.push({ at: start + exponential(ACTIONS.like), player, call: 'like' });
      agenda.push({ at: start + exponential(ACTIONS.chat), player, call: 'sendChat' });
    }
  });
  const next = (task: Task): number | null => {
    switch (task.call) {
      case 'openStream':
        return null;
      case 'post':
        return task.at + exponential(ACTIONS.post);
      case 'like':
        return task.at + exponential(ACTIONS.like);
      case 'sendChat':
        return task.at + exponential(ACTIONS.chat);
      default:
        return task.at + schedule[task.call];
    }
  };

  const openStream = (player: SimPlayer) => {
    const stream = new LiveStream(
      url.hostname,
      Number(url.port),
      streamRequest(url.host, player.leagueId, player.cookie),
      counters,
      (ms) => {
        const now = performance.now();
        if (now >= measureFrom && now < end) chatPushDelay.record(ms);
      },
      (ms, error) => streamOpen.record(ms, error ? 'error' : 'ok', error),
      loopbackSource(url.hostname, player.userId),
    );
    streams.push(stream);
    stream.open();
  };

  const run = async (task: Task, measured: boolean): Promise<void> => {
    const { player } = task;
    const call = task.call as CallName;
    const league = player.leagueId;
    let path: string;
    let method: 'GET' | 'POST' = 'GET';
    let body: unknown;
    let likedKey: string | null = null;
    switch (call) {
      case 'gameState':
        path = `/_api/game-state?leagueId=${league}`;
        break;
      case 'leaderboard':
        path = `/_api/leagues/leaderboard?leagueId=${league}`;
        break;
      case 'chat':
        path = `/_api/league/chat?leagueId=${league}`;
        break;
      case 'feed':
        path = `/_api/content/feed?leagueId=${league}`;
        break;
      case 'sendChat':
        method = 'POST';
        path = '/_api/league/chat';
        body = { leagueId: league, message: `Player ${player.index} says hi at ${Date.now()}` };
        break;
      case 'post':
        method = 'POST';
        path = `/_api/content/post?leagueId=${league}`;
        body = { contentCardId: STORY_CARD, captionSelection: { type: 'safe' } };
        break;
      case 'like': {
        const candidates = (setup.posts[league] ?? []).filter((p) => p.userId !== player.userId && !liked.has(`${player.userId}:${p.postId}`));
        const target = candidates[candidates.length - 1 - Math.floor(Math.random() * Math.min(10, candidates.length))];
        if (!target) return;
        likedKey = `${player.userId}:${target.postId}`;
        liked.add(likedKey);
        method = 'POST';
        path = '/_api/content/like';
        body = { leagueId: league, postId: target.postId, like: true };
        break;
      }
    }
    const inWindow = () => {
      const now = performance.now();
      return now >= measureFrom && now < end;
    };
    try {
      const { response, ms } = await timed(pool, method, path, player, body);
      if (inWindow()) answeredInWindow += 1;
      let outcome: 'ok' | 'refused' | 'error' = response.status < 300 ? 'ok' : 'error';
      if (response.status === 400 && (call === 'post' || call === 'like') && RULE_REFUSALS.test(String(valueOf(response).error))) outcome = 'refused';
      if (call === 'post' && outcome === 'ok') {
        // The bare baseline answers every call with the same small JSON, without a post id.
        const postId = valueOf<Record<string, unknown> | undefined>(response)?.postId;
        if (typeof postId === 'number') setup.posts[league]?.push({ postId, userId: player.userId });
      }
      if (measured) {
        statsOf(call).record(ms, outcome, outcome === 'error' ? `${response.status} ${response.body.slice(0, 160)}` : undefined, response.bytes);
        const second = Math.floor((task.at - measureFrom) / 1000);
        if (second < worstPerSecond.length) worstPerSecond[second] = Math.max(worstPerSecond[second]!, ms);
      }
    } catch (error) {
      if (likedKey) liked.delete(likedKey);
      if (measured) statsOf(call).record(0, 'error', error instanceof Error ? error.message : String(error));
    }
  };

  const ownLoop = monitorEventLoopDelay({ resolution: 10 });
  let ownCpuAtStart: NodeJS.CpuUsage | null = null;
  let ownCpu: NodeJS.CpuUsage | null = null;
  let openAtMeasureStart = 0;
  let nextReport = measureFrom + 10_000;
  let inFlight = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      if (ownCpuAtStart === null && now >= measureFrom) {
        ownCpuAtStart = process.cpuUsage();
        ownLoop.enable();
        openAtMeasureStart = counters.open;
      }
      if (now >= end) {
        ownCpu = process.cpuUsage(ownCpuAtStart ?? undefined);
        ownLoop.disable();
        return resolve();
      }
      for (let task = agenda.peek(); task && task.at <= now; task = agenda.peek()) {
        agenda.pop();
        if (task.call === 'openStream') {
          openStream(task.player);
          continue;
        }
        const measured = task.at >= measureFrom;
        if (measured) lags.record(now - task.at);
        inFlight += 1;
        void run(task, measured).finally(() => (inFlight -= 1));
        const at = next(task);
        if (at !== null) agenda.push({ ...task, at });
      }
      if (now >= nextReport) {
        nextReport += 10_000;
        const done = [...stats.values()].reduce((sum, s) => sum + s.count, 0);
        onProgress?.(`${Math.round((now - measureFrom) / 1000)} s: ${done.toLocaleString("en-US")} answered, ${inFlight} in flight, ${pool.queued} queued, ${pool.sockets} request sockets, ${counters.open} streams open`);
      }
      const wait = Math.max(0, Math.min((agenda.peek()?.at ?? now + 5) - performance.now(), 5));
      setTimeout(tick, wait);
    };
    tick();
  });
  const openAtEnd = counters.open;
  // Answers still on their way are waited for a little (they count in the table), not forever.
  const drained = Date.now() + 10_000;
  while (inFlight > 0 && Date.now() < drained) await new Promise((resolve) => setTimeout(resolve, 20));
  for (const stream of streams) stream.close();
  pool.close();
  const cpu = ownCpu as NodeJS.CpuUsage | null;
  return {
    stats: Object.fromEntries([...stats].map(([name, s]) => [name, s.toJSON()])),
    answeredInWindow,
    dispatchLag: lags.toJSON(),
    generatorCpuSeconds: cpu ? (cpu.user + cpu.system) / 1e6 : 0,
    worstPerSecond,
    streams: { ...counters, openAtEnd, openAtMeasureStart },
    streamOpen: streamOpen.toJSON(),
    chatPushDelay: chatPushDelay.toJSON(),
    loopDelay: { p99Ms: ownLoop.count > 0 ? ownLoop.percentile(99) / 1e6 : 0, maxMs: ownLoop.count > 0 ? ownLoop.max / 1e6 : 0 },
  };
}
