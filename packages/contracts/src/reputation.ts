import { z } from 'zod';

/** The four aspects of a character's reputation (§1). */
export const ReputationAspect = z.enum(['authenticity', 'drama', 'relatability', 'aspirational']);
export type ReputationAspect = z.infer<typeof ReputationAspect>;
export const REPUTATION_ASPECTS = ReputationAspect.options;

export const Reputation = z.object({
  authenticity: z.number(),
  drama: z.number(),
  relatability: z.number(),
  aspirational: z.number(),
});
export type Reputation = z.infer<typeof Reputation>;

/** Signed changes to some aspects (caption effects, scandal outcomes). */
export const ReputationChanges = z.partialRecord(ReputationAspect, z.number());
export type ReputationChanges = z.infer<typeof ReputationChanges>;

/** §2: the overall reputation is the rounded average of the four aspects. */
export function overallReputation(reputation: Reputation): number {
  const sum = REPUTATION_ASPECTS.reduce((total, aspect) => total + reputation[aspect], 0);
  return Math.round(sum / REPUTATION_ASPECTS.length);
}
