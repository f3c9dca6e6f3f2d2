import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationsResponse } from '@il/contracts';
import { ApiError, callApi } from '@il/ui';
import { useEffect } from 'react';

export const notificationsKey = (leagueId: number) => ['notifications', leagueId] as const;

/** The live stream brings the news sooner; this poll only covers a stream that is down. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** A league without the viewer's character has no notifications to ask for again. */
const retryUnlessRefused = (failures: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && failures < 2;

/**
 * The viewer's notifications in a league. The answer names when the next time-based one falls
 * due (a deal's warning, midnight, energy full), and the list is asked for again at that moment.
 */
export function useNotifications(leagueId: number) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: notificationsKey(leagueId),
    queryFn: () => callApi('notifications', { query: { leagueId } }),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    retry: retryUnlessRefused,
  });
  const nextAt = query.data?.nextAt?.getTime() ?? null;
  useEffect(() => {
    if (nextAt === null) return;
    // Timers beyond ~24.8 days overflow; the poll carries anything that far off.
    const delay = Math.min(Math.max(0, nextAt - Date.now()) + 1_000, 2 ** 31 - 1);
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: notificationsKey(leagueId) }), delay);
    return () => clearTimeout(timer);
  }, [nextAt, leagueId, queryClient]);
  return query;
}

export function useMarkNotificationsRead(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (readThrough: Date) => callApi('markNotificationsRead', { body: { leagueId, readThrough } }),
    onSuccess: ({ unreadCount, readThrough }) => {
      const upTo = readThrough?.getTime() ?? -Infinity;
      queryClient.setQueryData<NotificationsResponse>(notificationsKey(leagueId), (data) =>
        data && { ...data, unreadCount, notifications: data.notifications.map((n) => ({ ...n, read: n.read || n.at.getTime() <= upTo })) },
      );
      void queryClient.invalidateQueries({ queryKey: notificationsKey(leagueId) });
    },
  });
}
