// Plays a month-long league with six scripted players through the /_api calls, on the embedded
// runtime with a hand-moved clock and seeded dice (the timed jobs of settlement and relevance
// fade every simulated hour), and prints what happened. Used to tune the numbers of
// docs/rules.md ("Balancing a month").
//
//   npx tsx scripts/simulate-league.ts [--seed 7] [--days 31] [--quiet]
import {
  captionOptionsOf,
  decodeWire,
  encodeWire,
  type ActiveBrandDeal,
  type ActiveScandal,
  type BrandDeal,
  type CaptionOption,
  type ContentCard,
  type DailyChallenge,
  type FeedPage,
  type GameState,
  type FinalResultsResponse,
  type ScandalResponseOption,
  type TrendingTopic,
} from '@il/contracts';
import type { StandingSnapshot } from '@il/events';
import type { RecordedEvent } from '@il/platform';
import { loadConfig, ManualClock, seededRandom, type Random } from '@il/platform';
import { leagueLifecycle, relevanceFadeJob } from '@il/league';
import { progressionSettlement } from '@il/progression';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../services/gateway/src/app';
import { createEmbeddedRuntime } from '../services/gateway/src/composition/embedded';

const HOUR_MS = 3_600_000;
const START = '2026-03-01T00:00:00.000Z';

// ---------------------------------------------------------------------------------------------
// A player's browser
// ---------------------------------------------------------------------------------------------

class Browser {
  private cookie = '';
  constructor(
    private readonly app: FastifyInstance,
    private readonly credentials: { email: string; password: string },
  ) {}

  /** Sessions expire within the month: a player whose session ended logs in again, as a person would. */
  async call<T>(method: 'GET' | 'POST', url: string, body?: unknown, wire: 'json' | 'superjson' = 'superjson'): Promise<{ status: number; body: T }> {
    const answer = await this.send<T>(method, url, body, wire);
    if (answer.status !== 401 || url.startsWith('/_api/auth/')) return answer;
    await this.send('POST', '/_api/auth/login_with_password', this.credentials, 'json');
    return this.send<T>(method, url, body, wire);
  }

  private async send<T>(method: 'GET' | 'POST', url: string, body: unknown, wire: 'json' | 'superjson'): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = this.cookie ? { cookie: this.cookie } : {};
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = wire === 'superjson' ? encodeWire(body) : JSON.stringify(body);
    }
    const raw = await this.app.inject({ method, url, headers, payload });
    const session = raw.cookies.find((c) => c.name === 'il_session');
    if (session) this.cookie = session.value ? `il_session=${session.value}` : '';
    const parsed = raw.body ? (JSON.parse(raw.body) as Record<string, unknown>) : {};
    const decoded = raw.statusCode < 400 && wire === 'superjson' && 'json' in parsed ? decodeWire<T>(raw.body) : (parsed as T);
    return { status: raw.statusCode, body: decoded };
  }

  async ok<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
    const answer = await this.call<T>(method, url, body);
    if (answer.status >= 400) throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }
}

// ---------------------------------------------------------------------------------------------
// Strategies
// ---------------------------------------------------------------------------------------------

type Background = 'competition' | 'dating_show' | 'drama' | 'lifestyle' | 'survival';
type Risk = 'safe' | 'medium' | 'risky';

interface Strategy {
  label: string;
  background: Background;
  /** UTC hours at which the player opens the game. */
  hours: number[];
  /** Days (1-based) on which the player plays at all. */
  plays(day: number): boolean;
  risks: Risk[];
  captions: Array<CaptionOption['type'] | 'custom'>;
  /** Energy the player keeps in reserve when posting. */
  energyFloor: number;
  /** The answer to a scandal, or null to leave the crisis page unopened this visit. */
  respond(severity: ActiveScandal['severity'], random: Random): ScandalResponseOption | null;
  takesDeals: boolean;
  /** Reads the challenge list and plays toward it. */
  challengeAware: boolean;
  likesPerDay: number;
}

