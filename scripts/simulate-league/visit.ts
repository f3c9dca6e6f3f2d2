import {
  captionOptionsOf,
  type ActiveBrandDeal,
  type ActiveScandal,
  type BrandDeal,
  type CaptionOption,
  type ContentCard,
  type DailyChallenge,
  type FeedPage,
  type GameState,
  type TrendingTopic,
} from '@il/contracts';
import type { ManualClock, Random } from '@il/platform';
import type { Player, Sitting } from './player';
import { HOUR_MS, START } from './season';
import type { Risk } from './strategies';

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

export async function visit(player: Player, leagueId: number, cards: ContentCard[], random: Random, clock: ManualClock): Promise<void> {
  const { browser, strategy } = player;
  const q = `leagueId=${leagueId}`;
  const note = player.notes;

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
    for (const offer of offers) note.offered.add(`${clock.now().toISOString().slice(0, 10)}:${offer.id}`);
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
  const hour = clock.now().getUTCHours();
  const sitting: Sitting = { day: player.notes.sittings.length, hour, startEnergy: -1, posts: 0, likes: 0, endEnergy: 0, outOfEnergy: false, nextCost: null };

  for (let guard = 0; guard < 12; guard += 1) {
    const state = await browser.ok<GameState>('GET', `/_api/game-state?${q}`);
    if (sitting.startEnergy < 0) sitting.startEnergy = state.energy;
    sitting.endEnergy = state.energy;
    const budget = state.energy - strategy.energyFloor;
    let cheapestTooDear: number | null = null;
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
      if (cost > budget) {
        cheapestTooDear = Math.min(cheapestTooDear ?? Number.POSITIVE_INFINITY, cost + strategy.energyFloor);
        continue;
      }
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
    if (!best) {
      sitting.outOfEnergy = cheapestTooDear !== null;
      sitting.nextCost = cheapestTooDear;
      break;
    }
    const topic = trending.find((t) => t.contentType === best.card.contentType);
    const captionSelection = best.caption === 'custom' ? { type: 'custom', text: `Day ${state.day}: the real story, no filter` } : { type: best.caption };
    const answer = await browser.ok<{ energy: number }>('POST', `/_api/content/post?${q}`, { contentCardId: best.card.id, trendingTopicId: topic?.id, captionSelection });
    postedTypes.add(best.card.contentType);
    note.posts += 1;
    sitting.posts += 1;
    sitting.endEnergy = answer.energy;
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
      sitting.likes += 1;
      sitting.endEnergy = (answer.body as { energy: number }).energy;
    }
  }
  await claimAll();
  sitting.day = Math.floor((clock.now().getTime() - new Date(START).getTime()) / (24 * HOUR_MS)) + 1;
  note.sittings.push(sitting);
}
