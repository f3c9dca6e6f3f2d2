/** §9: a final or leaderboard score shows 2 decimals, its component scores 1 decimal. */
export const formatCompositeScore = (score: number): string => score.toFixed(2);
export const formatComponentScore = (score: number): string => score.toFixed(1);
