/** One character's raw numbers, as the leaderboard keeps them. */
export interface LeaderRow {
  characterId: number;
  userId: number;
  characterName: string;
  /** As answers carry it (servedAvatarUrl): an inline image is a link to the avatar route. */
  avatarUrl: string | null;
  followers: number;
  money: number;
  relevance: number;
  /** Character creation time; the last tie-breaker. */
  joinedAt: string;
}

export interface RankedRow extends LeaderRow {
  rank: number;
  compositeScore: number;
  followersScore: number;
  moneyScore: number;
  relevanceScore: number;
}

/** Weights of the composite score; they sum to 1, so the composite stays on the 0-100 scale. */
export const SCORE_WEIGHTS = { followers: 0.5, money: 0.3, relevance: 0.2 } as const;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A value as a share of the league's best, on 0-100; nobody scores when the best is zero. */
const normalise = (value: number, best: number) => (best > 0 ? (100 * Math.max(0, value)) / best : 0);

/**
 * Ranks a league: each component is normalised against the league's leader in it (100 = best in
 * the league), the composite is their weighted sum, and ties fall to followers, then money, then
 * whoever created their character first, then the lower character id. Ranks are 1..n, unique.
 */
export function rankRows(rows: readonly LeaderRow[]): RankedRow[] {
  // One pass for the league's best and one new row each: a league is re-ranked at every change of
  // a character's numbers, most actions.
  let bestFollowers = 0;
  let bestMoney = 0;
  let bestRelevance = 0;
  for (const row of rows) {
    if (row.followers > bestFollowers) bestFollowers = row.followers;
    if (row.money > bestMoney) bestMoney = row.money;
    if (row.relevance > bestRelevance) bestRelevance = row.relevance;
  }
  const scored: RankedRow[] = rows.map((row) => {
    const followersScore = round2(normalise(row.followers, bestFollowers));
    const moneyScore = round2(normalise(row.money, bestMoney));
    const relevanceScore = round2(normalise(row.relevance, bestRelevance));
    const compositeScore = round2(
      SCORE_WEIGHTS.followers * followersScore + SCORE_WEIGHTS.money * moneyScore + SCORE_WEIGHTS.relevance * relevanceScore,
    );
    return { ...row, compositeScore, followersScore, moneyScore, relevanceScore, rank: 0 };
  });
  scored.sort(
    (a, b) =>
      b.compositeScore - a.compositeScore ||
      b.followers - a.followers ||
      b.money - a.money ||
      // ISO instants of one form order as text; localeCompare asked the collator at every tie.
      (a.joinedAt < b.joinedAt ? -1 : a.joinedAt > b.joinedAt ? 1 : 0) ||
      a.characterId - b.characterId,
  );
  // The rows are this call's own: ranked in place.
  for (let index = 0; index < scored.length; index += 1) scored[index]!.rank = index + 1;
  return scored;
}
