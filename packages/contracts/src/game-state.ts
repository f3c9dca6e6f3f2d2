import { z } from 'zod';
import { DateTime, Id } from './common';
import { Reputation } from './reputation';
import { RealityShowBackground } from './leagues';
import { ActiveBrandDeal } from './brand-deals';
import { ENERGY, RELEVANCE } from './rules';

export const Platform = z.enum(['instagram', 'tiktok', 'twitter', 'youtube', 'podcast']);
export type Platform = z.infer<typeof Platform>;
export const PLATFORMS = Platform.options;

/**
 * §3 Game state of the viewer's character in one league. dailyLikesGiven is the like state's
 * counter (§3 Like state: id, energy, dailyLikesGiven), so the feed's like button can be decided
 * from this one read.
 */
export const GameState = z.object({
  id: Id,
  leagueId: Id,
  followers: z.number().int().nonnegative(),
  energy: z.number().int().min(ENERGY.min).max(ENERGY.max),
  money: z.number(),
  relevance: z.number().min(RELEVANCE.min).max(RELEVANCE.max),
  day: z.number().int().positive(),
  reputation: Reputation,
  unlockedPlatforms: z.array(z.object({ platform: Platform })),
  activeBrandDeals: z.array(ActiveBrandDeal),
  playerName: z.string(),
  avatarUrl: z.string().nullable(),
  realityShowBackground: RealityShowBackground,
  dailyLikesGiven: z.number().int().nonnegative(),
});
export type GameState = z.infer<typeof GameState>;

/** GET /game-state: without a league the server answers for the viewer's most recent character. */
export { OptionalLeagueQuery as GameStateQuery } from './common';

export const FollowerPoint = z.object({
  day: z.number().int().positive(),
  at: DateTime,
  followers: z.number().int().nonnegative(),
});
export type FollowerPoint = z.infer<typeof FollowerPoint>;

/** One character's follower count over time, oldest point first. */
export const FollowerSeries = z.object({
  userId: Id,
  characterId: Id,
  playerName: z.string(),
  avatarUrl: z.string().nullable(),
  points: z.array(FollowerPoint),
});
export type FollowerSeries = z.infer<typeof FollowerSeries>;

/** GET /game-state/history: every character's growth in the league, for the dashboard chart. */
export const GameStateHistoryResponse = z.object({
  leagueId: Id,
  series: z.array(FollowerSeries),
});
export type GameStateHistoryResponse = z.infer<typeof GameStateHistoryResponse>;