const STRATEGIES: Array<{ name: string; strategy: Strategy }> = [
  {
    name: 'Kim',
    strategy: {
      label: 'grinder: safe content, all challenges, deals, apologises',
      background: 'competition',
      hours: [8, 12, 16, 20],
      plays: () => true,
      risks: ['safe'],
      captions: ['humble', 'safe'],
      energyFloor: 0,
      respond: () => 'apologize',
      takesDeals: true,
      challengeAware: true,
      likesPerDay: 2,
    },
  },
  {
    name: 'Dex',
    strategy: {
      label: 'provocateur: risky content, thirst captions, doubles down',
      background: 'drama',
      hours: [11, 15, 23],
      plays: () => true,
      risks: ['risky', 'medium'],
      captions: ['thirst', 'aspirational', 'safe'],
      energyFloor: 0,
      respond: () => 'double_down',
      takesDeals: true,
      challengeAware: false,
      likesPerDay: 0,
    },
  },
  {
    name: 'Lux',
    strategy: {
      label: 'mogul: medium content, aspirational captions, deal-first',
      background: 'lifestyle',
      hours: [9, 14, 19],
      plays: () => true,
      risks: ['medium', 'safe'],
      captions: ['aspirational', 'safe'],
      energyFloor: 10,
      respond: (severity) => (severity === 'high' || severity === 'critical' ? 'apologize' : 'ignore'),
      takesDeals: true,
      challengeAware: true,
      likesPerDay: 1,
    },
  },
  {
    name: 'Gia',
    strategy: {
      label: 'casual: one evening visit, whatever is cheap, half the crises unseen',
      background: 'dating_show',
      hours: [20],
      plays: () => true,
      risks: ['safe', 'medium'],
      captions: ['safe', 'thirst'],
      energyFloor: 20,
      respond: (_severity, random) => (random.next() < 0.5 ? 'ignore' : null),
      takesDeals: true,
      challengeAware: false,
      likesPerDay: 1,
    },
  },
  {
    name: 'Sam',
    strategy: {
      label: 'authentic: safe content, own captions, challenges, likes',
      background: 'survival',
      hours: [7, 13, 21],
      plays: () => true,
      risks: ['safe'],
      captions: ['custom', 'humble'],
      energyFloor: 0,
      respond: () => 'apologize',
      takesDeals: true,
      challengeAware: true,
      likesPerDay: 3,
    },
  },
  {
    name: 'Rio',
    strategy: {
      label: 'dropout: plays the first week, then leaves deals and scandals behind',
      background: 'competition',
      hours: [12, 18],
      plays: (day) => day <= 7,
      risks: ['medium', 'risky'],
      captions: ['thirst', 'safe'],
      energyFloor: 0,
      respond: () => null,
      takesDeals: true,
      challengeAware: false,
      likesPerDay: 0,
    },
  },
];

// ---------------------------------------------------------------------------------------------
// One visit
// ---------------------------------------------------------------------------------------------

interface Player {
  name: string;
  strategy: Strategy;
  browser: Browser;
  likedToday: { day: string; count: number };
  liked: Set<number>;
}

interface Notes {
  posts: number;
  responses: Record<ScandalResponseOption, number>;
  claims: number;
  accepted: number;
  refusals: Record<string, number>;
}

const notes = new Map<string, Notes>();
const noteOf = (name: string): Notes => {
  let n = notes.get(name);
  if (!n) notes.set(name, (n = { posts: 0, responses: { ignore: 0, apologize: 0, double_down: 0 }, claims: 0, accepted: 0, refusals: {} }));
  return n;
};

function costOf(card: ContentCard, caption: CaptionOption['type'] | 'custom', options: readonly CaptionOption[]): number {
  if (caption === 'custom') return card.energyCost + Math.max(5, Math.floor(card.energyCost / 2));
  return card.energyCost + (options.find((o) => o.type === caption)?.energyCost ?? 0);
}

/** What today's challenges ask of a post, read from their names like a player would. */
function wishes(challenges: DailyChallenge[]) {
  const open = new Set(challenges.filter((c) => c.status === 'active').map((c) => c.name));
  return {
    big: open.has('Go Big or Go Home'),
    custom: open.has('In Your Own Words'),
    trending: open.has('Trend Rider'),
    cheap: open.has('Lean Machine'),
    paced: open.has('Pace Yourself'),
    safe: open.has('Brand Safe'),
    mix: open.has('Mix It Up'),
    likes: open.has('Spread the Love'),
  };
}

