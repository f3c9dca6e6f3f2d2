import type { ChallengeRewardClaimed, DailyChallengesIssued } from '@il/events';
import { statChangeEvents } from '@il/league';
import { badRequest, conflict, notFound } from '@il/platform';
import type { Outcome } from '../decider/progression-state';
import { PROGRESSION_MESSAGES } from '../shared/messages';
import { generateDailyChallenges } from './challenge-generator';
import { findChallenge, progressOf } from './challenge-state';

/**
 * Records the day's set the first time it is needed. Asking again the same day changes nothing,
 * and a concurrent second request loses the append race and then finds the set in place.
 */
export function issueDailyChallenges(outcome: Outcome, command: { date: string; ids: readonly number[]; now: string }): void {
  if (outcome.state.challenges.days[command.date]?.issued) return;
  const { character } = outcome.state;
  const { seed, challenges } = generateDailyChallenges({
    characterId: character.characterId,
    date: command.date,
    followers: character.stats.followers,
    ids: command.ids,
  });
  const issued: DailyChallengesIssued = {
    type: 'DailyChallengesIssued',
    data: {
      characterId: character.characterId,
      leagueId: character.leagueId,
      userId: character.userId,
      date: command.date,
      seed,
      challenges,
      issuedAt: command.now,
    },
  };
  outcome.add([issued]);
}

/** Pays a completed challenge once, before its day is over. */
export function claimChallengeReward(outcome: Outcome, command: { dailyChallengeId: number; now: string }): void {
  const found = findChallenge(outcome.state.challenges, command.dailyChallengeId);
  if (!found) throw notFound(PROGRESSION_MESSAGES.challengeNotFound);
  const { date, day, challenge } = found;
  if (day.claimed[String(challenge.dailyChallengeId)]) throw conflict(PROGRESSION_MESSAGES.challengeAlreadyClaimed);
  if (new Date(command.now).getTime() >= new Date(challenge.expiresAt).getTime()) throw conflict(PROGRESSION_MESSAGES.challengeExpired);
  if (progressOf(challenge, day.tally) < challenge.goalTarget) throw badRequest(PROGRESSION_MESSAGES.challengeNotCompleted);
  const { character } = outcome.state;
  const claimed: ChallengeRewardClaimed = {
    type: 'ChallengeRewardClaimed',
    data: {
      dailyChallengeId: challenge.dailyChallengeId,
      characterId: character.characterId,
      leagueId: character.leagueId,
      userId: character.userId,
      date,
      rewards: challenge.rewards,
      claimedAt: command.now,
    },
  };
  outcome.add([claimed]);
  const { money, followers, energy } = challenge.rewards;
  outcome.add(statChangeEvents(outcome.state.character, { kind: 'challenge_claimed', id: challenge.dailyChallengeId }, { money, followers, energy }, command.now));
}
