import { servedAvatarUrl } from '@il/contracts';
import type { CaptionTypeValue, ContentPosted, ContentTypeValue, RiskLevelValue } from '@il/events';
import { docKey, type DocChange, type DocRef, type ProjectionDefinition, type ReadDoc } from '@il/platform';

/**
 * One document per post: what the studio's post history lists. It carries the poster's ids and
 * the character id too, so a later reader (the feed, likes) can find a post's author and stream
 * from its postId without reading the event log.
 */
export interface PostHistoryDoc extends ReadDoc {
  postId: number;
  leagueId: number;
  userId: number;
  characterId: number;
  playerName: string;
  /** As answers carry it (servedAvatarUrl): an inline image is a link to the avatar route. */
  avatarUrl: string | null;
  contentCardId: number;
  contentType: ContentTypeValue;
  contentTitle: string;
  contentDescription: string;
  theme: string | null;
  riskLevel: RiskLevelValue;
  captionType: CaptionTypeValue;
  chosenCaption: string;
  trendingTopicId: number | null;
  dayPosted: number;
  followersGained: number;
  energySpent: number;
  postedAt: string;
  /**
   * 1, 2, 3... in posting order within the league, and within the player's posts in the league.
   * Pages are ranges of these numbers, so page N is one indexed range read, not a skip of N-1 pages.
   */
  leagueSeq: number;
  playerSeq: number;
}

/** How many posts a league (or a player in a league) has; the last seq handed out. */
export interface PostCounterDoc extends ReadDoc {
  leagueId: number;
  userId: number | null;
  count: number;
}

export const POST_HISTORY = 'post_history';
export const POST_HISTORY_COUNTERS = 'post_history_counters';

export const leagueCounterId = (leagueId: number): string => `league-${leagueId}`;
export const playerCounterId = (leagueId: number, userId: number): string => `player-${leagueId}-${userId}`;

const refsOf = (d: ContentPosted['data']): DocRef[] => [
  { collection: POST_HISTORY, id: String(d.postId) },
  { collection: POST_HISTORY_COUNTERS, id: leagueCounterId(d.leagueId) },
  { collection: POST_HISTORY_COUNTERS, id: playerCounterId(d.leagueId, d.userId) },
];

export const postHistoryProjection: ProjectionDefinition = {
  name: 'post-history',
  collections: [
    { name: POST_HISTORY, indexes: [['leagueId', 'leagueSeq'], ['leagueId', 'userId', 'playerSeq']] },
    { name: POST_HISTORY_COUNTERS },
  ],
  eventTypes: ['ContentPosted'],
  refs: (event) => refsOf((event as unknown as ContentPosted).data),
  evolve(docs, event): DocChange[] {
    const d = (event as unknown as ContentPosted).data;
    const id = String(d.postId);
    // A post is written once; seeing it again must not count it twice.
    if (docs.get(docKey(POST_HISTORY, id))) return [];
    const leagueCounter = docs.get(docKey(POST_HISTORY_COUNTERS, leagueCounterId(d.leagueId))) as PostCounterDoc | null | undefined;
    const playerCounter = docs.get(docKey(POST_HISTORY_COUNTERS, playerCounterId(d.leagueId, d.userId))) as PostCounterDoc | null | undefined;
    const leagueSeq = (leagueCounter?.count ?? 0) + 1;
    const playerSeq = (playerCounter?.count ?? 0) + 1;
    const doc: Omit<PostHistoryDoc, '_position'> = {
      _id: id,
      postId: d.postId,
      leagueId: d.leagueId,
      userId: d.userId,
      characterId: d.characterId,
      playerName: d.playerName,
      avatarUrl: servedAvatarUrl(d.characterId, d.avatarUrl),
      contentCardId: d.card.contentCardId,
      contentType: d.card.contentType,
      contentTitle: d.card.title,
      contentDescription: d.card.description,
      theme: d.card.theme,
      riskLevel: d.card.riskLevel,
      captionType: d.caption.type,
      chosenCaption: d.caption.text,
      trendingTopicId: d.trendingTopic?.id ?? null,
      dayPosted: d.dayPosted,
      followersGained: d.outcome.followersGained,
      energySpent: d.outcome.energySpent,
      postedAt: d.postedAt,
      leagueSeq,
      playerSeq,
    };
    const leagueId = leagueCounterId(d.leagueId);
    const playerId = playerCounterId(d.leagueId, d.userId);
    return [
      { collection: POST_HISTORY, id, doc },
      { collection: POST_HISTORY_COUNTERS, id: leagueId, doc: { _id: leagueId, leagueId: d.leagueId, userId: null, count: leagueSeq } },
      { collection: POST_HISTORY_COUNTERS, id: playerId, doc: { _id: playerId, leagueId: d.leagueId, userId: d.userId, count: playerSeq } },
    ];
  },
};
