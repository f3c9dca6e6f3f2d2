import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@il/ui';
import { GAME_STATE_KEYS, GAME_STATE_POLL_MS, retryUnlessRefused } from '@il/ui/league';

export const followerHistoryQuery = (leagueId: number) =>
  queryOptions({
    queryKey: GAME_STATE_KEYS.history(leagueId),
    queryFn: () => callApi('gameStateHistory', { query: { leagueId } }),
    retry: retryUnlessRefused,
    // The chart moves with the game state: refresh it at the same slow pace.
    refetchInterval: GAME_STATE_POLL_MS.regenerating,
  });
