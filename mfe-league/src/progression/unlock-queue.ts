import type { Achievement } from '@il/contracts';

/**
 * §2: an achievement unlocked after the first load queues an "Achievement Unlocked!" notice,
 * shown one at a time. The first list seen for a player in a league is the baseline (nothing in
 * it is news); it lives for the page's life, so moving between the dashboard and the progression
 * screen neither repeats a notice nor loses one.
 */
export interface QueuedUnlock {
  scope: string;
  achievement: Achievement;
}

const known = new Map<string, Set<number>>();
let queue: readonly QueuedUnlock[] = [];
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** One player in one league: what is already known never depends on another league or account. */
export function unlockScope(userId: number, leagueId: number): string {
  return `${userId}:${leagueId}`;
}

/**
 * Feeds one answer of the achievements list; `announced` are the ones another screen already
 * told the player about (the studio, with the post that earned them), which never queue again.
 * Returns the unlocks it queued.
 */
export function observeAchievements(scope: string, achievements: readonly Achievement[], announced: ReadonlySet<number> = new Set()): readonly Achievement[] {
  const unlocked = achievements.filter((achievement) => achievement.isUnlocked);
  const seen = known.get(scope);
  if (!seen) {
    known.set(scope, new Set(unlocked.map((achievement) => achievement.id)));
    return [];
  }
  const fresh = unlocked.filter((achievement) => !seen.has(achievement.id));
  for (const achievement of fresh) seen.add(achievement.id);
  const news = fresh.filter((achievement) => !announced.has(achievement.id));
  if (news.length === 0) return [];
  queue = [...queue, ...news.map((achievement) => ({ scope, achievement }))];
  emit();
  return news;
}

/** The notice to show now for this scope, if any. */
export function currentUnlock(scope: string): QueuedUnlock | null {
  return queue.find((entry) => entry.scope === scope) ?? null;
}

export function dismissUnlock(entry: QueuedUnlock): void {
  queue = queue.filter((queued) => queued !== entry);
  emit();
}

export function subscribeToUnlocks(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets every baseline and notice (tests start from a fresh page). */
export function resetUnlockQueue(): void {
  known.clear();
  queue = [];
  emit();
}
