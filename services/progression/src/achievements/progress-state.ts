import type { AchievementEvent, ContentPosted } from '@il/events';

export interface ProgressState {
  /** Unlock instants by achievement id. */
  achievements: Readonly<Record<string, string>>;
  /** Reach instants by milestone id. */
  milestones: Readonly<Record<string, string>>;
  posts: number;
}

export const initialProgressState: ProgressState = { achievements: {}, milestones: {}, posts: 0 };

export function evolveProgress(state: ProgressState, event: AchievementEvent | ContentPosted): ProgressState {
  switch (event.type) {
    case 'AchievementUnlocked':
      return { ...state, achievements: { ...state.achievements, [String(event.data.achievementId)]: event.data.unlockedAt } };
    case 'MilestoneReached':
      return { ...state, milestones: { ...state.milestones, [String(event.data.milestoneId)]: event.data.reachedAt } };
    case 'ContentPosted':
      return { ...state, posts: state.posts + 1 };
    default:
      return state;
  }
}
