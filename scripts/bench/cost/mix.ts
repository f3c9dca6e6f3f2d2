// A fixed, scripted request mix that looks like the load bench's players (scripts/bench/load/
// simulation.ts, `--client polling`): the same schedule (game state and leaderboard every 30 s,
// chat every 4 s, feed every 10 s; post, like and chat with exponential gaps of 5, 5 and 2 min),
// the same bodies, the same x-min-position rule (10 s after an action), the same request bytes
// (the bench's Http1Pool, a lane of connections per 4 players), but in *virtual* time from a
// seeded random generator: the sequence of calls is the same in every run, whatever the speed of
// the server, and requests go one at a time (closed loop, one in flight), so the order in which
// the server sees them is fixed too.
import net from 'node:net';
import { decodeWire, encodeWire } from '@il/contracts';
import type { Http1Pool } from '../load/http1-pool';

/** Connections the client opened (the bench's pool calls net.connect): a window that opens any paid for a handshake. */
export const opened = { count: 0 };
const connect = net.connect;
(net as { connect: (...args: unknown[]) => net.Socket }).connect = (...args: unknown[]) => {
  opened.count += 1;
  return (connect as (...a: unknown[]) => net.Socket)(...args);
};

export type CallName = 'gameState' | 'leaderboard' | 'chat' | 'feed' | 'sendChat' | 'post' | 'like';
export const CALLS: CallName[] = ['gameState', 'leaderboard', 'chat', 'feed', 'sendChat', 'post', 'like'];
const POLLS = { gameState: 30_000, leaderboard: 30_000, chat: 4_000, feed: 10_000 } as const;
const ACTIONS = { post: 300_000, like: 300_000, sendChat: 120_000 } as const;
const STORY_CARD = 201;
const MIN_POSITION_WINDOW_MS = 10_000;
const RULE_REFUSALS = /^(Not enough energy|Daily limit reached|You have already liked this post|You cannot like your own post)/;

export interface Player {
  index: number;
  userId: number;
  cookie: string;
  leagueId: number;
  lane?: number;
  lastPosition?: number;
  lastPositionAt?: number;
}
export interface Setup {
  players: Player[];
  leagues: number[];
  posts: Record<number, Array<{ postId: number; userId: number }>>;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Task = { at: number; player: Player; call: CallName };

class Agenda {
  private readonly heap: Task[] = [];
  private seq = 0;
  private readonly order = new WeakMap<Task, number>();
  private less(a: Task, b: Task) {
    return a.at < b.at || (a.at === b.at && this.order.get(a)! < this.order.get(b)!);
  }
  push(task: Task) {
    this.order.set(task, this.seq++);
    const h = this.heap;
    h.push(task);
    let i = h.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(task, h[p]!)) break;
      h[i] = h[p]!;
      i = p;
    }
    h[i] = task;
  }
  pop(): Task | undefined {
    const h = this.heap;
    const top = h[0];
    const last = h.pop();
    if (h.length > 0 && last) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= h.length) break;
        const r = l + 1;
        const c = r < h.length && this.less(h[r]!, h[l]!) ? r : l;
        if (!this.less(h[c]!, last)) break;
        h[i] = h[c]!;
        i = c;
      }
      h[i] = last;
    }
    return top;
  }
}

export interface PhaseResult {
  label: string;
  requests: number;
  virtualSeconds: number;
  wallMs: number;
  calls: Record<string, { requests: number; ok: number; refused: number; errors: number; bytes: number }>;
  errorSamples: string[];
  /** Connections opened during the phase. */
  connectionsOpened: number;
}

/** The players' calls in virtual time; `next()` gives the next call to make, in the same order every run. */
export class Mix {
  private readonly agenda = new Agenda();
  private readonly random: () => number;
  private readonly liked = new Set<string>();
  private chatCounter = 0;
  now = 0;
  constructor(
    readonly setup: Setup,
    readonly calls: 'all' | 'polls' | 'actions' | 'posts',
    seed: number,
    playersPerSocket = 4,
  ) {
    this.random = mulberry32(seed);
    const exp = (mean: number) => -Math.log(1 - this.random()) * mean;
    setup.players.forEach((player, i) => {
      player.lane = Math.floor(i / playersPerSocket);
      if (calls === 'all' || calls === 'polls') for (const [call, period] of Object.entries(POLLS)) this.agenda.push({ at: this.random() * period, player, call: call as CallName });
      if (calls !== 'polls') for (const [call, mean] of Object.entries(ACTIONS)) if (calls !== 'posts' || call === 'post') this.agenda.push({ at: exp(mean), player, call: call as CallName });
    });
    this.exp = exp;
  }
  private readonly exp: (mean: number) => number;

