import { NOTIFICATIONS_LISTED, type Notification, type NotificationsResponse } from '@il/contracts';
import type { Clock, ReadStoreReader } from '@il/platform';
import type { LeagueDoc } from '@il/projection-leagues';
import {
  NOTIFICATION_INBOXES,
  NOTIFICATIONS,
  type NotificationDoc,
  type NotificationInboxDoc,
} from '@il/projection-notifications';
import { viewerIn } from '../shared/viewer';
import { timedNotifications } from './timed-notifications';

/** When the league stopped bringing news: its end date, or when it was completed or cancelled if sooner. */
export function leagueStopMs(league: Pick<LeagueDoc, 'endDate' | 'completedAt' | 'cancelledAt'>): number {
  const stops = [league.endDate, league.completedAt, league.cancelledAt].filter((at): at is string => typeof at === 'string').map(Date.parse);
  return Math.min(...stops);
}

const isUnread = (at: string, readThrough: string | null) => readThrough === null || at > readThrough;

/**
 * The viewer's notifications in one league: the stored ones (scandals, achievements, rivals)
 * and the time-based ones derived now, newest first, with how many are unread.
 */
export function notificationQueries(deps: { read: ReadStoreReader; clock: Clock }) {
  const { read, clock } = deps;

  async function list(userId: number, leagueId: number): Promise<NotificationsResponse> {
    const now = clock.now();
    const { league, character } = await viewerIn(read, leagueId, userId);
    const inbox = await read.get<NotificationInboxDoc>(NOTIFICATION_INBOXES, String(character.characterId));
    const readThrough = inbox?.readThrough ?? null;
    const [stored, storedUnread] = await Promise.all([
      read.find<NotificationDoc>(NOTIFICATIONS, { characterId: character.characterId }, { sort: { field: 'at', direction: -1 }, limit: NOTIFICATIONS_LISTED }),
      read.count(NOTIFICATIONS, { characterId: character.characterId, at: { $gt: readThrough ?? '' } }),
    ]);
    const timed = inbox ? timedNotifications(inbox, now.getTime(), leagueStopMs(league)) : { due: [], nextAtMs: null };
    const notifications: Notification[] = [...stored.items.map(({ _id, kind, title, body, at }) => ({ id: _id, kind, title, body, at })), ...timed.due]
      .sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1))
      .slice(0, NOTIFICATIONS_LISTED)
      .map((item) => ({ ...item, at: new Date(item.at), read: !isUnread(item.at, readThrough) }));
    return {
      notifications,
      unreadCount: storedUnread + timed.due.filter((item) => isUnread(item.at, readThrough)).length,
      nextAt: timed.nextAtMs === null ? null : new Date(timed.nextAtMs),
    };
  }

  return { list };
}
