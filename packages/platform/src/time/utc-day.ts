const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The game's day: the UTC calendar date of an instant ("2026-03-02"). Likes, daily challenges,
 * trending topics, the brand deal marketplace and the relevance fade all turn at the same
 * midnight for every player, wherever they are.
 */
export const utcDayOf = (at: string | Date | number): string => new Date(at).toISOString().slice(0, 10);

/** The instant after `at` when utcDayOf next moves: the next midnight UTC, in epoch milliseconds. */
export const nextUtcMidnight = (at: string | Date | number): number => (Math.floor(new Date(at).getTime() / DAY_MS) + 1) * DAY_MS;

/** When a UTC day ends, as an ISO instant: the midnight that begins the next one. */
export const utcDayEnd = (day: string): string => new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString();
