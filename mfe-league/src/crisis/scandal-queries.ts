import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@il/ui';
import { retryUnlessRefused } from '@il/ui/league';

/**
 * Under 'scandals', the prefix the studio refreshes after every post (a post may set one off), so
 * the crisis screen and the dashboard banner learn about a new scandal without polling for it.
 */
export const SCANDAL_KEYS = {
  all: ['scandals'] as const,
  active: (leagueId: number) => ['scandals', 'active', leagueId] as const,
  history: (leagueId: number) => ['scandals', 'history', leagueId] as const,
};

// A scandal waits 36 hours; a minute's staleness costs nothing and spares the banner a call per visit.
const SCANDALS_STALE_MS = 60_000;

export const activeScandalsQuery = (leagueId: number) =>
  queryOptions({
    queryKey: SCANDAL_KEYS.active(leagueId),
    queryFn: () => callApi('activeScandals', { query: { leagueId } }),
    staleTime: SCANDALS_STALE_MS,
    retry: retryUnlessRefused,
  });

/** §6: the history is asked for only once the visitor is known to be signed in. */
export const scandalHistoryQuery = (leagueId: number, authenticated: boolean) =>
  queryOptions({
    queryKey: SCANDAL_KEYS.history(leagueId),
    queryFn: () => callApi('scandalHistory', { query: { leagueId } }),
    staleTime: SCANDALS_STALE_MS,
    retry: retryUnlessRefused,
    enabled: authenticated,
  });
