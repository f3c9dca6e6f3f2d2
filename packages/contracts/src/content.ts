import { z } from 'zod';
import {
  DEFAULT_PAGE_LIMIT,
  DateTime,
  Id,
  QueryFlag,
  QueryId,
  QueryLimit,
  QueryPage,
} from './common';
import { MessageResponse } from './auth';
import { ConsequencesOfPost } from './post-consequences';
import { Reputation, ReputationChanges } from './reputation';
import { CUSTOM_CAPTION_EXTRA_REACH, CUSTOM_CAPTION_MIN_EXTRA_COST, ENERGY, RELEVANCE } from './rules';

// ---------------------------------------------------------------------------------------------
// Content types and cards
// ---------------------------------------------------------------------------------------------

export const ContentType = z.enum(['photo', 'story', 'video', 'live']);
export type ContentType = z.infer<typeof ContentType>;

/** The studio's tabs (§2), in display order. Their pictures are the web's (ContentTypeIcon of '@il/ui/icons'). */
export const CONTENT_TYPES: readonly { value: ContentType; label: string }[] = [
  { value: 'photo', label: 'Photo Post' },
  { value: 'story', label: 'Story' },
  { value: 'video', label: 'Video' },
  { value: 'live', label: 'Live Stream' },
];

export const RiskLevel = z.enum(['safe', 'medium', 'risky']);
export type RiskLevel = z.infer<typeof RiskLevel>;
export const RISK_LEVEL_LABELS: Record<RiskLevel, string> = {
  safe: 'Safe',
  medium: 'Medium',
  risky: 'Risky',
};

export const CaptionType = z.enum(['safe', 'humble', 'aspirational', 'thirst']);
export type CaptionType = z.infer<typeof CaptionType>;

/** §3 Caption option: a ready-made caption with its extra energy cost and follower bonus. */
export const CaptionOption = z.object({
  type: CaptionType,
  text: z.string(),
  energyCost: z.number(),
  followersBonus: z.number(),
  reputationEffects: ReputationChanges,
});
export type CaptionOption = z.infer<typeof CaptionOption>;

/** §9: used whenever a card brings no usable caption options of its own. */
export const DEFAULT_CAPTION_OPTIONS: readonly CaptionOption[] = [
  {
    type: 'safe',
    text: 'Grateful for every one of you. Good vibes only! ✨',
    energyCost: 0,
    followersBonus: 0,
    reputationEffects: { authenticity: 1, relatability: 1 },
  },
  {
    type: 'humble',
    text: "Still can't believe this is my life. Thank you for being here with me 🙏",
    energyCost: 0,
    followersBonus: 5,
    reputationEffects: { authenticity: 2, relatability: 2, aspirational: -1 },
  },
  {
    type: 'aspirational',
    text: 'Living my best life and building my empire. Dream big, work harder 💎',
    energyCost: 2,
    followersBonus: 15,
    reputationEffects: { aspirational: 3, authenticity: -1, relatability: -1 },
  },
  {
    type: 'thirst',
    text: "Can't stop, won't stop. Who's watching? 😏🔥",
    energyCost: 3,
    followersBonus: 25,
    reputationEffects: { drama: 2, aspirational: 1, authenticity: -2 },
  },
];

/**
 * As stored, a card's caption options may be a list or an object keyed by type, and older cards
 * may hold malformed entries; captionOptionsOf decides what the studio offers.
 */
const RawCaptionOptions = z
  .union([z.array(z.unknown()), z.record(z.string(), z.unknown())])
  .nullable();

/** §3 Content card. imageUrl points at GET /_api/image?id={id} when the card has an image. */
export const ContentCard = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  contentType: ContentType,
  energyCost: z.number().int().nonnegative(),
  followersMin: z.number().int().nonnegative(),
  followersMax: z.number().int().nonnegative(),
  riskLevel: RiskLevel,
  authenticityChange: z.number(),
  dramaChange: z.number(),
  relatabilityChange: z.number(),
  aspirationalChange: z.number(),
  isActive: z.boolean(),
  theme: z.string().nullable(),
  captionOptions: RawCaptionOptions,
});
export type ContentCard = z.infer<typeof ContentCard>;

export function contentImagePath(contentCardId: number): string {
  return `/_api/image?id=${contentCardId}`;
}

/**
 * §5: a card's own options are used only if every entry has a known type, text, numeric cost and
 * bonus, and an object of reputation effects; otherwise the four defaults are offered.
 */
export function captionOptionsOf(card: Pick<ContentCard, 'captionOptions'>): readonly CaptionOption[] {
  const raw = card.captionOptions;
  if (raw === null) return DEFAULT_CAPTION_OPTIONS;
  const entries = Array.isArray(raw) ? raw : Object.values(raw);
  if (entries.length === 0) return DEFAULT_CAPTION_OPTIONS;
  const parsed: CaptionOption[] = [];
  for (const entry of entries) {
    const result = CaptionOption.safeParse(entry);
    if (!result.success) return DEFAULT_CAPTION_OPTIONS;
    parsed.push(result.data);
  }
  return parsed;
}

