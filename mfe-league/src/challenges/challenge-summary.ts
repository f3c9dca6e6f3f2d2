import { challengeCategoryLabel, type ChallengeCategory, type DailyChallenge, type Rewards } from '@il/contracts';
import Clapperboard from 'lucide-react/icons/clapperboard';
import Handshake from 'lucide-react/icons/handshake';
import MessageCircle from 'lucide-react/icons/message-circle';
import Star from 'lucide-react/icons/star';
import TrendingUp from 'lucide-react/icons/trending-up';
import Zap from 'lucide-react/icons/zap';
import type { LucideIcon } from 'lucide-react';

/** A challenge counts as completed once its goal is reached, claimed or not. */
export function isCompleted(challenge: DailyChallenge): boolean {
  return challenge.status === 'completed';
}

export function isClaimed(challenge: DailyChallenge): boolean {
  return challenge.completedAt !== null;
}

/** §2 stats: Completed Today (completed/total) and Rewards Earned (what the completed ones pay). */
export function challengeStats(challenges: readonly DailyChallenge[]): { completed: number; total: number; rewards: Rewards } {
  const done = challenges.filter(isCompleted);
  const rewards = done.reduce<Rewards>(
    (sum, challenge) => ({
      money: sum.money + challenge.rewards.money,
      followers: sum.followers + challenge.rewards.followers,
      energy: sum.energy + challenge.rewards.energy,
    }),
    { money: 0, followers: 0, energy: 0 },
  );
  return { completed: done.length, total: challenges.length, rewards };
}

export interface ChallengeGroup {
  category: ChallengeCategory;
  label: string;
  challenges: DailyChallenge[];
}

/** §2: grouped by category, in the order the categories first appear, labelled "Content creation". */
export function groupByCategory(challenges: readonly DailyChallenge[]): ChallengeGroup[] {
  const groups = new Map<ChallengeCategory, ChallengeGroup>();
  for (const challenge of challenges) {
    const group = groups.get(challenge.category) ?? { category: challenge.category, label: challengeCategoryLabel(challenge.category), challenges: [] };
    group.challenges.push(challenge);
    groups.set(challenge.category, group);
  }
  return [...groups.values()];
}

const CATEGORY_ICONS: Record<ChallengeCategory, LucideIcon> = {
  content_creation: Clapperboard,
  followers: TrendingUp,
  brand_deals: Handshake,
  engagement: MessageCircle,
  energy_management: Zap,
  reputation: Star,
};

export function categoryIcon(category: ChallengeCategory): LucideIcon {
  return CATEGORY_ICONS[category];
}
