import type {
  AchievementEvent,
  BrandDealCompleted,
  ChallengeRewardClaimed,
  CharacterCreated,
  CharacterStatsChanged,
  ContentPosted,
  MilestoneMetricValue,
  ReputationValues,
} from '@il/events';
import { docKey, type DocChange, type ProjectionDefinition, type ReadDoc } from '@il/platform';

/**
 * One document per character: the values milestones count, the reputation achievements read, and
 * what has been unlocked and reached (with when). Unlocking itself is decided on the character
 * stream (AchievementUnlocked, MilestoneReached); this model only shows it.
 */
export interface ProgressionDoc extends ReadDoc {
  characterId: number;
  leagueId: number;
  userId: number;
  metrics: Record<MilestoneMetricValue, number>;
  reputation: ReputationValues;
  achievements: Record<string, string>;
  milestones: Record<string, string>;
}

export const PROGRESSION = 'progression';

const EVENT_TYPES = [
  'CharacterCreated',
  'CharacterStatsChanged',
  'ContentPosted',
  'BrandDealCompleted',
  'ChallengeRewardClaimed',
  'AchievementUnlocked',
  'MilestoneReached',
] as const;

type Handled = CharacterCreated | CharacterStatsChanged | ContentPosted | BrandDealCompleted | ChallengeRewardClaimed | AchievementEvent;

const count = (doc: ProgressionDoc, metric: MilestoneMetricValue): ProgressionDoc => ({
  ...doc,
  metrics: { ...doc.metrics, [metric]: doc.metrics[metric] + 1 },
});

export const achievementsProjection: ProjectionDefinition = {
  name: 'achievements',
  collections: [{ name: PROGRESSION, indexes: [['leagueId', 'userId']] }],
  eventTypes: EVENT_TYPES,
  refs: (event) => [{ collection: PROGRESSION, id: String((event.data as { characterId: number }).characterId) }],
  evolve(docs, event): DocChange[] {
    const e = event as unknown as Handled;
    const id = String(e.data.characterId);
    const current = docs.get(docKey(PROGRESSION, id)) as ProgressionDoc | null | undefined;
    const put = (doc: ProgressionDoc | Omit<ProgressionDoc, '_position'>): DocChange[] => [{ collection: PROGRESSION, id, doc }];
    if (e.type === 'CharacterCreated') {
      const d = e.data;
      return put({
        _id: id,
        characterId: d.characterId,
        leagueId: d.leagueId,
        userId: d.userId,
        metrics: { followers: d.stats.followers, money: d.stats.money, posts: 0, brand_deals_completed: 0, challenges_completed: 0 },
        reputation: { ...d.stats.reputation },
        achievements: {},
        milestones: {},
      });
    }
    if (!current) return [];
    switch (e.type) {
      case 'CharacterStatsChanged': {
        const { stats } = e.data;
        return put({ ...current, metrics: { ...current.metrics, followers: stats.followers, money: stats.money }, reputation: { ...stats.reputation } });
      }
      case 'ContentPosted':
        return put(count(current, 'posts'));
      case 'BrandDealCompleted':
        return put(count(current, 'brand_deals_completed'));
      case 'ChallengeRewardClaimed':
        return put(count(current, 'challenges_completed'));
      case 'AchievementUnlocked':
        if (current.achievements[String(e.data.achievementId)]) return [];
        return put({ ...current, achievements: { ...current.achievements, [String(e.data.achievementId)]: e.data.unlockedAt } });
      case 'MilestoneReached':
        if (current.milestones[String(e.data.milestoneId)]) return [];
        return put({ ...current, milestones: { ...current.milestones, [String(e.data.milestoneId)]: e.data.reachedAt } });
      default:
        return [];
    }
  },
};