async function visit(player: Player, leagueId: number, cards: ContentCard[], random: Random, clock: ManualClock): Promise<void> {
  const { browser, strategy } = player;
  const q = `leagueId=${leagueId}`;
  const note = noteOf(player.name);

  for (const scandal of await browser.ok<ActiveScandal[]>('GET', `/_api/scandals/active?${q}`)) {
    const response = strategy.respond(scandal.severity, random);
    if (!response) continue;
    await browser.ok('POST', `/_api/scandals/respond?${q}`, { activeScandalId: scandal.id, response });
    note.responses[response] += 1;
  }

  const claimAll = async () => {
    for (const c of await browser.ok<DailyChallenge[]>('GET', `/_api/challenges/daily?${q}`)) {
      if (c.status !== 'completed' || c.completedAt !== null) continue;
      await browser.ok('POST', `/_api/challenges/complete?${q}`, { dailyChallengeId: c.id });
      note.claims += 1;
    }
  };
  await claimAll();

  if (strategy.takesDeals) {
    const running = await browser.ok<ActiveBrandDeal[]>('GET', `/_api/brand-deals/active?${q}`);
    const offers = await browser.ok<BrandDeal[]>('GET', `/_api/brand-deals/available?${q}`);
    // Best paid per post first; never more than one post's worth of deals at a time per visit.
    const ranked = [...offers].sort((a, b) => b.payment / b.postsRequired - a.payment / a.postsRequired);
    for (const offer of ranked.slice(0, Math.max(0, 3 - running.length))) {
      const answer = await browser.call('POST', `/_api/brand-deals/accept?${q}`, { brandDealId: offer.id, leagueId });
      if (answer.status === 200) note.accepted += 1;
      else note.refusals[String((answer.body as { error?: string }).error)] = (note.refusals[String((answer.body as { error?: string }).error)] ?? 0) + 1;
    }
  }

  const challenges = strategy.challengeAware ? await browser.ok<DailyChallenge[]>('GET', `/_api/challenges/daily?${q}`) : [];
  const want = wishes(challenges);
  const trending = await browser.ok<TrendingTopic[]>('GET', `/_api/content/trending?${q}`);
  const postedTypes = new Set<string>();

  for (let guard = 0; guard < 12; guard += 1) {
    const state = await browser.ok<GameState>('GET', `/_api/game-state?${q}`);
    const budget = state.energy - strategy.energyFloor;
    type Choice = { card: ContentCard; caption: CaptionOption['type'] | 'custom'; cost: number; score: number };
    const choices: Choice[] = [];
    for (const card of cards) {
      const risks: Risk[] = want.safe ? ['safe', ...strategy.risks] : strategy.risks;
      if (!risks.includes(card.riskLevel)) continue;
      const options = captionOptionsOf(card);
      const captions = want.custom ? (['custom', ...strategy.captions] as const) : strategy.captions;
      const caption = captions.find((c) => c === 'custom' || options.some((o) => o.type === c));
      if (!caption) continue;
      const cost = costOf(card, caption, options);
      if (cost > budget) continue;
      if (want.paced && state.energy - cost < 30 && guard === 0) continue;
      const reach = ((card.followersMin + card.followersMax) / 2) * (1 + state.relevance / 200);
      let score = reach / cost;
      if (want.big && (card.contentType === 'video' || card.contentType === 'live')) score *= 2;
      if (want.cheap && cost <= 10) score *= 2;
      if (want.mix && !postedTypes.has(card.contentType)) score *= 1.5;
      if (trending.some((t) => t.contentType === card.contentType)) score *= 1.2;
      score *= 0.85 + random.next() * 0.3;
      choices.push({ card, caption, cost, score });
    }
    const best = choices.sort((a, b) => b.score - a.score)[0];
    if (!best) break;
    const topic = trending.find((t) => t.contentType === best.card.contentType);
    const captionSelection = best.caption === 'custom' ? { type: 'custom', text: `Day ${state.day}: the real story, no filter` } : { type: best.caption };
    await browser.ok('POST', `/_api/content/post?${q}`, { contentCardId: best.card.id, trendingTopicId: topic?.id, captionSelection });
    postedTypes.add(best.card.contentType);
    note.posts += 1;
  }

  const day = clock.now().toISOString().slice(0, 10);
  if (player.likedToday.day !== day) player.likedToday = { day, count: 0 };
  const likes = Math.max(strategy.likesPerDay, want.likes ? 4 : 0);
  if (player.likedToday.count < likes) {
    const feed = await browser.ok<FeedPage>('GET', `/_api/content/feed?${q}&limit=30`);
    for (const item of feed.posts) {
      if (player.likedToday.count >= likes) break;
      if (item.userHasLiked || player.liked.has(item.postId) || item.player.playerName === `@${player.name}`) continue;
      const answer = await browser.call('POST', '/_api/content/like', { postId: item.postId, leagueId, like: true });
      if (answer.status !== 200) break;
      player.liked.add(item.postId);
      player.likedToday.count += 1;
    }
  }
  await claimAll();
}

