import type { DashboardWidgetProps } from './widget-props';

/**
 * The "Achievement Unlocked!" notification slot. It has nothing to show until an achievement
 * unlocks while the player watches; the progression screens own that queue.
 */
export function AchievementNotificationWidget(_props: DashboardWidgetProps) {
  return null;
}
