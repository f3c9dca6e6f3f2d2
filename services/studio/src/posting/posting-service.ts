import { API_ERRORS, type PostContentRequest, type PostContentResponse } from '@il/contracts';
import { leagueDay, streams, type ContentPosted } from '@il/events';
import { characterIdIn, currentEnergy, leagueDecider, leagueHasEnded, leagueStatusAt, type LeagueStatusValue } from '@il/league';
import { badRequest, handleCommand, isoTime, loadState, notFound, type CommandContext, type ServiceDeps } from '@il/platform';
import { shippedCardCatalog, type CardCatalog } from '../catalog/card-catalog';
import { shippedTopicCatalog, trendingTopicsFor, type TopicCatalog } from '../trending/trending-topics';
import { noPostConsequences, postingWithConsequences, type PostConsequences, type PostingWithConsequencesState, type PostingWithDraws } from './post-consequences';

export const CARD_NOT_FOUND_MESSAGE = 'Content card not found';
export const LEAGUE_MISMATCH_MESSAGE = 'The league in the body differs from the league of the request';

export interface StudioCatalogs {
  cards: CardCatalog;
  topics: TopicCatalog;
}

export const shippedCatalogs = (): StudioCatalogs => ({ cards: shippedCardCatalog(), topics: shippedTopicCatalog() });

/** Past its end the league is over for play, even before its completion is recorded. */
const playableStatus = (status: LeagueStatusValue, ended: boolean): LeagueStatusValue =>
  status === 'active' && ended ? 'completed' : status;

/** What posting needs: it reads and appends streams only, never read models. */
export type PostingDeps = Pick<ServiceDeps, 'store' | 'clock' | 'random' | 'ids'>;

/**
 * `consequences` lets another context add its own events to each post's append (progression's
 * scandal dice and brand deal progress); without it a post is only the post.
 */
export function postingService(
  deps: PostingDeps,
  catalogs: StudioCatalogs = shippedCatalogs(),
  consequences: PostConsequences<unknown> = noPostConsequences,
) {
  const { store, clock, random, ids } = deps;

  /**
   * Posts a card for the player's character in the league. Decided on the server only: the
   * command appends ContentPosted and the stat change to the character stream in one write at the
   * revision it read, so a concurrent post or like that spent the same energy makes this one
   * decide again on the fresh state.
   */
  async function post(
    userId: number,
    leagueId: number,
    request: PostContentRequest,
    ctx: CommandContext,
  ): Promise<PostContentResponse & { position: number }> {
    if (request.leagueId !== undefined && request.leagueId !== leagueId) throw badRequest(LEAGUE_MISMATCH_MESSAGE);
    const { state: league } = await loadState(store, streams.league(leagueId), leagueDecider);
    if (!league.exists || !league.members.includes(userId)) throw notFound(API_ERRORS.leagueNotFound);
    const characterId = await characterIdIn(store, leagueId, userId);
    if (characterId === null) throw notFound(API_ERRORS.noCharacter);
    const card = catalogs.cards.byId(request.contentCardId);
    if (!card) throw notFound(CARD_NOT_FOUND_MESSAGE);

    const at = clock.now();
    const now = isoTime(at.getTime());
    const postId = await ids.next('post');
    const rolls = { followers: random.next(), authenticityBonus: random.next() };
    const draws = Array.from({ length: consequences.draws }, () => random.next());
    const context = consequences.leagueContext ? await consequences.leagueContext(leagueId) : undefined;
    // The state the winning attempt decided on: what the post changed is told against it.
    let before: PostingWithConsequencesState | null = null;
    const outcome = await handleCommand(
      deps,
      streams.character(characterId),
      postingWithConsequences(consequences),
      (state: PostingWithConsequencesState): PostingWithDraws => {
        before = state;
        return {
          type: 'PostContent',
          postId,
          leagueId,
          leagueStatus: playableStatus(leagueStatusAt(league, at), leagueHasEnded(league, at)),
          dayPosted: leagueDay(league, at),
          catalogVersion: catalogs.cards.version,
          card,
          captionSelection: request.captionSelection,
          trendingTopicId: request.trendingTopicId ?? null,
          trendingToday: trendingTopicsFor(catalogs.topics, leagueId, at),
          rolls,
          now,
          draws,
          context,
        };
      },
      ctx,
    );
    const posted = outcome.events.find((e): e is ContentPosted => e.type === 'ContentPosted')!;
    const { stats } = outcome.state.posting;
    return {
      postId,
      followers: stats.followers,
      followersGained: posted.data.outcome.followersGained,
      energy: currentEnergy(stats, now),
      energySpent: posted.data.outcome.energySpent,
      relevance: stats.relevance,
      reputation: { ...stats.reputation },
      authenticityBonus: posted.data.outcome.authenticityBonus,
      triggeredScandalId: consequences.triggeredScandalId(outcome.events),
      consequences: consequences.summarize((before ?? outcome.state).consequences, outcome.events),
      position: outcome.position,
    };
  }

  return { post };
}

export type PostingService = ReturnType<typeof postingService>;