/** §9: a custom caption costs the card's energy plus max(5, half the card's cost, rounded down). */
export function customCaptionEnergyCost(cardEnergyCost: number): number {
  return cardEnergyCost + Math.max(CUSTOM_CAPTION_MIN_EXTRA_COST, Math.floor(cardEnergyCost / 2));
}

/** The whole energy a post costs with the chosen caption. */
export function postEnergyCost(
  cardEnergyCost: number,
  caption: CaptionOption | { type: 'custom' },
): number {
  return caption.type === 'custom'
    ? customCaptionEnergyCost(cardEnergyCost)
    : cardEnergyCost + caption.energyCost;
}

/**
 * §9: the follower range of a post, before the trending multiplier and the caption bonus: the
 * card's min and max scaled by (1 + relevance/100 × 0.5), rounded; a custom caption adds its reach
 * to the maximum. The server rolls within exactly this range, so the studio's estimate is honest.
 */
export function followerRangeFor(
  card: { followersMin: number; followersMax: number },
  relevance: number,
  captionType: CaptionType | 'custom',
): { min: number; max: number } {
  // (1 + r/100 × 0.5) written as (200 + r)/200: exact for whole numbers, so 127.5 rounds to 128
  // instead of a float's 127.49999.
  const scaled = (followers: number) => Math.round((followers * (200 + relevance)) / 200);
  const min = scaled(card.followersMin);
  const max = scaled(card.followersMax) + (captionType === 'custom' ? CUSTOM_CAPTION_EXTRA_REACH : 0);
  return { min, max };
}

/**
 * §9 order after the roll: times (1 + the trending topic's multiplier), rounded, plus the
 * caption's follower bonus. In hundredths (multipliers have two decimals), so a half rounds up
 * exactly as on paper. The server gains with it and the studio estimates with it.
 */
export function followersGainedFrom(rolled: number, trendingMultiplier: number | null, followersBonus: number): number {
  const multiplied = trendingMultiplier === null ? rolled : Math.round((rolled * (100 + Math.round(trendingMultiplier * 100))) / 100);
  return multiplied + followersBonus;
}

/**
 * The whole follower gain a post can have, every bonus the server applies included: the range at
 * this relevance (followerRangeFor), the trending multiplier of the card's topic when the post
 * rides it, and the caption's bonus. Rounding is monotone, so every roll lands inside.
 */
export function estimatedFollowerGain(
  card: { followersMin: number; followersMax: number },
  relevance: number,
  caption: { type: CaptionType | 'custom'; followersBonus: number },
  trendingMultiplier: number | null,
): { min: number; max: number } {
  const range = followerRangeFor(card, relevance, caption.type);
  const bonus = caption.type === 'custom' ? 0 : caption.followersBonus;
  return {
    min: followersGainedFrom(range.min, trendingMultiplier, bonus),
    max: followersGainedFrom(range.max, trendingMultiplier, bonus),
  };
}

const CONTENT_TYPE_REQUIRED_MESSAGE = 'Content type is required';

/** GET /content/options?contentType&leagueId: the active cards of one type. */
export const ContentOptionsQuery = z.object({
  contentType: z
    .string({ error: CONTENT_TYPE_REQUIRED_MESSAGE })
    .min(1, { message: CONTENT_TYPE_REQUIRED_MESSAGE })
    .pipe(ContentType),
  leagueId: QueryId,
});
export type ContentOptionsQuery = z.infer<typeof ContentOptionsQuery>;

export const ContentOptionsResponse = z.array(ContentCard);
export type ContentOptionsResponse = z.infer<typeof ContentOptionsResponse>;

/** GET /image?id: the card image, served as image bytes. */
export const ContentImageQuery = z.object({ id: QueryId });
export type ContentImageQuery = z.infer<typeof ContentImageQuery>;

// ---------------------------------------------------------------------------------------------
// Trending topics
// ---------------------------------------------------------------------------------------------

/** §3 Trending topic. A post of the topic's type earns bonusMultiplier (0.25 = +25%) more. */
export const TrendingTopic = z.object({
  id: Id,
  topicName: z.string(),
  contentType: ContentType,
  bonusMultiplier: z.number().nonnegative(),
});
export type TrendingTopic = z.infer<typeof TrendingTopic>;

export const TrendingTopicsResponse = z.array(TrendingTopic);
export type TrendingTopicsResponse = z.infer<typeof TrendingTopicsResponse>;

// ---------------------------------------------------------------------------------------------
// Captions and posting
// ---------------------------------------------------------------------------------------------

export const CUSTOM_CAPTION_LIMITS = { studioMax: 280, wireMin: 1, wireMax: 500 } as const;

/** §3 Caption selection, sent on posting: a ready-made type, or custom text (1-500 on the wire). */
export const CaptionSelection = z.discriminatedUnion('type', [
  z.object({ type: CaptionType }),
  z.object({
    type: z.literal('custom'),
    text: z.string().min(CUSTOM_CAPTION_LIMITS.wireMin).max(CUSTOM_CAPTION_LIMITS.wireMax),
  }),
]);
export type CaptionSelection = z.infer<typeof CaptionSelection>;

