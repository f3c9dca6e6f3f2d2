import { queryOptions } from '@tanstack/react-query';
import type { StandingsByDayResponse } from '@il/contracts';
import { callApi } from '@il/ui';
import { LEAGUE_QUERY_KEYS, retryUnlessRefused } from '@il/ui/league';
import { LEADERBOARD_POLL_MS } from './leaderboard-query';

/**
 * One day of the season replayed (one hour of it, with `hour`); `latest` asks for the latest day
 * (today while in play), which also tells how many days there are. Today moves with the leaderboard's poll; a settled day
 * never changes, so once read it is never asked for again. The key sits under the leaderboard's,
 * so whatever refreshes the leaderboard (a post, a claim) refreshes the replay too.
 */
export const standingsByDayQuery = (leagueId: number, day: number | 'latest', hour: number | null = null) =>
  queryOptions({
    queryKey: [...LEAGUE_QUERY_KEYS.leaderboard(leagueId), 'by-day', day, hour] as const,
    queryFn: () => callApi('standingsByDay', { query: { leagueId, ...(day === 'latest' ? {} : { day }), ...(hour === null ? {} : { hour }) } }),
    retry: retryUnlessRefused,
    staleTime: (query) => ((query.state.data as StandingsByDayResponse | undefined)?.settled ? Infinity : LEADERBOARD_POLL_MS),
    refetchInterval: (query) => ((query.state.data as StandingsByDayResponse | undefined)?.settled ? false : LEADERBOARD_POLL_MS),
  });
