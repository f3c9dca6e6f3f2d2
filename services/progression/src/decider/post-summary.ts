import type { ConsequencesOfPost } from '@il/contracts';
import type {
  AchievementUnlocked,
  BrandDealCompleted,
  BrandDealProgressed,
  CharacterPlatformUnlocked,
  CharacterStatsChanged,
  ContentPosted,
  MilestoneReached,
  ScandalTriggered,
} from '@il/events';
import { utcDayOf } from '@il/platform';
import { ACHIEVEMENTS } from '../achievements/achievement-catalog';
import { MILESTONES } from '../achievements/milestone-catalog';
import { progressOf } from '../challenges/challenge-state';
import { evolveProgression, type ProgressionState } from './progression-state';

type Told = ContentPosted | CharacterStatsChanged | BrandDealProgressed | BrandDealCompleted | MilestoneReached | AchievementUnlocked | CharacterPlatformUnlocked | ScandalTriggered;

const ofType = <T extends Told['type']>(events: readonly { type: string; data: unknown }[], type: T) =>
  events.filter((e): e is Extract<Told, { type: T }> => e.type === type);

/**
 * What one post's append set off, as the player is told it: read from the append's own events,
 * and for daily challenges from the tallies before and after it (a challenge counts the day's
 * events, so its progress is the difference the post made). Deadlines the post happened to
 * settle (a scandal or deal running out) are the clock's doing, not the post's, and are not told.
 */
export function summarizePost(before: ProgressionState, events: readonly { type: string; data: unknown }[]): ConsequencesOfPost {
  const after = events.reduce(evolveProgression, before);
  const completed = new Map(ofType(events, 'BrandDealCompleted').map((e) => [e.data.brandDealId, e.data]));
  const brandDeals = ofType(events, 'BrandDealProgressed').flatMap((e) =>
    e.data.deals.map((deal) => {
      const paid = completed.get(deal.brandDealId);
      return {
        brandDealId: deal.brandDealId,
        brandName: after.deals.deals[String(deal.brandDealId)]?.terms.brandName ?? 'Your sponsor',
        postsCompleted: deal.postsCompleted,
        postsRequired: deal.postsRequired,
        completed: paid !== undefined,
        payment: paid?.payment ?? 0,
        reputationImpacts: { ...(paid?.reputationImpacts ?? {}) },
      };
    }),
  );

  const [posted] = ofType(events, 'ContentPosted');
  const date = posted ? utcDayOf(posted.data.postedAt) : null;
  const dayBefore = date ? before.challenges.days[date] : undefined;
  const dayAfter = date ? after.challenges.days[date] : undefined;
  const challenges = (dayAfter?.issued ?? [])
    .filter((challenge) => !dayAfter?.claimed[String(challenge.dailyChallengeId)])
    .map((challenge) => ({
      challenge,
      was: dayBefore ? progressOf(challenge, dayBefore.tally) : 0,
      now: progressOf(challenge, dayAfter!.tally),
    }))
    .filter(({ was, now }) => now > was)
    .map(({ challenge, now }) => ({
      dailyChallengeId: challenge.dailyChallengeId,
      name: challenge.name,
      progress: now,
      goalTarget: challenge.goalTarget,
      completed: now >= challenge.goalTarget,
    }));

  // What a reward actually moved: energy stops at 100, so a full star gets less than the catalog's.
  const moved = new Map(
    ofType(events, 'CharacterStatsChanged')
      .filter((e) => e.data.cause.kind === 'milestone_reached')
      .map((e) => [Number(e.data.cause.id), e.data.changes]),
  );
  const milestones = ofType(events, 'MilestoneReached').map((e) => {
    const definition = MILESTONES.find((m) => m.id === e.data.milestoneId);
    const changes = moved.get(e.data.milestoneId);
    const reward = changes ? { money: changes.money ?? 0, followers: changes.followers ?? 0, energy: changes.energy ?? 0 } : { ...e.data.reward };
    return { milestoneId: e.data.milestoneId, name: definition?.name ?? 'Milestone', description: definition?.description ?? '', reward };
  });
  const achievements = ofType(events, 'AchievementUnlocked').map((e) => ({
    achievementId: e.data.achievementId,
    name: e.data.name,
    description: ACHIEVEMENTS.find((a) => a.id === e.data.achievementId)?.description ?? '',
  }));
  const [triggered] = ofType(events, 'ScandalTriggered');
  return {
    brandDeals,
    challenges,
    milestones,
    achievements,
    platformsUnlocked: ofType(events, 'CharacterPlatformUnlocked').map((e) => e.data.platform),
    scandal: triggered ? { scandalId: triggered.data.scandalId, title: triggered.data.title, severity: triggered.data.severity } : null,
  };
}
