import type { StandingsByDayEntry } from '@il/contracts';

export type Movement = { kind: 'up' | 'down'; places: number } | { kind: 'same' } | { kind: 'new' } | { kind: 'none' };

/**
 * How a standing moved since the day before (since the hour before, for an hour of a day);
 * nothing to say where nothing came before: day 1, or its first hour.
 */
export function movementOf(entry: Pick<StandingsByDayEntry, 'rank' | 'previousRank'>, day: number, hour: number | null = null): Movement {
  if (day === 1 && !hour) return { kind: 'none' };
  if (entry.previousRank === null) return { kind: 'new' };
  const places = entry.previousRank - entry.rank;
  if (places === 0) return { kind: 'same' };
  return places > 0 ? { kind: 'up', places } : { kind: 'down', places: -places };
}

/** The day's (or hour's) biggest rise and biggest fall (the first in rank order on a tie), if anyone moved. */
export function biggestMoves(standings: readonly StandingsByDayEntry[], day: number, hour: number | null = null) {
  let rise: { entry: StandingsByDayEntry; places: number } | null = null;
  let fall: { entry: StandingsByDayEntry; places: number } | null = null;
  for (const entry of standings) {
    const move = movementOf(entry, day, hour);
    if (move.kind === 'up' && (!rise || move.places > rise.places)) rise = { entry, places: move.places };
    if (move.kind === 'down' && (!fall || move.places > fall.places)) fall = { entry, places: move.places };
  }
  return { rise, fall };
}

export const placesText = (places: number) => `${places} ${places === 1 ? 'place' : 'places'}`;
