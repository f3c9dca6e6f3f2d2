import type { Milestone, MilestoneMetric } from '@il/contracts';
import { formatMoney } from '../format/numbers';

const METRIC_UNITS: Record<MilestoneMetric, string> = {
  followers: 'followers',
  money: '',
  relevance: 'relevance',
  posts: 'posts',
  likes_received: 'likes received',
  brand_deals_completed: 'brand deals delivered',
  challenges_completed: 'challenge rewards claimed',
  day: 'days',
};

function amount(metric: MilestoneMetric, value: number): string {
  return metric === 'money' ? formatMoney(value) : Math.floor(value).toLocaleString('en-US');
}

/** "3,200/5,000 followers", "$1,250/$5,000": where the player stands on the milestone. */
export function milestoneStanding(milestone: Milestone): string {
  const current = Math.min(milestone.current, milestone.target);
  const unit = METRIC_UNITS[milestone.metric];
  return `${amount(milestone.metric, current)}/${amount(milestone.metric, milestone.target)}${unit ? ` ${unit}` : ''}`;
}
