import type { LeagueEvent } from '@il/contracts';
import type { ReadStoreReader, RecordedEvent } from '@il/platform';
import { NOTIFICATIONS, type NotificationDoc } from '@il/projection-notifications';

/** The stored events that may notify someone (a stat change may mean a rival passed). */
export const NOTIFYING_EVENT_TYPES: ReadonlySet<string> = new Set(['ScandalTriggered', 'AchievementUnlocked', 'CharacterStatsChanged', 'NotificationsRead']);

export function leagueOfNotifying(event: RecordedEvent): number | null {
  if (!NOTIFYING_EVENT_TYPES.has(event.type)) return null;
  const leagueId = (event.data as { leagueId?: unknown }).leagueId;
  return typeof leagueId === 'number' ? leagueId : null;
}

export interface NotificationPush {
  userIds: number[];
  event: LeagueEvent;
}

/**
 * Who must hear that their notifications changed, read from the notifications read model once it
 * shows the event: the players it notified, or (a read mark) the reader's other tabs. Null when
 * the event notified nobody.
 */
export async function notificationPushOf(read: ReadStoreReader, recorded: RecordedEvent): Promise<NotificationPush | null> {
  const leagueId = leagueOfNotifying(recorded);
  if (leagueId === null) return null;
  const event: LeagueEvent = { event: 'notifications.changed', data: { leagueId } };
  if (recorded.type === 'NotificationsRead') return { userIds: [(recorded.data as { userId: number }).userId], event };
  const notified = await read.find<NotificationDoc>(NOTIFICATIONS, { position: recorded.position }, { limit: 100 });
  const userIds = [...new Set(notified.items.map((doc) => doc.userId))];
  return userIds.length > 0 ? { userIds, event } : null;
}
