import { ENERGY, type ContentType } from '@il/contracts';

export interface StrategyContext {
  energy: number;
  relevance: number;
  followers: number;
  contentType: ContentType;
}

export interface StrategyTip {
  id: 'low-energy' | 'low-relevance' | 'foundation' | 'established' | 'live-warning';
  tone: 'info' | 'warning';
  text: string;
}

/** §9 thresholds of the strategy panel's tips. */
const STRATEGY_THRESHOLDS = {
  lowEnergyBelow: ENERGY.warningBelow,
  lowRelevanceBelow: 50,
  foundationBelow: 1000,
  establishedAbove: 100_000,
} as const;

export function strategyTipsFor({ energy, relevance, followers, contentType }: StrategyContext): StrategyTip[] {
  const tips: StrategyTip[] = [];
  if (energy < STRATEGY_THRESHOLDS.lowEnergyBelow) {
    tips.push({ id: 'low-energy', tone: 'warning', text: 'Energy is low: cheaper content like stories keeps you posting while you recharge.' });
  }
  if (relevance < STRATEGY_THRESHOLDS.lowRelevanceBelow) {
    tips.push({ id: 'low-relevance', tone: 'warning', text: 'Your relevance is slipping: bolder posts and trending topics bring you back into the conversation.' });
  }
  if (followers < STRATEGY_THRESHOLDS.foundationBelow) {
    tips.push({ id: 'foundation', tone: 'info', text: 'Build your foundation: consistent, safe posts grow a loyal base before you take risks.' });
  }
  if (followers > STRATEGY_THRESHOLDS.establishedAbove) {
    tips.push({ id: 'established', tone: 'info', text: 'You are established: your audience expects big moments, and videos and lives pay off at your size.' });
  }
  if (contentType === 'live') {
    tips.push({ id: 'live-warning', tone: 'warning', text: 'Live streams cost the most energy and anything can happen on air. Keep energy to spare before you go live.' });
  }
  return tips;
}
