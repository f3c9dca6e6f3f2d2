import { rankRows, type LeaderRow, type RankedRow } from '@il/projection-leaderboard';
import type { CharacterDaysDoc, DayValuesDoc, StandingValues } from './standings-by-day-projection';

export interface DayStanding extends RankedRow {
  /**
   * Rank at the end of the day before (of the hour before, for an hour's standings); null on day 1
   * (at its first hour) and for a character created since.
   */
  previousRank: number | null;
}

/**
 * The character's numbers at the end of `day` (of its `hour`, when given): those of the last day
 * on or before it, and within the day itself the last hour at or before `hour`. A day kept
 * without its hours is known only at its end.
 */
function valuesAt(days: readonly DayValuesDoc[], day: number, hour?: number): StandingValues | undefined {
  let found: StandingValues | undefined;
  for (const values of days) {
    if (values.day > day) break;
    if (values.day < day || hour === undefined || !values.hours) {
      found = values;
      continue;
    }
    for (const within of values.hours) {
      if (within.hour > hour) break;
      found = within;
    }
  }
  return found;
}

/** The leaderboard as it stood at the end of `day` (or of its `hour`): every character created by then, ranked. */
export function rankOnDay(characters: readonly CharacterDaysDoc[], day: number, hour?: number): RankedRow[] {
  const rows: LeaderRow[] = characters.flatMap((character) => {
    const values = valuesAt(character.days, day, hour);
    if (!values) return [];
    const { characterId, userId, characterName, avatarUrl, joinedAt } = character;
    return [{ characterId, userId, characterName, avatarUrl, joinedAt, followers: values.followers, money: values.money, relevance: values.relevance }];
  });
  return rankRows(rows);
}

/**
 * The standings at the end of `day`, each with its rank the day before (who rose, who fell); with
 * `hour`, at the end of that hour of the day, each with its rank an hour before.
 */
export function standingsOnDay(characters: readonly CharacterDaysDoc[], day: number, hour?: number): DayStanding[] {
  const earlier = hour === undefined ? (day > 1 ? rankOnDay(characters, day - 1) : []) : hour > 0 ? rankOnDay(characters, day, hour - 1) : day > 1 ? rankOnDay(characters, day - 1) : [];
  const before = new Map(earlier.map((row) => [row.characterId, row.rank]));
  return rankOnDay(characters, day, hour).map((row) => ({ ...row, previousRank: before.get(row.characterId) ?? null }));
}
