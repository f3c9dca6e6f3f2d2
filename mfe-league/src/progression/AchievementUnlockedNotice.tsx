import { useEffect } from 'react';
import { Button } from '@il/ui';
import { achievementIcon, requirementText } from './achievement-progress';
import { dismissUnlock } from './unlock-queue';
import { useCurrentUnlock } from './use-achievement-unlocks';
import './progression.css';

/** Long enough to read a name and a line; the next queued notice follows. */
export const UNLOCK_NOTICE_MS = 6000;

/** §2 "Achievement Unlocked!": the oldest queued unlock, one at a time, until dismissed or timed out. */
export function AchievementUnlockedNotice({ leagueId }: { leagueId: number }) {
  const entry = useCurrentUnlock(leagueId);
  useEffect(() => {
    if (!entry) return;
    const timer = setTimeout(() => dismissUnlock(entry), UNLOCK_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [entry]);
  if (!entry) return null;
  const { achievement } = entry;
  const Icon = achievementIcon(achievement);
  return (
    <div className="unlock-notice" role="status" aria-live="polite" data-testid="achievement-unlocked" key={achievement.id}>
      <div className="unlock-notice__burst" aria-hidden="true">
        <Icon />
      </div>
      <div className="unlock-notice__text">
        <p className="unlock-notice__title">Achievement Unlocked!</p>
        <p className="unlock-notice__name">{achievement.name}</p>
        <p className="unlock-notice__description">{achievement.description || requirementText(achievement)}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={() => dismissUnlock(entry)}>
        Nice!
      </Button>
    </div>
  );
}
