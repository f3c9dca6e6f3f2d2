import { useQuery } from '@tanstack/react-query';
import { ENERGY, type GameState } from '@il/contracts';
import { callApi } from '@il/ui';
import { studioKeys } from './query-keys';
import { retryUnlessRefused } from '@il/ui/league';

/** §9 Game state: stale after 120 s, 2 retries, polled every 30 s below full energy, 300 s at full. */
export const GAME_STATE_QUERY = { staleTime: 120_000, pollBelowFull: 30_000, pollAtFull: 300_000 } as const;

export function gameStatePollInterval(state: Pick<GameState, 'energy'> | undefined): number {
  return (state?.energy ?? ENERGY.default) < ENERGY.max ? GAME_STATE_QUERY.pollBelowFull : GAME_STATE_QUERY.pollAtFull;
}

export function useGameState(leagueId: number, enabled: boolean) {
  return useQuery({
    queryKey: studioKeys.gameState(leagueId),
    queryFn: () => callApi('gameState', { query: { leagueId } }),
    enabled,
    staleTime: GAME_STATE_QUERY.staleTime,
    retry: retryUnlessRefused,
    refetchInterval: (query) => gameStatePollInterval(query.state.data),
  });
}
