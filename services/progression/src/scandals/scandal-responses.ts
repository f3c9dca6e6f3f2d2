import type { ReputationValues, ScandalOutcome, ScandalResponseValue, ScandalSeverityValue } from '@il/events';
import { factorWithin } from '../shared/rolls';
import { nonZeroReputation } from '../shared/numbers';

/** How much louder each severity is than a low one; every effect below is multiplied by it. */
export const SEVERITY_FACTOR: Record<ScandalSeverityValue, number> = { low: 1, medium: 2, high: 3, critical: 5 };

/**
 * Follower swings are a share of the audience (so a scandal stings a star of 100k as much as one
 * of 2k), times the severity factor and the background's follower volatility, with a floor of
 * MIN_SWING_PER_SEVERITY followers per severity step so small accounts feel it too.
 */
export const MIN_SWING_PER_SEVERITY = 10;

export const RESPONSE_RULES = {
  /** Reliable: a modest loss, reputation repaired, the story dies down. */
  apologize: {
    followersPercent: -0.6,
    magnitude: [0.8, 1.2],
    relevance: -1,
    reputation: { authenticity: 2, relatability: 1, drama: -2, aspirational: -1 },
  },
  /** A gamble on silence: sometimes it blows over, otherwise it costs more; relevance fades either way. */
  ignore: {
    blowOverChance: 0.4,
    followersPercent: -1.2,
    magnitude: [0.8, 1.2],
    relevance: -2,
    reputation: { drama: 1 },
  },
  /**
   * The big swing: fans rally or turn. Drama stars are believed more often, but even at the best
   * odds (55%) the expected follower change is about an apology's (+1.2% x 0.55 - 3% x 0.45 =
   * -0.69%), with far more spread: a scandal never pays on average, doubling down is a gamble
   * that keeps relevance and drama up.
   */
  double_down: {
    successChance: { base: 0.35, perDramaPoint: 1 / 250, min: 0.15, max: 0.55 },
    success: { followersPercent: 1.2, relevance: 2, reputation: { drama: 2, aspirational: 1 } },
    backlash: { followersPercent: -3, relevance: 1, reputation: { drama: 2, relatability: -2, authenticity: -1 } },
    magnitude: [0.8, 1.2],
  },
  /** No answer in time: the worst of all, and no roll softens it. */
  expired: {
    followersPercent: -1.5,
    relevance: -3,
    reputation: { authenticity: -1, relatability: -1 },
  },
} as const;

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
