import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@il/ui';
import { studioKeys } from './query-keys';

export const HISTORY_PAGE_SIZE = 10;

/** The viewer's posts in the league (the server filters them), or everyone's with showAllPlayers. */
export function usePostHistory(leagueId: number, page: number, showAllPlayers: boolean, enabled: boolean) {
  return useQuery({
    queryKey: studioKeys.contentHistory(leagueId, page, showAllPlayers),
    queryFn: () => callApi('contentHistory', { query: { leagueId, page, limit: HISTORY_PAGE_SIZE, showAllPlayers } }),
    enabled,
    // Turning a page or the toggle keeps the old list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
