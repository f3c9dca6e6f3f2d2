import { useEffect, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@il/ui';
import { announcedAchievements, markAchievementsAnnounced } from '@il/ui/league';
import { achievementsQuery } from './progression-queries';
import { currentUnlock, observeAchievements, subscribeToUnlocks, unlockScope, type QueuedUnlock } from './unlock-queue';

/** Reads the achievements and feeds every answer to the unlock queue; answers the query too. */
export function useAchievementsWatch(leagueId: number) {
  const { user } = useAuth();
  const achievements = useQuery({ ...achievementsQuery(leagueId), enabled: user !== null });
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId === null || !achievements.data) return;
    const queued = observeAchievements(unlockScope(userId, leagueId), achievements.data, announcedAchievements(userId, leagueId));
    markAchievementsAnnounced(userId, leagueId, queued.map((achievement) => achievement.id));
  }, [userId, leagueId, achievements.data]);
  return achievements;
}

/** The unlock notice to show now in this league, if any. */
export function useCurrentUnlock(leagueId: number): QueuedUnlock | null {
  const { user } = useAuth();
  const scope = user ? unlockScope(user.id, leagueId) : null;
  return useSyncExternalStore(subscribeToUnlocks, () => (scope ? currentUnlock(scope) : null));
}
