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
  const best = {
    followers: Math.max(0, ...rows.map((r) => r.followers)),
    money: Math.max(0, ...rows.map((r) => r.money)),
    relevance: Math.max(0, ...rows.map((r) => r.relevance)),
  };
  const scored = rows.map((row) => {
    const followersScore = round2(normalise(row.followers, best.followers));
    const moneyScore = round2(normalise(row.money, best.money));
    const relevanceScore = round2(normalise(row.relevance, best.relevance));
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
      a.joinedAt.localeCompare(b.joinedAt) ||
      a.characterId - b.characterId,
  );
  return scored.map((row, index) => ({ ...row, rank: index + 1 }));
}
