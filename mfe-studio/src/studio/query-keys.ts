import type { QueryKey } from '@tanstack/react-query';
import type { ContentType } from '@il/contracts';
import { GAME_STATE_KEYS } from '@il/ui/league';

/**
 * The studio's React Query keys. Every slice shares one QueryClient, so data other slices also
 * show keeps the keys of @il/ui/league (the league and the game state), and a visit to the
 * dashboard warms the studio and the other way round.
 */
export const studioKeys = {
  contentOptions: (leagueId: number, contentType: ContentType) => ['content', 'options', leagueId, contentType] as const,
  trendingTopics: (leagueId: number) => ['content', 'trending', leagueId] as const,
  contentHistory: (leagueId: number, page: number, showAllPlayers: boolean) => ['content', 'history', leagueId, page, showAllPlayers] as const,
};

/**
 * §4 Post success refreshes the game state (with and without a league, and the follower chart),
 * content history, trending topics and achievements. A post also moves the leaderboard and the
 * feed, counts toward daily challenges, brand deals and milestones, and may start a scandal, so
 * those screens refresh as well. Prefixes: each reaches every league and page of its kind.
 */
export const REFRESHED_AFTER_POSTING: readonly QueryKey[] = [
  GAME_STATE_KEYS.all,
  ['content', 'history'],
  ['content', 'trending'],
  ['progression'],
  ['leagues', 'leaderboard'],
  ['feed'],
  ['challenges'],
  ['brand-deals'],
  ['scandals'],
];
