import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@il/ui';
import { socialKeys } from '../query-keys';
import { applyLeagueEvent } from './apply-league-event';
import { subscribeLeagueEvents } from './league-event-stream';

/**
 * Keeps the league's feed and chat caches live from the league event stream while a screen of the
 * league is open. Answers whether the stream is open, so the screens can poll less meanwhile.
 */
export function useLeagueEvents(leagueId: number): { live: boolean } {
  const queryClient = useQueryClient();
  const auth = useAuth();
  const viewerId = auth.user?.id ?? null;
  const [live, setLive] = useState(false);

  useEffect(() => {
    const unsubscribe = subscribeLeagueEvents(leagueId, {
      onEvent: (event) => applyLeagueEvent(queryClient, leagueId, event, viewerId),
      onStatus: (open, reconnected) => {
        setLive(open);
        // Whatever happened while the stream was down was never pushed: ask once.
        if (reconnected) {
          void queryClient.invalidateQueries({ queryKey: socialKeys.chat(leagueId) });
          void queryClient.invalidateQueries({ queryKey: socialKeys.feed(leagueId) });
        }
      },
    });
    return () => {
      unsubscribe();
      setLive(false);
    };
  }, [leagueId, queryClient, viewerId]);

  return { live };
}
