import { queryOptions } from '@tanstack/react-query';
import { ENERGY, type GameState } from '@il/contracts';
import { callApi } from '@il/ui';
import { retryUnlessRefused } from './league-queries';

/**
 * The game state's keys, shared by every slice: the page has one QueryClient, so the dashboard, the
 * studio and the feed read and refresh one entry. Everything starts with 'game-state', so one
 * prefix refreshes the state and the follower chart of every league at once.
 */
export const GAME_STATE_KEYS = {
  all: ['game-state'] as const,
  state: (leagueId: number) => ['game-state', 'state', leagueId] as const,
  history: (leagueId: number) => ['game-state', 'history', leagueId] as const,
};

/** §9: energy regenerates while below the cap, so poll often then; at 100 nothing moves on its own. */
export const GAME_STATE_POLL_MS = { regenerating: 30_000, full: 300_000 } as const;
export const GAME_STATE_STALE_MS = 120_000;

export function gameStatePollInterval(state: Pick<GameState, 'energy'> | undefined): number {
  return (state?.energy ?? ENERGY.default) < ENERGY.max ? GAME_STATE_POLL_MS.regenerating : GAME_STATE_POLL_MS.full;
}

/** §9 Game state: stale after 120 s, two retries (none for a refusal such as "no character"), polled by energy. */
export const gameStateQuery = (leagueId: number) =>
  queryOptions({
    queryKey: GAME_STATE_KEYS.state(leagueId),
    queryFn: () => callApi('gameState', { query: { leagueId } }),
    staleTime: GAME_STATE_STALE_MS,
    retry: retryUnlessRefused,
    refetchInterval: (query) => gameStatePollInterval(query.state.data),
  });
