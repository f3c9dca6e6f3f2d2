import { useQuery } from '@tanstack/react-query';
import type { ContentType } from '@il/contracts';
import { callApi } from '@il/ui';
import { studioKeys } from './query-keys';

/** The active cards of one content type. */
export function useContentOptions(leagueId: number, contentType: ContentType) {
  return useQuery({
    queryKey: studioKeys.contentOptions(leagueId, contentType),
    queryFn: () => callApi('contentOptions', { query: { leagueId, contentType } }),
  });
}
