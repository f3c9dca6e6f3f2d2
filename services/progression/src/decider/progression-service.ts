import type {
  AcceptBrandDealRequest,
  AcceptBrandDealResponse,
  ClaimChallengeRequest,
  ClaimChallengeResponse,
  RespondToScandalRequest,
  RespondToScandalResponse,
} from '@il/contracts';
import { streams, type BrandDealAccepted, type CharacterStatsChanged, type ScandalResponded } from '@il/events';
import { characterIdOf, leagueDecider, memberLeague } from '@il/league';
import { badRequest, handleCommand, isoTime, loadState, utcDayOf, type CommandContext, type ServiceDeps } from '@il/platform';
import { activeBrandDealView } from '@il/projection-brand-deals';
import { marketplaceFor } from '../brand-deals/marketplace';
import { PROGRESSION_MESSAGES } from '../shared/messages';
import { describeChanges } from '../shared/numbers';
import { assertPlayable, consequencesEndOf } from '../shared/league-access';
import { progressionDecider, type ProgressionCommand } from './progression-decider';
import type { CharacterStreamEvent } from './progression-state';
import { CHALLENGES_PER_DAY } from '../rules';

type Positioned<T> = T & { position: number };

const statChangeFor = (events: readonly CharacterStreamEvent[], kind: string) =>
  events.find((e): e is CharacterStatsChanged => e.type === 'CharacterStatsChanged' && e.data.cause.kind === kind);

/**
 * The progression commands players send. Each reads the league and the character's own stream
 * (never a read model), checks the league is being played, and decides on the character stream
 * at the revision it read; the answer waits until the read models show the change.
 */
export function progressionService(deps: ServiceDeps) {
  const { store, clock, random, ids } = deps;

  async function decide(userId: number, leagueId: number, build: (timed: { now: string; leagueEnd: string | null }) => ProgressionCommand, ctx: CommandContext) {
    const at = clock.now();
    const league = await memberLeague(store, leagueId, userId);
    const characterId = await characterIdOf(store, leagueId, userId);
    assertPlayable(league, at);
    const command = build({ now: isoTime(at.getTime()), leagueEnd: consequencesEndOf(league) });
    const outcome = await handleCommand(deps, streams.character(characterId), progressionDecider, command, ctx);
    await deps.awaitProjections(outcome.position, ctx);
    return outcome;
  }

  async function respondToScandal(userId: number, leagueId: number, request: RespondToScandalRequest, ctx: CommandContext): Promise<Positioned<RespondToScandalResponse>> {
    const draws = [random.next(), random.next()] as const;
    const outcome = await decide(
      userId,
      leagueId,
      (timed) => ({ type: 'RespondToScandal', scandalId: request.activeScandalId, response: request.response, draws, ...timed }),
      ctx,
    );
    const responded = outcome.events.find((e): e is ScandalResponded => e.type === 'ScandalResponded')!;
    const changes = statChangeFor(outcome.events, 'scandal_resolved')?.data.changes ?? {};
    return {
      message: `${responded.data.outcome.headline}: ${describeChanges(changes)}`,
      scandalId: responded.data.scandalId,
      response: responded.data.response,
      followersChange: changes.followers ?? 0,
      reputationChanges: changes.reputation ?? {},
      position: outcome.position,
    };
  }

  async function claimChallenge(userId: number, leagueId: number, request: ClaimChallengeRequest, ctx: CommandContext): Promise<Positioned<ClaimChallengeResponse>> {
    const outcome = await decide(userId, leagueId, (timed) => ({ type: 'ClaimChallengeReward', dailyChallengeId: request.dailyChallengeId, ...timed }), ctx);
    const claimed = outcome.events.find((e) => e.type === 'ChallengeRewardClaimed');
    const rewards = claimed?.type === 'ChallengeRewardClaimed' ? claimed.data.rewards : { money: 0, followers: 0, energy: 0 };
    const changes = statChangeFor(outcome.events, 'challenge_claimed')?.data.changes ?? {};
    return { message: `Reward claimed: ${describeChanges(changes)}`, rewards, position: outcome.position };
  }

  async function acceptBrandDeal(userId: number, leagueId: number, request: AcceptBrandDealRequest, ctx: CommandContext): Promise<Positioned<AcceptBrandDealResponse>> {
    if (request.leagueId !== undefined && request.leagueId !== leagueId) throw badRequest(PROGRESSION_MESSAGES.leagueMismatch);
    const outcome = await decide(
      userId,
      leagueId,
      (timed) => ({ type: 'AcceptBrandDeal', brandDealId: request.brandDealId, onOfferToday: marketplaceFor(leagueId, timed.now).deals, ...timed }),
      ctx,
    );
    const accepted = outcome.events.find((e): e is BrandDealAccepted => e.type === 'BrandDealAccepted')!;
    const { terms, acceptedAt, expiresAt } = accepted.data;
    const deal = activeBrandDealView(
      { ...accepted.data, _id: '', _position: 0, postsCompleted: 0, status: 'active', completedAt: null, expiredAt: null },
      new Date(acceptedAt),
    );
    const posts = terms.postsRequired === 1 ? '1 post' : `${terms.postsRequired} posts`;
    return {
      message: `Deal signed with ${terms.brandName}! Publish ${posts} before ${new Date(expiresAt).toUTCString()} to earn $${terms.payment.toLocaleString('en-US')}.`,
      deal,
      position: outcome.position,
    };
  }

  /** Records today's challenges if they are not yet; answers the position to wait for (0 when nothing was written). */
  async function issueDailyChallenges(userId: number, leagueId: number, ctx: CommandContext): Promise<number> {
    const challengeIds: number[] = [];
    for (let i = 0; i < CHALLENGES_PER_DAY; i += 1) challengeIds.push(await ids.next('daily-challenge'));
    const outcome = await decide(userId, leagueId, (timed) => ({ type: 'IssueDailyChallenges', date: utcDayOf(timed.now), ids: challengeIds, ...timed }), ctx);
    return outcome.position;
  }

  /** Settles a character's passed deadlines (the timed job's command); answers the position written. */
  async function settle(characterId: number, leagueId: number, ctx: CommandContext): Promise<number> {
    const { state: league } = await loadState(store, streams.league(leagueId), leagueDecider);
    const outcome = await handleCommand(
      deps,
      streams.character(characterId),
      progressionDecider,
      { type: 'Settle', now: clock.now().toISOString(), leagueEnd: league.exists ? consequencesEndOf(league) : null },
      ctx,
    );
    return outcome.position;
  }

  return { respondToScandal, claimChallenge, acceptBrandDeal, issueDailyChallenges, settle };
}
