import type { ReadDoc } from '@il/platform';
import type { LeaderRow } from '@il/projection-leaderboard';

/** What a notification is about; each kind opens one league screen. */
export type NotificationKind = 'scandal' | 'achievement' | 'rival_passed' | 'deal_expiring' | 'challenges_reset' | 'energy_full';

/**
 * One notification that an event decided (a scandal broke, an achievement unlocked, a rival
 * passed the character). `position` is the deciding event's, so a live push finds the players
 * an event notified with one indexed lookup.
 */
export interface NotificationDoc extends ReadDoc {
  characterId: number;
  leagueId: number;
  userId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  at: string;
  position: number;
}

/** A brand deal as the expiry warning needs it; `endedAt` once it was completed or expired. */
export interface InboxDeal {
  brandName: string;
  acceptedAt: string;
  expiresAt: string;
  endedAt: string | null;
}

/**
 * One document per character: what the time-based notifications are derived from when read
 * (deals running out, the daily challenges' reset, energy full again) and how far the player has
 * read. Nothing here looks at a clock; the instants are the events' own.
 */
export interface NotificationInboxDoc extends ReadDoc {
  characterId: number;
  leagueId: number;
  userId: number;
  createdAt: string;
  /** Everything at or before this instant is read; null while nothing is. */
  readThrough: string | null;
  /** When the current stats reach full energy by regeneration alone; null at full energy. */
  energyFullAt: string | null;
  /** The instants energy did become full again, oldest first (the last few). */
  energyFulls: string[];
  deals: Record<string, InboxDeal>;
}

/** Per league: the numbers the leaderboard ranks by, to tell who passed whom. */
export interface NotificationStandingsDoc extends ReadDoc {
  leagueId: number;
  final: boolean;
  rows: LeaderRow[];
}

export const NOTIFICATIONS = 'notifications';
export const NOTIFICATION_INBOXES = 'notification_inboxes';
export const NOTIFICATION_STANDINGS = 'notification_standings';

/** How many energy-full instants an inbox keeps: only the latest is ever worth telling. */
export const ENERGY_FULLS_KEPT = 3;