// ---------------------------------------------------------------------------------------------
// The month
// ---------------------------------------------------------------------------------------------

function argsOf(argv: string[]): { seed: number; days: number; quiet: boolean } {
  const value = (flag: string, fallback: number) => {
    const at = argv.indexOf(flag);
    return at >= 0 ? Number(argv[at + 1]) : fallback;
  };
  return { seed: value('--seed', 7), days: value('--days', 31), quiet: argv.includes('--quiet') };
}

async function main(): Promise<void> {
  const { seed, days, quiet } = argsOf(process.argv.slice(2));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'il-simulation-'));
  const clock = new ManualClock(START);
  const runtime = await createEmbeddedRuntime(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:8080' }), pino({ level: 'silent' }), {
    clock,
    random: seededRandom(seed),
  });
  const app = await buildApp(runtime.deps, { authRateLimit: 1_000_000 });
  const strategyDice = seededRandom(seed * 7919 + 1);
  try {
    const players: Player[] = [];
    let leagueId = 0;
    for (const { name, strategy } of STRATEGIES) {
      const credentials = { email: `${name.toLowerCase()}@example.com`, password: 'Passw0rd!' };
      const browser = new Browser(app, credentials);
      await browser.call('POST', '/_api/auth/register_with_password', { ...credentials, displayName: name }, 'json');
      if (leagueId === 0) {
        const end = new Date(new Date(START).getTime() + days * 24 * HOUR_MS);
        leagueId = (await browser.ok<{ id: number }>('POST', '/_api/leagues', { name: 'Simulated Season', description: 'A month of scripted stars', type: 'public', startDate: new Date(START), endDate: end })).id;
      } else {
        await browser.ok('POST', '/_api/leagues/join', { leagueId });
      }
      await browser.ok('POST', '/_api/leagues/create-character', { leagueId, playerName: `@${name}`, realityShowBackground: strategy.background });
      players.push({ name, strategy, browser, likedToday: { day: '', count: 0 }, liked: new Set() });
    }
    const cards: ContentCard[] = [];
    for (const type of ['photo', 'story', 'video', 'live']) {
      cards.push(...(await players[0]!.browser.ok<ContentCard[]>('GET', `/_api/content/options?contentType=${type}&leagueId=${leagueId}`)));
    }

    // The server's timed jobs, run every simulated hour: the server runs them every minute, and
    // nothing they do depends on running more often than the players visit.
    const settlement = progressionSettlement(runtime.deps);
    const relevanceFade = relevanceFadeJob(runtime.deps);
    const ctx = { userId: null, correlationId: 'simulation' };
    for (let hour = 0; hour < days * 24; hour += 1) {
      clock.set(new Date(START).getTime() + hour * HOUR_MS);
      await settlement.runDue(ctx);
      await relevanceFade.runDue(ctx);
      const day = Math.floor(hour / 24) + 1;
      for (const player of players) {
        if (!player.strategy.plays(day) || !player.strategy.hours.includes(hour % 24)) continue;
        await visit(player, leagueId, cards, strategyDice, clock);
      }
      if (!quiet && hour % 24 === 23) process.stdout.write(`day ${day} done\r`);
    }
    clock.set(new Date(START).getTime() + days * 24 * HOUR_MS + 1);
    await settlement.runDue(ctx);
    await leagueLifecycle(runtime.deps).runDue(ctx);

    const final = await players[0]!.browser.ok<FinalResultsResponse>('GET', `/_api/leagues/final-results?leagueId=${leagueId}`);
    const events: RecordedEvent[] = [];
    for (let after = 0; ; ) {
      const batch = await runtime.deps.store.readAll(after, 5_000);
      if (batch.length === 0) break;
      events.push(...batch);
      after = batch[batch.length - 1]!.position;
    }
    console.log(summary(players, final, events, { seed, days }));
  } finally {
    await app.close();
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Summary
// ---------------------------------------------------------------------------------------------

type Row = Record<string, string | number>;

function table(rows: Row[]): string {
  if (rows.length === 0) return '(none)';
  const keys = Object.keys(rows[0]!);
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(width[i]!) : c.padStart(width[i]!))).join('  ');
  return [line(keys), line(width.map((w) => '-'.repeat(w))), ...rows.map((r) => line(keys.map((k) => String(r[k]))))].join('\n');
}

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  return `min ${sorted[0]!.toLocaleString('en-US')}, median ${median.toLocaleString('en-US')}, max ${sorted.at(-1)!.toLocaleString('en-US')} (max/min ${(sorted.at(-1)! / Math.max(1, sorted[0]!)).toFixed(1)}x)`;
};

