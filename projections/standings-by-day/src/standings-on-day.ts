import { rankRows, type LeaderRow, type RankedRow } from '@il/projection-leaderboard';
import type { CharacterDaysDoc, DayValuesDoc } from './standings-by-day-projection';

export interface DayStanding extends RankedRow {
  /** Rank at the end of the day before; null on day 1 and for a character created on the day. */
  previousRank: number | null;
}

/** The character's numbers at the end of `day`: those of the last day on or before it. */
function valuesAt(days: readonly DayValuesDoc[], day: number): DayValuesDoc | undefined {
  let found: DayValuesDoc | undefined;
  for (const values of days) {
    if (values.day > day) break;
    found = values;
  }
  return found;
}

/** The leaderboard as it stood at the end of `day`: every character created by then, ranked. */
export function rankOnDay(characters: readonly CharacterDaysDoc[], day: number): RankedRow[] {
  const rows: LeaderRow[] = characters.flatMap((character) => {
    const values = valuesAt(character.days, day);
    if (!values) return [];
    const { characterId, userId, characterName, avatarUrl, joinedAt } = character;
    return [{ characterId, userId, characterName, avatarUrl, joinedAt, followers: values.followers, money: values.money, relevance: values.relevance }];
  });
  return rankRows(rows);
}

/** The standings at the end of `day`, each with its rank the day before (who rose, who fell). */
export function standingsOnDay(characters: readonly CharacterDaysDoc[], day: number): DayStanding[] {
  const before = day > 1 ? new Map(rankOnDay(characters, day - 1).map((row) => [row.characterId, row.rank])) : new Map<number, number>();
  return rankOnDay(characters, day).map((row) => ({ ...row, previousRank: before.get(row.characterId) ?? null }));
}
