import { useQuery } from '@tanstack/react-query';
import { ENERGY } from '@il/contracts';
import { callApi } from '@il/ui';
import { retryUnlessRefused } from '@il/ui/league';
import { GAME_STATE_POLLING } from '../live/polling';
import { socialKeys } from '../query-keys';

/** The viewer's character in the league: energy and today's likes decide the like buttons. */
export function useGameState(leagueId: number) {
  return useQuery({
    queryKey: socialKeys.gameState(leagueId),
    queryFn: () => callApi('gameState', { query: { leagueId } }),
    staleTime: GAME_STATE_POLLING.staleMs,
    // §9's two retries, but none for a refusal such as "no character in this league".
    retry: retryUnlessRefused,
    refetchInterval: (query) =>
      (query.state.data?.energy ?? ENERGY.default) < ENERGY.max ? GAME_STATE_POLLING.regeneratingMs : GAME_STATE_POLLING.fullMs,
  });
}