function summary(players: Player[], final: FinalResultsResponse, events: RecordedEvent[], run: { seed: number; days: number }): string {
  // The frozen standings with the raw values beside the scores, as the league recorded them.
  const completed = events.find((e) => e.type === 'LeagueCompleted')?.data as { standings: StandingSnapshot[] } | undefined;
  const list = completed?.standings ?? [];
  const byCharacter = new Map<number, string>();
  const perPlayer = new Map<string, Record<string, number>>();
  const bump = (name: string | undefined, key: string, by = 1) => {
    if (!name) return;
    const row = perPlayer.get(name) ?? {};
    row[key] = (row[key] ?? 0) + by;
    perPlayer.set(name, row);
  };
  const severities: Record<string, number> = {};
  const templateOf = new Map<number, string>();
  const templates: Record<string, { issued: number; claimed: number }> = {};
  const causes = new Map<string, Record<string, { money: number; followers: number; relevance: number }>>();
  // Each player's relevance at the end of every league day, for the trajectory table.
  const relevanceByDay = new Map<string, number[]>();
  const dayOf = (at: string) => Math.floor((new Date(at).getTime() - new Date(START).getTime()) / (24 * HOUR_MS)) + 1;
  const noteRelevance = (name: string | undefined, at: string, relevance: number) => {
    if (!name) return;
    const days = relevanceByDay.get(name) ?? [];
    days[Math.min(run.days, Math.max(1, dayOf(at)))] = relevance;
    relevanceByDay.set(name, days);
  };
  for (const e of events) {
    const d = e.data as Record<string, unknown> & { characterId?: number };
    const who = d.characterId !== undefined ? byCharacter.get(d.characterId) : undefined;
    switch (e.type) {
      case 'CharacterCreated':
        byCharacter.set(d.characterId!, String(d.playerName).slice(1));
        noteRelevance(byCharacter.get(d.characterId!), String(d.createdAt), (d.stats as { relevance: number }).relevance);
        break;
      case 'ScandalTriggered':
        bump(who, 'scandals');
        severities[String(d.severity)] = (severities[String(d.severity)] ?? 0) + 1;
        break;
      case 'ScandalExpired':
        bump(who, 'scandals expired');
        break;
      case 'BrandDealAccepted': {
        bump(who, 'deals signed');
        const tier = (d.terms as { tier: number }).tier;
        bump(who, `tier ${tier}`);
        break;
      }
      case 'BrandDealCompleted':
        bump(who, 'deals paid');
        bump(who, 'deal $', d.payment as number);
        break;
      case 'BrandDealExpired':
        bump(who, 'deals broken');
        break;
      case 'ChallengeRewardClaimed': {
        bump(who, 'challenges');
        const template = templateOf.get(d.dailyChallengeId as number);
        if (template) templates[template]!.claimed += 1;
        break;
      }
      case 'DailyChallengesIssued':
        bump(who, 'challenges issued', (d.challenges as unknown[]).length);
        for (const c of d.challenges as Array<{ dailyChallengeId: number; name: string }>) {
          templateOf.set(c.dailyChallengeId, c.name);
          (templates[c.name] ??= { issued: 0, claimed: 0 }).issued += 1;
        }
        break;
      case 'AchievementUnlocked':
        bump(who, 'achievements');
        break;
      case 'MilestoneReached':
        bump(who, 'milestones');
        break;
      case 'ContentPosted':
        bump(who, 'posts');
        break;
      case 'PostLiked':
        bump(who, 'likes');
        break;
      case 'CharacterStatsChanged': {
        const cause = (d.cause as { kind: string }).kind;
        const changes = d.changes as { money?: number; followers?: number; relevance?: number };
        const mine = causes.get(who ?? '') ?? {};
        causes.set(who ?? '', mine);
        const c = (mine[cause] ??= { money: 0, followers: 0, relevance: 0 });
        c.money += changes.money ?? 0;
        c.followers += changes.followers ?? 0;
        c.relevance += changes.relevance ?? 0;
        noteRelevance(who, String(d.at), (d.stats as { relevance: number }).relevance);
        break;
      }
      default:
        break;
    }
  }
  const strategyOf = new Map(players.map((p) => [p.name, p.strategy]));
  const rows: Row[] = list.map((s) => {
    const name = s.characterName.slice(1);
    return {
      rank: s.rank,
      player: name,
      background: strategyOf.get(name)?.background ?? '',
      score: s.compositeScore.toFixed(2),
      'F/M/R scores': `${s.followersScore.toFixed(1)}/${s.moneyScore.toFixed(1)}/${s.relevanceScore.toFixed(1)}`,
      followers: s.followers,
      money: s.money,
      relevance: s.relevance,
    };
  });
  const activity: Row[] = players.map((p) => {
    const row = perPlayer.get(p.name) ?? {};
    const n = noteOf(p.name);
    return {
      player: p.name,
      posts: row.posts ?? 0,
      likes: row.likes ?? 0,
      scandals: row.scandals ?? 0,
      'apol/ign/dd': `${n.responses.apologize}/${n.responses.ignore}/${n.responses.double_down}`,
      expired: row['scandals expired'] ?? 0,
      'deals signed': row['deals signed'] ?? 0,
      paid: row['deals paid'] ?? 0,
      broken: row['deals broken'] ?? 0,
      'deal $': row['deal $'] ?? 0,
      'tiers signed': [1, 2, 3, 4, 5, 6].map((tier) => row[`tier ${tier}`] ?? 0).join('/'),
      challenges: `${row.challenges ?? 0}/${row['challenges issued'] ?? 0}`,
      achievements: row.achievements ?? 0,
      milestones: row.milestones ?? 0,
    };
  });
  const sum = (name: string, kinds: string[], field: 'money' | 'followers' | 'relevance') =>
    kinds.reduce((total, kind) => total + (causes.get(name)?.[kind]?.[field] ?? 0), 0);
  const sources: Row[] = players.map((p) => ({
    player: p.name,
    'F posts': sum(p.name, ['content_posted'], 'followers'),
    'F challenges': sum(p.name, ['challenge_claimed'], 'followers'),
    'F milestones': sum(p.name, ['milestone_reached'], 'followers'),
    'F scandals': sum(p.name, ['scandal_resolved', 'scandal_expired'], 'followers'),
    '$ deals': sum(p.name, ['brand_deal_paid'], 'money'),
    '$ challenges': sum(p.name, ['challenge_claimed'], 'money'),
    '$ milestones': sum(p.name, ['milestone_reached'], 'money'),
    'R posts': sum(p.name, ['content_posted'], 'relevance'),
    'R fade': sum(p.name, ['relevance_fade'], 'relevance'),
    'R other': [...Object.entries(causes.get(p.name) ?? {})]
      .filter(([kind]) => kind !== 'content_posted' && kind !== 'relevance_fade')
      .reduce((total, [, c]) => total + c.relevance, 0),
  }));
  const checkpoints = [1, 3, 7, 10, 14, 21, 28, run.days].filter((day, i, all) => day <= run.days && all.indexOf(day) === i);
  const trajectory: Row[] = players.map((p) => {
    const days = relevanceByDay.get(p.name) ?? [];
    const endOf: number[] = [];
    for (let day = 1, last = 0; day <= run.days; day += 1) endOf[day] = last = days[day] ?? last;
    const mean = endOf.slice(1).reduce((a, b) => a + b, 0) / run.days;
    return { player: p.name, ...Object.fromEntries(checkpoints.map((day) => [`day ${day}`, endOf[day] ?? 0])), mean: mean.toFixed(1) };
  });
  const followers = rows.map((r) => Number(r.followers));
  const money = rows.map((r) => Number(r.money));
  return [
    `Simulated league: ${players.length} players, ${run.days} days, seed ${run.seed}, ${events.length.toLocaleString('en-US')} events`,
    '',
    `Final standings (champion ${final.champion?.characterName ?? 'none'})`,
    table(rows),
    '',
    `Followers: ${spread(followers)}`,
    `Money:     ${spread(money)}`,
    `Challenges claimed/issued by kind: ${Object.entries(templates)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, t]) => `${name} ${t.claimed}/${t.issued}`)
      .join(', ')}`,
    `Scandals by severity: ${Object.entries(severities).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`,
    '',
    'What each player did',
    table(activity),
    '',
    'Where followers (F), money ($) and relevance (R) came from: effective changes by cause',
    table(sources),
    '',
    'Relevance at the end of league days (mean: over every day of the league)',
    table(trajectory),
    '',
    'Strategies',
    ...players.map((p) => `  ${p.name} (${p.strategy.background}): ${p.strategy.label}`),
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
