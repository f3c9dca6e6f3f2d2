import { z } from 'zod';
import { DateTime, Id } from './common';

/**
 * The league's own voice (ours, beyond the spec): what happened to the viewer's character, newest
 * first. Each kind opens one league screen (`NOTIFICATION_SCREENS`).
 */
export const NotificationKind = z.enum(['scandal', 'achievement', 'rival_passed', 'deal_expiring', 'challenges_reset', 'energy_full']);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** The league page each kind sends the player to (a segment of /leagues/{id}/…, '' the dashboard). */
export const NOTIFICATION_SCREENS: Record<NotificationKind, string> = {
  scandal: 'crisis',
  achievement: 'progression',
  rival_passed: 'leaderboard',
  deal_expiring: 'brand-deals',
  challenges_reset: 'challenges',
  energy_full: 'create-content',
};

export const Notification = z.object({
  /** Stable: the same notification has the same id on every read and after a rebuild. */
  id: z.string(),
  kind: NotificationKind,
  title: z.string(),
  body: z.string(),
  at: DateTime,
  read: z.boolean(),
});
export type Notification = z.infer<typeof Notification>;

/** How many notifications a list holds at most (the newest). */
export const NOTIFICATIONS_LISTED = 30;

/**
 * GET /progression/notifications?leagueId. `unreadCount` counts every unread one, listed or not;
 * `nextAt` is when the next time-based notification falls due (null when none is pending), so a
 * client can ask again then.
 */
export const NotificationsResponse = z.object({
  notifications: z.array(Notification),
  unreadCount: z.number().int().nonnegative(),
  nextAt: DateTime.nullable(),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;

/**
 * POST /progression/notifications/read: everything up to `readThrough` (the time of the newest
 * notification the player saw) is read. A later instant than the server's clock counts as now.
 */
export const MarkNotificationsReadRequest = z.object({ leagueId: Id, readThrough: DateTime });
export type MarkNotificationsReadRequest = z.infer<typeof MarkNotificationsReadRequest>;

export const MarkNotificationsReadResponse = z.object({ unreadCount: z.number().int().nonnegative(), readThrough: DateTime.nullable() });
export type MarkNotificationsReadResponse = z.infer<typeof MarkNotificationsReadResponse>;
