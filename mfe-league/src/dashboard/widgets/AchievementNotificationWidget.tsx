import { AchievementUnlockedNotice } from '../../progression/AchievementUnlockedNotice';
import { useAchievementsWatch } from '../../progression/use-achievement-unlocks';
import type { DashboardWidgetProps } from './widget-props';

/**
 * The "Achievement Unlocked!" notification: the dashboard watches the achievements too, so an
 * unlock that happens while the player looks at it (or since the last look) is announced here.
 */
export function AchievementNotificationWidget({ leagueId }: DashboardWidgetProps) {
  useAchievementsWatch(leagueId);
  return <AchievementUnlockedNotice leagueId={leagueId} />;
}
