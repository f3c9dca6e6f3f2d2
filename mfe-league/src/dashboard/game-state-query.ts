import { queryOptions } from '@tanstack/react-query';
import { ENERGY, type GameState } from '@il/contracts';
import { callApi } from '@il/ui';
import { retryUnlessRefused } from '@il/ui/league';

export const GAME_STATE_KEYS = {
  all: ['game-state'] as const,
  state: (leagueId: number) => ['game-state', 'state', leagueId] as const,
  history: (leagueId: number) => ['game-state', 'history', leagueId] as const,
};

/** §9: energy regenerates while below the cap, so poll often then; at 100 nothing moves on its own. */
export const GAME_STATE_POLL_MS = { regenerating: 30_000, full: 300_000 } as const;

export function gameStatePollInterval(state: GameState | undefined): number {
  return (state?.energy ?? ENERGY.default) < ENERGY.max ? GAME_STATE_POLL_MS.regenerating : GAME_STATE_POLL_MS.full;
}

/** §9 Game state: stale after 120 s, two retries (none for a refusal), polled by energy. */
export const gameStateQuery = (leagueId: number) =>
  queryOptions({
    queryKey: GAME_STATE_KEYS.state(leagueId),
    queryFn: () => callApi('gameState', { query: { leagueId } }),
    staleTime: 120_000,
    retry: retryUnlessRefused,
    refetchInterval: (query) => gameStatePollInterval(query.state.data),
  });

export const followerHistoryQuery = (leagueId: number) =>
  queryOptions({
    queryKey: GAME_STATE_KEYS.history(leagueId),
    queryFn: () => callApi('gameStateHistory', { query: { leagueId } }),
    retry: retryUnlessRefused,
    // The chart moves with the game state: refresh it at the same slow pace.
    refetchInterval: GAME_STATE_POLL_MS.regenerating,
  });
