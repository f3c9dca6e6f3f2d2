import { ALMOST_THERE_PERCENT, progressPercent, type Achievement, type GameState, type ReputationAspect } from '@il/contracts';
import Drama from 'lucide-react/icons/drama';
import Gem from 'lucide-react/icons/gem';
import Rainbow from 'lucide-react/icons/rainbow';
import Smile from 'lucide-react/icons/smile';
import Sparkles from 'lucide-react/icons/sparkles';
import Star from 'lucide-react/icons/star';
import type { LucideIcon } from 'lucide-react';

const ASPECT_LABELS: Record<ReputationAspect, string> = {
  authenticity: 'Authenticity',
  drama: 'Drama',
  relatability: 'Relatability',
  aspirational: 'Aspirational',
};

export interface AchievementProgress {
  /** 0-100, floored; 100 once unlocked. */
  percent: number;
  /** Where the player stands on the requirement furthest from done ("1,800/2,500 followers"). */
  detail: string | null;
  /** §2: locked and at 80% or more of its target. */
  almostThere: boolean;
}

interface Requirement {
  current: number;
  target: number;
  detail: (current: number, target: number) => string;
}

function requirementsOf(achievement: Achievement, state: GameState): Requirement[] {
  const list: Requirement[] = [];
  const followers = achievement.requirements.followers ?? achievement.triggerFollowers ?? undefined;
  if (followers !== undefined) {
    list.push({ current: state.followers, target: followers, detail: (current, target) => `${current.toLocaleString('en-US')}/${target.toLocaleString('en-US')} followers` });
  }
  for (const [aspect, minimum] of Object.entries(achievement.requirements.reputation ?? {}) as Array<[ReputationAspect, number | undefined]>) {
    if (minimum === undefined) continue;
    list.push({ current: state.reputation[aspect], target: minimum, detail: (current, target) => `${ASPECT_LABELS[aspect]} ${Math.round(current)}/${target}` });
  }
  return list;
}

/**
 * How close the player is to an achievement: the requirement furthest from done decides (a
 * "60 in all four" achievement is as far as its weakest aspect). Without a game state only
 * unlocked achievements have a known progress.
 */
export function achievementProgress(achievement: Achievement, state: GameState | undefined): AchievementProgress {
  if (achievement.isUnlocked) return { percent: 100, detail: null, almostThere: false };
  if (!state) return { percent: 0, detail: null, almostThere: false };
  const requirements = requirementsOf(achievement, state);
  if (requirements.length === 0) return { percent: 0, detail: null, almostThere: false };
  const weakest = requirements.reduce((low, next) => (progressPercent(next.current, next.target) < progressPercent(low.current, low.target) ? next : low));
  const percent = progressPercent(weakest.current, weakest.target);
  return { percent, detail: weakest.detail(weakest.current, weakest.target), almostThere: percent >= ALMOST_THERE_PERCENT };
}

/** What the achievement asks for, in words ("Reach 2,500 followers", "Reach 85 Drama"). */
export function requirementText(achievement: Achievement): string {
  const parts: string[] = [];
  const followers = achievement.requirements.followers ?? achievement.triggerFollowers;
  if (followers !== null && followers !== undefined) parts.push(`${followers.toLocaleString('en-US')} followers`);
  const reputation = Object.entries(achievement.requirements.reputation ?? {}) as Array<[ReputationAspect, number | undefined]>;
  const minimums = new Set(reputation.map(([, minimum]) => minimum));
  if (reputation.length === 4 && minimums.size === 1) parts.push(`${reputation[0]?.[1]} in every reputation aspect`);
  else for (const [aspect, minimum] of reputation) if (minimum !== undefined) parts.push(`${minimum} ${ASPECT_LABELS[aspect]}`);
  return parts.length > 0 ? `Reach ${parts.join(' and ')}` : '';
}

const ASPECT_ICONS: Record<ReputationAspect, LucideIcon> = {
  authenticity: Gem,
  drama: Drama,
  relatability: Smile,
  aspirational: Sparkles,
};

/** An achievement's picture: the reputation aspect it asks for, a rainbow for several, a star for followers. */
export function achievementIcon(achievement: Achievement): LucideIcon {
  const aspects = Object.keys(achievement.requirements.reputation ?? {}) as ReputationAspect[];
  if (aspects.length > 1) return Rainbow;
  const aspect = aspects[0];
  if (aspect) return ASPECT_ICONS[aspect];
  return Star;
}
