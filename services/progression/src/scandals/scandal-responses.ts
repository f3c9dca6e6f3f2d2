import type { ReputationValues, ScandalOutcome, ScandalResponseValue, ScandalSeverityValue } from '@il/events';
import { factorWithin } from '../shared/rolls';
import { nonZeroReputation } from '../shared/numbers';
import { MIN_SWING_PER_SEVERITY, RESPONSE_RULES, SEVERITY_FACTOR } from '../rules';

export interface ResponseContext {
  severity: ScandalSeverityValue;
  followers: number;
  drama: number;
  followerVolatility: number;
}

function followerSwing(ctx: ResponseContext, percent: number, magnitude: number): number {
  const s = SEVERITY_FACTOR[ctx.severity];
  const raw = (ctx.followers * percent * s * ctx.followerVolatility * magnitude) / 100;
  const floor = MIN_SWING_PER_SEVERITY * s * ctx.followerVolatility * magnitude;
  const size = Math.round(Math.max(Math.abs(raw), floor));
  return percent < 0 ? -size : size;
}

function scaled(reputation: Partial<ReputationValues>, factor: number): Partial<ReputationValues> {
  const out: Partial<ReputationValues> = {};
  for (const [aspect, value] of Object.entries(reputation) as Array<[keyof ReputationValues, number]>) out[aspect] = value * factor;
  return nonZeroReputation(out);
}

export const doubleDownSuccessChance = (drama: number): number => {
  const rule = RESPONSE_RULES.double_down.successChance;
  const chance = rule.base + (drama - 50) * rule.perDramaPoint;
  return Math.round(Math.min(rule.max, Math.max(rule.min, chance)) * 1000) / 1000;
};

/** The outcome of an answer, from two draws in [0, 1): the first decides luck, the second size. */
export function responseOutcome(response: ScandalResponseValue, ctx: ResponseContext, draws: readonly [number, number]): ScandalOutcome {
  const s = SEVERITY_FACTOR[ctx.severity];
  const [luck, size] = draws;
  switch (response) {
    case 'apologize': {
      const rule = RESPONSE_RULES.apologize;
      const magnitude = factorWithin(size, rule.magnitude[0], rule.magnitude[1]);
      return {
        headline: 'The apology landed',
        followersChange: followerSwing(ctx, rule.followersPercent, magnitude),
        relevanceChange: rule.relevance * s,
        reputationChanges: scaled(rule.reputation, s),
        rolls: [size],
      };
    }
    case 'ignore': {
      const rule = RESPONSE_RULES.ignore;
      if (luck < rule.blowOverChance) {
        return {
          headline: 'The story blew over',
          followersChange: 0,
          relevanceChange: rule.relevance * s,
          reputationChanges: scaled(rule.reputation, s),
          rolls: [luck],
          chance: rule.blowOverChance,
        };
      }
      const magnitude = factorWithin(size, rule.magnitude[0], rule.magnitude[1]);
      return {
        headline: 'Silence did not help',
        followersChange: followerSwing(ctx, rule.followersPercent, magnitude),
        relevanceChange: rule.relevance * s,
        reputationChanges: scaled(rule.reputation, s),
        rolls: [luck, size],
        chance: rule.blowOverChance,
      };
    }
    case 'double_down': {
      const rule = RESPONSE_RULES.double_down;
      const magnitude = factorWithin(size, rule.magnitude[0], rule.magnitude[1]);
      const chance = doubleDownSuccessChance(ctx.drama);
      const won = luck < chance;
      const branch = won ? rule.success : rule.backlash;
      return {
        headline: won ? 'Doubling down paid off' : 'Doubling down backfired',
        followersChange: followerSwing(ctx, branch.followersPercent, magnitude),
        relevanceChange: branch.relevance * s,
        reputationChanges: scaled(branch.reputation, s),
        rolls: [luck, size],
        chance,
      };
    }
    default: {
      const unreachable: never = response;
      throw new Error(`Unknown response ${String(unreachable)}`);
    }
  }
}

export function expiryOutcome(ctx: ResponseContext): ScandalOutcome {
  const rule = RESPONSE_RULES.expired;
  const s = SEVERITY_FACTOR[ctx.severity];
  return {
    headline: 'The scandal ran its course without an answer',
    followersChange: followerSwing(ctx, rule.followersPercent, 1),
    relevanceChange: rule.relevance * s,
    reputationChanges: scaled(rule.reputation, s),
    rolls: [],
  };
}

export const NO_OUTCOME: ScandalOutcome = {
  headline: 'The league ended before the scandal did',
  followersChange: 0,
  relevanceChange: 0,
  reputationChanges: {},
  rolls: [],
};
