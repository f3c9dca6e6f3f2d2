import { rankRows, type LeaderRow } from '@il/projection-leaderboard';

export interface RivalPass {
  /** The character who was passed. */
  passed: LeaderRow;
  /** Its rank once passed. */
  rankNow: number;
}

/**
 * Whom `moverId` overtook when its numbers changed from `before` to `after`: the characters ranked
 * above it before and below it after, as the leaderboard ranks them. Others the same change
 * reorders among themselves (the scores are shares of the league's best) are not its doing.
 */
export function rivalPasses(before: readonly LeaderRow[], after: readonly LeaderRow[], moverId: number): RivalPass[] {
  const rankedBefore = new Map(rankRows(before).map((row) => [row.characterId, row.rank]));
  const rankedAfter = rankRows(after);
  const rankAfter = new Map(rankedAfter.map((row) => [row.characterId, row.rank]));
  const moverBefore = rankedBefore.get(moverId);
  const moverAfter = rankAfter.get(moverId);
  if (moverBefore === undefined || moverAfter === undefined || moverAfter >= moverBefore) return [];
  return rankedAfter
    .filter((row) => row.characterId !== moverId)
    .filter((row) => (rankedBefore.get(row.characterId) ?? Infinity) < moverBefore && row.rank > moverAfter)
    .map((row) => ({ passed: row, rankNow: row.rank }));
}
