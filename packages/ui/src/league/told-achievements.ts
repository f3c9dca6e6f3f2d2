/**
 * The achievements one slice of the page has already announced to a player in a league: the
 * studio tells an unlock on the notices after its post, and the dashboard, watching the same
 * achievements, must not tell it again. One module for every slice (@il/ui is a shared
 * singleton); it lives for the page's life, as the announcements do.
 */
const told = new Map<string, Set<number>>();

const scopeOf = (userId: number, leagueId: number) => `${userId}:${leagueId}`;

export function markAchievementsTold(userId: number, leagueId: number, achievementIds: readonly number[]): void {
  if (achievementIds.length === 0) return;
  const scope = scopeOf(userId, leagueId);
  const ids = told.get(scope) ?? new Set<number>();
  for (const id of achievementIds) ids.add(id);
  told.set(scope, ids);
}

export function achievementWasTold(userId: number, leagueId: number, achievementId: number): boolean {
  return told.get(scopeOf(userId, leagueId))?.has(achievementId) ?? false;
}

/** Forgets every announcement (tests start from a fresh page). */
export function forgetToldAchievements(): void {
  told.clear();
}
