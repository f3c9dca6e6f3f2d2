import type { DailyChallenge } from '@il/contracts';
import { isClaimed, isCompleted } from './challenge-summary';

export type ClaimButtonState = { label: 'In Progress' | 'Claim Reward' | 'Claiming...' | 'Claimed ✅'; enabled: boolean };

/**
 * §2/§4: Claimed ✅ once claimed, Claiming... while the claim is on its way, Claim Reward once the
 * goal is reached (enabled only then, and not after the day is over: the server would refuse it),
 * otherwise In Progress.
 */
export function claimButtonState(challenge: DailyChallenge, claiming: boolean, expired: boolean): ClaimButtonState {
  if (isClaimed(challenge)) return { label: 'Claimed ✅', enabled: false };
  if (claiming) return { label: 'Claiming...', enabled: false };
  if (isCompleted(challenge)) return { label: 'Claim Reward', enabled: !expired };
  return { label: 'In Progress', enabled: false };
}
