import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@il/ui';
import { retryUnlessRefused } from '@il/ui/league';

/** Under 'brand-deals', the prefix the studio refreshes after a post (posts deliver deals). */
export const DEAL_KEYS = {
  all: ['brand-deals'] as const,
  available: (leagueId: number) => ['brand-deals', 'available', leagueId] as const,
  active: (leagueId: number) => ['brand-deals', 'active', leagueId] as const,
};

/** §6: brand deal queries run only once the visitor is known to be signed in. */
export const availableDealsQuery = (leagueId: number, authenticated: boolean) =>
  queryOptions({
    queryKey: DEAL_KEYS.available(leagueId),
    queryFn: () => callApi('availableBrandDeals', { query: { leagueId } }),
    retry: retryUnlessRefused,
    enabled: authenticated,
  });

export const activeDealsQuery = (leagueId: number, authenticated: boolean) =>
  queryOptions({
    queryKey: DEAL_KEYS.active(leagueId),
    queryFn: () => callApi('activeBrandDeals', { query: { leagueId } }),
    retry: retryUnlessRefused,
    enabled: authenticated,
  });