export const EMPTY_CAPTION_MESSAGE = 'Caption cannot be empty';
const LONG_CAPTION_MESSAGE = 'Caption must be 280 characters or less';

/** §5 studio rule: trimmed, then 1-280 characters. Stricter than the wire on purpose. */
export const CustomCaptionText = z
  .string({ error: EMPTY_CAPTION_MESSAGE })
  .trim()
  .min(1, { message: EMPTY_CAPTION_MESSAGE })
  .max(CUSTOM_CAPTION_LIMITS.studioMax, { message: LONG_CAPTION_MESSAGE });

/** The caption modal's choice; its output is a valid CaptionSelection. */
export const CaptionForm = z.discriminatedUnion('type', [
  z.object({ type: CaptionType }),
  z.object({ type: z.literal('custom'), text: CustomCaptionText }),
]);
export type CaptionForm = z.infer<typeof CaptionForm>;

/**
 * POST /content/post?leagueId. The body may repeat the league (§5: optional); the query's league
 * is the one used and a different body league is refused. trendingTopicId is the trending topic of
 * the card's type, if any.
 */
export const PostContentRequest = z.object({
  contentCardId: Id,
  trendingTopicId: Id.optional(),
  leagueId: Id.optional(),
  captionSelection: CaptionSelection,
});
export type PostContentRequest = z.infer<typeof PostContentRequest>;

/**
 * The character after posting. followers is the new total (§3 Post response); followersGained and
 * energySpent feed the success overlay; authenticityBonus is the custom-caption bonus (0 for a
 * ready-made caption); a scandal the post set off is named so the client can show it at once, and
 * consequences lists everything else the post's append decided (deals, challenges, milestones,
 * achievements, platforms), so the studio tells them without another call.
 */
export const PostContentResponse = z.object({
  postId: Id,
  followers: z.number().int().nonnegative(),
  followersGained: z.number().int(),
  energy: z.number().int().min(ENERGY.min).max(ENERGY.max),
  energySpent: z.number().int().nonnegative(),
  relevance: z.number().min(RELEVANCE.min).max(RELEVANCE.max),
  reputation: Reputation,
  authenticityBonus: z.number().int().nonnegative(),
  triggeredScandalId: Id.nullable(),
  consequences: ConsequencesOfPost,
});
export type PostContentResponse = z.infer<typeof PostContentResponse>;

/** §4: a custom caption did well when it gained more than the card's best case. */
export function customCaptionPerformance(followersGained: number, cardFollowersMax: number): 'good' | 'poor' {
  return followersGained > cardFollowersMax ? 'good' : 'poor';
}

// ---------------------------------------------------------------------------------------------
// Post history
// ---------------------------------------------------------------------------------------------

/**
 * GET /content/history?leagueId&page&limit&showAllPlayers. By default only the viewer's posts;
 * showAllPlayers=true lists the whole league. Newest first.
 */
export const ContentHistoryQuery = z.object({
  leagueId: QueryId,
  page: QueryPage.optional().default(1),
  limit: QueryLimit.optional().default(DEFAULT_PAGE_LIMIT),
  showAllPlayers: QueryFlag.optional().default(false),
});
export type ContentHistoryQuery = z.infer<typeof ContentHistoryQuery>;

/** §3 Post history item. */
export const PostHistoryItem = z.object({
  postId: Id,
  contentType: ContentType,
  contentTitle: z.string(),
  contentDescription: z.string(),
  chosenCaption: z.string(),
  dayPosted: z.number().int().positive(),
  followersGained: z.number().int(),
  energySpent: z.number().int().nonnegative(),
  postedAt: DateTime,
  player: z.object({ userId: Id, playerName: z.string() }),
});
export type PostHistoryItem = z.infer<typeof PostHistoryItem>;

export const ContentHistoryResponse = z.object({
  posts: z.array(PostHistoryItem),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
});
export type ContentHistoryResponse = z.infer<typeof ContentHistoryResponse>;

// ---------------------------------------------------------------------------------------------
// Likes
// ---------------------------------------------------------------------------------------------

/** POST /content/like: like=true likes, like=false takes the like back. */
export const LikeRequest = z.object({ postId: Id, leagueId: Id, like: z.boolean() });
export type LikeRequest = z.infer<typeof LikeRequest>;

/** §3 Like state of the viewer's character (id is the character's id). */
export const LikeState = z.object({
  id: Id,
  dailyLikesGiven: z.number().int().nonnegative(),
  energy: z.number().int().min(ENERGY.min).max(ENERGY.max),
});
export type LikeState = z.infer<typeof LikeState>;

/** The toast shows `message`; the rest updates the post and the like button without a refetch. */
export const LikeResponse = MessageResponse.extend({
  ...LikeState.shape,
  postId: Id,
  liked: z.boolean(),
  likeCount: z.number().int().nonnegative(),
});
export type LikeResponse = z.infer<typeof LikeResponse>;
