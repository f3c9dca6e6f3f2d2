import { useEffect, useState } from 'react';
import type { DailyChallenge } from '@il/contracts';

/** §9: the timer badges refresh every minute. */
export const TIMER_REFRESH_MS = 60_000;

/** The current instant, renewed every minute: enough for "Xh Ym left". */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TIMER_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** §2 timer badge: "Expired" once the time is up, else whole hours and minutes left. */
export function timeLeftLabel(expiresAt: Date, now: number): string {
  const left = expiresAt.getTime() - now;
  if (left <= 0) return 'Expired';
  const minutes = Math.floor(left / 60_000);
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m left`;
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

export function formatToday(now: number): string {
  return dayFormat.format(now);
}

/** §2 "New challenges at": when the first challenge runs out, or the coming midnight without any. */
export function nextResetLabel(challenges: readonly DailyChallenge[], now: number): string {
  const first = challenges[0];
  if (first) return timeFormat.format(first.expiresAt);
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return timeFormat.format(midnight);
}
