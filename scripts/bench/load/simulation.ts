import type { Http1Pool } from './http1-pool';
import { timed, valueOf } from './game-client';
import { CallStats } from './latency';
import { STORY_CARD, type LeagueSetup, type SimPlayer } from './setup-leagues';

/**
 * What one simulated player does, per spec §9 and the slices' polling: the dashboard polls game
 * state and the leaderboard every 30 s, the chat polls every 4 s (in the background too), the
 * social slice polls the feed every 10 s; on top, the player posts, likes and chats at random
 * (exponential gaps with these means).
 */
export const SCHEDULE = {
  polls: { gameState: 30_000, leaderboard: 30_000, chat: 4_000, feed: 10_000 },
  actions: { post: 300_000, like: 300_000, chat: 120_000 },
} as const;

export type CallName = keyof typeof SCHEDULE.polls | 'sendChat' | 'post' | 'like';
type Task = { at: number; player: SimPlayer; call: CallName };

/** Rule refusals that are the right answer to a player's action, not failures. */
const RULE_REFUSALS = /^(Not enough energy|Daily limit reached|You have already liked this post|You cannot like your own post)/;

/** A binary heap of tasks by due time: thousands of players, one timer. */
class Agenda {
  private readonly heap: Task[] = [];
  get size(): number {
    return this.heap.length;
  }
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

export interface SimulationResult {
  stats: Map<CallName, CallStats>;
  /** Seconds of the measured window. */
  seconds: number;
  /** How late the generator dispatched requests (p99, ms): above a few ms it could not keep up. */
  dispatchLagP99: number;
  serverCpuSeconds: number | null;
  /** CPU this process spent generating the load over the measured window. */
  generatorCpuSeconds: number | null;
  /** The slowest answer of each second of the measured window (by the second it was sent in). */
  worstPerSecond: number[];
}

const exponential = (mean: number) => -Math.log(1 - Math.random()) * mean;

/**
 * Open loop: every request leaves at its scheduled time whether or not earlier ones were answered,
 * so a slow server shows as latency instead of as fewer requests (no coordinated omission).
 */
export async function simulate(
  pool: Http1Pool,
  setup: LeagueSetup,
  options: { warmupMs: number; durationMs: number; cpuSeconds: () => number | null; onProgress?: (line: string) => void },
): Promise<SimulationResult> {
  const stats = new Map<CallName, CallStats>();
  const statsOf = (call: CallName) => {
    let found = stats.get(call);
    if (!found) stats.set(call, (found = new CallStats()));
    return found;
  };
  const start = performance.now();
  const measureFrom = start + options.warmupMs;
  const end = measureFrom + options.durationMs;
  const agenda = new Agenda();
  const lags: number[] = [];
  const worstPerSecond: number[] = Array.from({ length: Math.ceil(options.durationMs / 1000) }, () => 0);
  const liked = new Set<string>();

  for (const player of setup.players) {
    for (const [call, period] of Object.entries(SCHEDULE.polls) as Array<[CallName, number]>) agenda.push({ at: start + Math.random() * period, player, call });
    agenda.push({ at: start + exponential(SCHEDULE.actions.post), player, call: 'post' });
    agenda.push({ at: start + exponential(SCHEDULE.actions.like), player, call: 'like' });
    agenda.push({ at: start + exponential(SCHEDULE.actions.chat), player, call: 'sendChat' });
  }
  const next = (task: Task): number => {
    switch (task.call) {
      case 'post':
        return task.at + exponential(SCHEDULE.actions.post);
      case 'like':
        return task.at + exponential(SCHEDULE.actions.like);
      case 'sendChat':
        return task.at + exponential(SCHEDULE.actions.chat);
      default:
        return task.at + SCHEDULE.polls[task.call];
    }
  };

  const run = async (task: Task, measured: boolean): Promise<void> => {
    const { player, call } = task;
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
        body = { leagueId: league, message: `Player ${player.index} says hi at ${Math.round(task.at)}` };
        break;
      case 'post':
        method = 'POST';
        path = `/_api/content/post?leagueId=${league}`;
        body = { contentCardId: STORY_CARD, captionSelection: { type: 'safe' } };
        break;
      case 'like': {
        const candidates = (setup.posts.get(league) ?? []).filter((p) => p.userId !== player.userId && !liked.has(`${player.userId}:${p.postId}`));
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
    try {
      const { response, ms } = await timed(pool, method, path, player, body);
      let outcome: 'ok' | 'refused' | 'error' = response.status < 300 ? 'ok' : 'error';
      if (response.status === 400 && (call === 'post' || call === 'like') && RULE_REFUSALS.test(String(valueOf(response).error))) outcome = 'refused';
      if (call === 'post' && outcome === 'ok') setup.posts.get(league)?.push({ postId: valueOf(response).postId as number, userId: player.userId });
      if (measured) {
        statsOf(call).record(ms, outcome, outcome === 'error' ? `${response.status} ${response.body.slice(0, 160)}` : undefined);
        const second = Math.floor((task.at - measureFrom) / 1000);
        if (second < worstPerSecond.length) worstPerSecond[second] = Math.max(worstPerSecond[second]!, ms);
      }
    } catch (error) {
      if (likedKey) liked.delete(likedKey);
      if (measured) statsOf(call).record(0, 'error', error instanceof Error ? error.message : String(error));
    }
  };

  let cpuAtStart: number | null = null;
  let ownCpuAtStart: NodeJS.CpuUsage | null = null;
  let nextReport = measureFrom + 10_000;
  const inFlight = new Set<Promise<void>>();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      if (ownCpuAtStart === null && now >= measureFrom) {
        cpuAtStart = options.cpuSeconds();
        ownCpuAtStart = process.cpuUsage();
      }
      if (now >= end) return resolve();
      for (let task = agenda.peek(); task && task.at <= now; task = agenda.peek()) {
        agenda.pop();
        const measured = task.at >= measureFrom;
        if (measured) lags.push(now - task.at);
        const running = run(task, measured);
        inFlight.add(running);
        void running.finally(() => inFlight.delete(running));
        agenda.push({ ...task, at: next(task) });
      }
      if (now >= nextReport) {
        nextReport += 10_000;
        const done = [...stats.values()].reduce((sum, s) => sum + s.count, 0);
        options.onProgress?.(`  ${Math.round((now - measureFrom) / 1000)} s: ${done.toLocaleString('en-US')} requests answered, ${inFlight.size} in flight, ${pool.queued} queued`);
      }
      const wait = Math.max(0, Math.min((agenda.peek()?.at ?? now + 5) - performance.now(), 5));
      setTimeout(tick, wait);
    };
    tick();
  });
  const cpuAtEnd = options.cpuSeconds();
  const ownCpu = ownCpuAtStart ? process.cpuUsage(ownCpuAtStart) : null;
  await Promise.all(inFlight);
  lags.sort((a, b) => a - b);
  return {
    stats,
    seconds: options.durationMs / 1000,
    dispatchLagP99: lags.length ? lags[Math.ceil(lags.length * 0.99) - 1]! : 0,
    serverCpuSeconds: cpuAtStart !== null && cpuAtEnd !== null ? cpuAtEnd - cpuAtStart : null,
    generatorCpuSeconds: ownCpu ? (ownCpu.user + ownCpu.system) / 1e6 : null,
    worstPerSecond,
  };
}
