import type {
  AdminImagesResponse,
  ContentHistoryQuery,
  ContentHistoryResponse,
  ContentOptionsResponse,
  ContentType,
  PostHistoryItem,
  TrendingTopicsResponse,
} from '@il/contracts';
import { leagueOfMember } from '@il/league';
import type { Clock, Filter, ReadStoreReader } from '@il/platform';
import {
  POST_HISTORY,
  POST_HISTORY_COUNTERS,
  leagueCounterId,
  playerCounterId,
  type PostCounterDoc,
  type PostHistoryDoc,
} from '@il/projection-post-history';
import { toContentCard } from '../catalog/card-catalog';
import type { CardImages } from '../images/card-images';
import { shippedCatalogs, type StudioCatalogs } from '../posting/posting-service';
import { trendingTopicsFor } from '../trending/trending-topics';

const toHistoryItem = (doc: PostHistoryDoc): PostHistoryItem => ({
  postId: doc.postId,
  contentType: doc.contentType,
  contentTitle: doc.contentTitle,
  contentDescription: doc.contentDescription,
  chosenCaption: doc.chosenCaption,
  dayPosted: doc.dayPosted,
  followersGained: doc.followersGained,
  energySpent: doc.energySpent,
  postedAt: new Date(doc.postedAt),
  player: { userId: doc.userId, playerName: doc.playerName },
});

/** The studio's queries. League-scoped ones answer a non-member as if the league did not exist. */
export function contentQueries(deps: { read: ReadStoreReader; clock: Clock }, catalogs: StudioCatalogs = shippedCatalogs()) {
  const { read, clock } = deps;

  async function options(userId: number, leagueId: number, contentType: ContentType): Promise<ContentOptionsResponse> {
    await leagueOfMember(read, leagueId, userId);
    return catalogs.cards.activeOfType(contentType).map(toContentCard);
  }

  async function trending(userId: number, leagueId: number | undefined): Promise<TrendingTopicsResponse> {
    if (leagueId !== undefined) await leagueOfMember(read, leagueId, userId);
    return [...trendingTopicsFor(catalogs.topics, leagueId ?? null, clock.now())];
  }

  /**
   * Newest first. Each post has its number in the league and in its player's posts, so page N is
   * the posts numbered at most total - (N-1) × limit, read in descending order.
   */
  async function history(userId: number, query: ContentHistoryQuery): Promise<ContentHistoryResponse> {
    const { leagueId, page, limit, showAllPlayers } = query;
    await leagueOfMember(read, leagueId, userId);
    const counterId = showAllPlayers ? leagueCounterId(leagueId) : playerCounterId(leagueId, userId);
    const total = (await read.get<PostCounterDoc>(POST_HISTORY_COUNTERS, counterId))?.count ?? 0;
    const totalPages = Math.ceil(total / limit);
    const highest = total - (page - 1) * limit;
    if (highest <= 0) return { posts: [], page, limit, total, totalPages };
    const seqField = showAllPlayers ? 'leagueSeq' : 'playerSeq';
    const filter: Filter = showAllPlayers ? { leagueId } : { leagueId, userId };
    const found = await read.find<PostHistoryDoc>(
      POST_HISTORY,
      { ...filter, [seqField]: { $lte: highest } },
      { sort: { field: seqField, direction: -1 }, limit },
    );
    return { posts: found.items.map(toHistoryItem), page, limit, total, totalPages };
  }

  return { options, trending, history };
}

export type ContentQueries = ReturnType<typeof contentQueries>;

/** §2 Admin image gallery: every card's image, inactive ones included, inline as data URLs. */
export function adminImages(catalogs: StudioCatalogs, images: CardImages): AdminImagesResponse {
  return {
    images: catalogs.cards.cards.map((card) => ({
      id: card.id,
      title: card.title,
      imageData: images.image(card.id)!.dataUrl,
      contentType: card.contentType,
      theme: card.theme,
    })),
  };
}
