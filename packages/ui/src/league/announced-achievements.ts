/**
 * Which achievements a player has already been told about in a league, whichever screen told
 * them: the studio announces an unlock with the post that earned it, and the dashboard, which
 * reads the achievements list, would otherwise announce it again on the player's return. Kept
 * in localStorage, so a second tab and a reload agree; a browser that refuses storage only
 * loses the memory, never the notice.
 */
const keyOf = (userId: number, leagueId: number) => `il.announced-achievements.${userId}.${leagueId}`;

export function announcedAchievements(userId: number, leagueId: number): ReadonlySet<number> {
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(userId, leagueId)) ?? '[]') as unknown;
    return new Set(Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    return new Set();
  }
}

export function markAchievementsAnnounced(userId: number, leagueId: number, achievementIds: readonly number[]): void {
  if (achievementIds.length === 0) return;
  const next = new Set([...announcedAchievements(userId, leagueId), ...achievementIds]);
  try {
    localStorage.setItem(keyOf(userId, leagueId), JSON.stringify([...next]));
  } catch {
    // Storage full or refused: the notice may come twice, which is better than never.
  }
}