  /** A like that got no answer may be tried again. */
  forgetLike(key: string): void {
    this.liked.delete(key);
  }

  next(): Task {
    const task = this.agenda.pop()!;
    this.now = task.at;
    const period = (POLLS as Record<string, number>)[task.call];
    const at = period !== undefined ? task.at + period : task.at + this.exp((ACTIONS as Record<string, number>)[task.call]!);
    this.agenda.push({ ...task, at });
    return task;
  }

  /** The request for a task: method, path, body; null when a like finds no post to like. */
  request(task: Task): { method: 'GET' | 'POST'; path: string; body?: unknown; likedKey?: string } | null {
    const league = task.player.leagueId;
    switch (task.call) {
      case 'gameState':
        return { method: 'GET', path: `/_api/game-state?leagueId=${league}` };
      case 'leaderboard':
        return { method: 'GET', path: `/_api/leagues/leaderboard?leagueId=${league}` };
      case 'chat':
        return { method: 'GET', path: `/_api/league/chat?leagueId=${league}` };
      case 'feed':
        return { method: 'GET', path: `/_api/content/feed?leagueId=${league}` };
      case 'sendChat':
        this.chatCounter += 1;
        // The bench puts Date.now() (13 digits) in the message; a counter of the same width here.
        return { method: 'POST', path: '/_api/league/chat', body: { leagueId: league, message: `Player ${task.player.index} says hi at ${1796000000000 + this.chatCounter}` } };
      case 'post':
        return { method: 'POST', path: `/_api/content/post?leagueId=${league}`, body: { contentCardId: STORY_CARD, captionSelection: { type: 'safe' } } };
      case 'like': {
        const userId = task.player.userId;
        const candidates = (this.setup.posts[league] ?? []).filter((p) => p.userId !== userId && !this.liked.has(`${userId}:${p.postId}`));
        const target = candidates[candidates.length - 1 - Math.floor(this.random() * Math.min(10, candidates.length))];
        if (!target) return null;
        const likedKey = `${userId}:${target.postId}`;
        this.liked.add(likedKey);
        return { method: 'POST', path: '/_api/content/like', body: { leagueId: league, postId: target.postId, like: true }, likedKey };
      }
    }
  }
}

/** Runs `count` calls of the mix against `origin`, one at a time. */
export async function runPhase(label: string, mix: Mix, pool: Http1Pool, count: number): Promise<PhaseResult> {
  const calls: PhaseResult['calls'] = {};
  for (const c of CALLS) calls[c] = { requests: 0, ok: 0, refused: 0, errors: 0, bytes: 0 };
  const errorSamples: string[] = [];
  const startVirtual = mix.now;
  const started = performance.now();
  const openedBefore = opened.count;
  let sent = 0;
  while (sent < count) {
    const task = mix.next();
    const req = mix.request(task);
    if (!req) continue;
    sent += 1;
    const player = task.player;
    const recent = player.lastPosition !== undefined && mix.now - (player.lastPositionAt ?? -Infinity) < MIN_POSITION_WINDOW_MS;
    const stat = calls[task.call]!;
    stat.requests += 1;
    try {
      const response = await pool.request(req.method, req.path, {
        cookie: player.cookie,
        ...(req.body === undefined ? {} : { body: encodeWire(req.body) }),
        ...(recent ? { headers: `x-min-position: ${player.lastPosition}\r\n` } : {}),
        lane: player.lane,
      });
      stat.bytes += response.bytes;
      if (response.eventPosition) {
        player.lastPosition = Math.max(player.lastPosition ?? 0, response.eventPosition);
        player.lastPositionAt = mix.now;
      }
      if (response.status < 300) {
        stat.ok += 1;
        if (task.call === 'post') {
          const postId = (decodeWire(response.body) as { postId?: unknown } | null)?.postId;
          if (typeof postId === 'number') mix.setup.posts[player.leagueId]?.push({ postId, userId: player.userId });
        }
      } else if (response.status === 400 && (task.call === 'post' || task.call === 'like') && RULE_REFUSALS.test(String(JSON.parse(response.body).error))) {
        stat.refused += 1;
      } else {
        stat.errors += 1;
        if (errorSamples.length < 5) errorSamples.push(`${task.call} ${response.status} ${response.body.slice(0, 160)}`);
      }
    } catch (error) {
      stat.errors += 1;
      if (req.likedKey) mix.forgetLike(req.likedKey);
      if (errorSamples.length < 5) errorSamples.push(`${task.call} ${String(error)}`);
    }
  }
  return { label, requests: sent, virtualSeconds: (mix.now - startVirtual) / 1000, wallMs: performance.now() - started, calls, errorSamples, connectionsOpened: opened.count - openedBefore };
}
