import { isoDay, isoTime } from './iso-time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant as `toISOString` writes it, in UTC ("2026-03-02T10:00:00.000Z"): its day is its first ten characters. */
const isCanonicalIso = (at: string): boolean => at.length === 24 && at.charCodeAt(10) === 84 /* T */ && at.charCodeAt(23) === 90; /* Z */

/**
 * The game's day: the UTC calendar date of an instant ("2026-03-02"). Likes, daily challenges,
 * trending topics, the brand deal marketplace and the relevance fade all turn at the same
 * midnight for every player, wherever they are.
 */
export function utcDayOf(at: string | Date | number): string {
  // The events' and requests' instants are all written so; parsing and writing each again cost
  // about 11,000 instructions a call, and an action asks several times.
  if (typeof at === 'string') return isCanonicalIso(at) ? at.slice(0, 10) : isoDay(Date.parse(at));
  return isoDay(typeof at === 'number' ? at : at.getTime());
}

/** The instant after `at` when utcDayOf next moves: the next midnight UTC, in epoch milliseconds. */
export const nextUtcMidnight = (at: string | Date | number): number => (Math.floor(new Date(at).getTime() / DAY_MS) + 1) * DAY_MS;

/** When a UTC day ends, as an ISO instant: the midnight that begins the next one. */
export const utcDayEnd = (day: string): string => isoTime(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS);
