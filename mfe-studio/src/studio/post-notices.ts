import { REPUTATION_ASPECTS, type ConsequencesOfPost, type Platform, type ReputationChanges } from '@il/contracts';
import { formatCount, signed, signedCount } from './format';

/** One thing a post set off, told after the success overlay. */
export interface PostNotice {
  key: string;
  kind: 'deal' | 'milestone' | 'achievement' | 'challenge' | 'platform' | 'scandal';
  title: string;
  detail: string;
  /** A league screen where the player acts on it. */
  link: { path: 'challenges' | 'crisis' | 'brand-deals' | 'progression'; label: string } | null;
}

const PLATFORM_NAMES: Record<Platform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  twitter: 'Twitter',
  youtube: 'YouTube',
  podcast: 'Podcast',
};

const ASPECT_NAMES: Record<(typeof REPUTATION_ASPECTS)[number], string> = {
  authenticity: 'Authenticity',
  drama: 'Drama',
  relatability: 'Relatability',
  aspirational: 'Aspirational',
};

function reputationText(changes: ReputationChanges): string[] {
  return REPUTATION_ASPECTS.filter((aspect) => changes[aspect]).map((aspect) => `${signed(changes[aspect]!)} ${ASPECT_NAMES[aspect]}`);
}

/** "+$150, +100 followers, +10 energy": only what moved. */
export function rewardText(reward: { money: number; followers: number; energy: number }): string {
  const parts = [
    reward.money ? `${reward.money > 0 ? '+' : '-'}$${formatCount(Math.abs(reward.money))}` : null,
    reward.followers ? `${signedCount(reward.followers)} followers` : null,
    reward.energy ? `${signedCount(reward.energy)} energy` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : 'nothing more: you were already full';
}

/**
 * Everything a post set off, in the order a player takes it in: the money first (deals, then the
 * milestones and achievements they led to), then the day's challenges in one line, new
 * platforms, and the scandal last, since it asks for an answer.
 */
export function noticesOf(postId: number, consequences: ConsequencesOfPost): PostNotice[] {
  const notices: PostNotice[] = [];
  for (const deal of consequences.brandDeals) {
    notices.push(
      deal.completed
        ? {
            key: `${postId}:deal:${deal.brandDealId}`,
            kind: 'deal',
            title: 'Brand Deal Complete!',
            detail: [`${deal.brandName} paid +$${formatCount(deal.payment)}`, ...reputationText(deal.reputationImpacts)].join(', '),
            link: null,
          }
        : {
            key: `${postId}:deal:${deal.brandDealId}`,
            kind: 'deal',
            title: 'Brand Deal Progress',
            detail: `${deal.brandName}: ${deal.postsCompleted} of ${deal.postsRequired} posts delivered`,
            link: { path: 'brand-deals', label: 'View Brand Deals' },
          },
    );
  }
  for (const milestone of consequences.milestones) {
    notices.push({
      key: `${postId}:milestone:${milestone.milestoneId}`,
      kind: 'milestone',
      title: 'Milestone Reached!',
      detail: `${milestone.name}: ${rewardText(milestone.reward)}`,
      link: null,
    });
  }
  for (const achievement of consequences.achievements) {
    notices.push({
      key: `${postId}:achievement:${achievement.achievementId}`,
      kind: 'achievement',
      title: 'Achievement Unlocked!',
      detail: achievement.description ? `${achievement.name}: ${achievement.description}` : achievement.name,
      link: { path: 'progression', label: 'View Progression' },
    });
  }
  if (consequences.challenges.length > 0) {
    const done = consequences.challenges.filter((c) => c.completed);
    const progress = consequences.challenges.map((c) => `${c.name} ${c.progress}/${c.goalTarget}`).join(' · ');
    notices.push({
      key: `${postId}:challenges`,
      kind: 'challenge',
      title: done.length > 0 ? (done.length === 1 ? 'Challenge Complete!' : `${done.length} Challenges Complete!`) : 'Challenge Progress',
      detail: done.length > 0 ? `${progress}. Claim your reward in Challenges.` : progress,
      link: done.length > 0 ? { path: 'challenges', label: 'Claim Reward' } : null,
    });
  }
  for (const platform of consequences.platformsUnlocked) {
    notices.push({
      key: `${postId}:platform:${platform}`,
      kind: 'platform',
      title: 'New Platform Unlocked!',
      detail: `${PLATFORM_NAMES[platform]} is open to you now.`,
      link: null,
    });
  }
  if (consequences.scandal) {
    notices.push({
      key: `${postId}:scandal:${consequences.scandal.scandalId}`,
      kind: 'scandal',
      title: 'Your post stirred up drama!',
      detail: `A scandal broke out: ${consequences.scandal.title} (${consequences.scandal.severity.toUpperCase()}). Head to Crisis to respond.`,
      link: { path: 'crisis', label: 'Go to Crisis' },
    });
  }
  return notices;
}
