import type { NotificationKind } from '@il/contracts';
import { isoTime, nextUtcMidnight } from '@il/platform';
import type { NotificationInboxDoc } from '@il/projection-notifications';
import { DEAL_EXPIRY_WARNING_HOURS } from '../rules';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface TimedNotification {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  at: string;
}

export interface TimedNotifications {
  due: TimedNotification[];
  /** When the next one falls due, if any does before the league stops (epoch ms). */
  nextAtMs: number | null;
}

/**
 * What only time brings, derived from the instants the inbox keeps and the rules' constants: a
 * running deal 12 hours before its deadline, the daily challenges' reset at midnight UTC, energy
 * back at full. `nowMs` is the reader's clock; `untilMs` is when the league stopped mattering (its
 * end, completion or cancellation), after which nothing is announced. The same inbox and instants
 * always give the same notifications with the same ids.
 */
export function timedNotifications(inbox: NotificationInboxDoc, nowMs: number, untilMs: number): TimedNotifications {
  const due: TimedNotification[] = [];
  const pending: number[] = [];
  const later = (atMs: number) => {
    if (atMs > nowMs && atMs < untilMs) pending.push(atMs);
  };
  const consider = (atMs: number, make: () => Omit<TimedNotification, 'at'>) => {
    if (atMs >= untilMs) return;
    if (atMs <= nowMs) due.push({ ...make(), at: isoTime(atMs) });
    else later(atMs);
  };

  for (const [dealId, deal] of Object.entries(inbox.deals)) {
    const warnMs = Date.parse(deal.expiresAt) - DEAL_EXPIRY_WARNING_HOURS * HOUR_MS;
    // A deal done (or lost) before the warning's moment never needed one.
    if (warnMs < Date.parse(deal.acceptedAt) || (deal.endedAt !== null && Date.parse(deal.endedAt) <= warnMs)) continue;
    consider(warnMs, () => ({
      id: `${inbox.characterId}-deal_expiring-${dealId}`,
      kind: 'deal_expiring',
      title: `${deal.brandName} deal expires soon`,
      body: `${DEAL_EXPIRY_WARNING_HOURS} hours left to finish its posts and get paid.`,
    }));
  }

  // Only the latest reset is news; the days before it were told on their own day.
  const createdMs = Date.parse(inbox.createdAt);
  const lastMidnight = Math.floor(nowMs / DAY_MS) * DAY_MS;
  if (lastMidnight > createdMs) {
    consider(lastMidnight, () => ({
      id: `${inbox.characterId}-challenges_reset-${new Date(lastMidnight).toISOString().slice(0, 10)}`,
      kind: 'challenges_reset',
      title: 'New daily challenges',
      body: "Today's challenges are ready; yesterday's are gone.",
    }));
  }
  later(nextUtcMidnight(nowMs));

  const fulls = [...inbox.energyFulls, ...(inbox.energyFullAt ? [inbox.energyFullAt] : [])];
  const lastFull = fulls.map(Date.parse).filter((ms) => ms <= nowMs && ms < untilMs).at(-1);
  if (lastFull !== undefined) {
    consider(lastFull, () => ({
      id: `${inbox.characterId}-energy_full-${isoTime(lastFull)}`,
      kind: 'energy_full',
      title: 'Energy full again',
      body: 'Your energy is back at 100. Time to post!',
    }));
  }
  if (inbox.energyFullAt) later(Date.parse(inbox.energyFullAt));

  return { due, nextAtMs: pending.length > 0 ? Math.min(...pending) : null };
}
