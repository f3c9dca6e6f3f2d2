import { useEffect, useRef, useState } from 'react';
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
  // Read at each event: the session settling must not reopen the stream.
  const viewerId = useRef<number | null>(auth.user?.id ?? null);
  useEffect(() => {
    viewerId.current = auth.user?.id ?? null;
  }, [auth.user?.id]);
  const [live, setLive] = useState(false);

  useEffect(() => {
    const unsubscribe = subscribeLeagueEvents(leagueId, {
      onEvent: (event) => applyLeagueEvent(queryClient, leagueId, event, viewerId.current),
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
  }, [leagueId, queryClient]);

  return { live };
}
