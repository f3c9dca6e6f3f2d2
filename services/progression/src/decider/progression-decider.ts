import { API_ERRORS } from '@il/contracts';
import type { ScandalResponseValue } from '@il/events';
import { notFound, type Decider } from '@il/platform';
import { recordProgress } from '../achievements/progress-decisions';
import type { CatalogDeal } from '../brand-deals/deal-catalog';
import { acceptBrandDeal, expireOverdueDeals } from '../brand-deals/deal-decisions';
import { claimChallengeReward, issueDailyChallenges } from '../challenges/challenge-decisions';
import { expireDueScandals, respondToScandal } from '../scandals/scandal-decisions';
import { evolveProgression, initialProgressionState, Outcome, type CharacterStreamEvent, type ProgressionState } from './progression-state';

/**
 * `leagueEnd` is the instant after which nothing has consequences any more: the league's end
 * date, or null for a cancelled league. Player commands only run in an active league, where it
 * lies ahead.
 */
interface Timed {
  now: string;
  leagueEnd: string | null;
}

export type ProgressionCommand =
  | ({ type: 'IssueDailyChallenges'; date: string; ids: readonly number[] } & Timed)
  | ({ type: 'ClaimChallengeReward'; dailyChallengeId: number } & Timed)
  | ({ type: 'RespondToScandal'; scandalId: number; response: ScandalResponseValue; draws: readonly [number, number] } & Timed)
  | ({ type: 'AcceptBrandDeal'; brandDealId: number; onOfferToday: readonly CatalogDeal[] } & Timed)
  | ({ type: 'Settle' } & Timed);

/** Deadlines that passed are settled first: they happened before whatever the player does now. */
function settle(outcome: Outcome, command: Timed): void {
  expireDueScandals(outcome, command.now, command.leagueEnd);
  expireOverdueDeals(outcome, command.now, command.leagueEnd);
}

function decideProgression(command: ProgressionCommand, state: ProgressionState): CharacterStreamEvent[] {
  if (!state.character.exists) throw notFound(API_ERRORS.noCharacter);
  const outcome = new Outcome(state);
  settle(outcome, command);
  switch (command.type) {
    case 'IssueDailyChallenges':
      issueDailyChallenges(outcome, command);
      break;
    case 'ClaimChallengeReward':
      claimChallengeReward(outcome, command);
      break;
    case 'RespondToScandal':
      respondToScandal(outcome, command);
      break;
    case 'AcceptBrandDeal':
      acceptBrandDeal(outcome, command);
      break;
    case 'Settle':
      break;
    default: {
      const unreachable: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unreachable)}`);
    }
  }
  // Past the league's end nothing more is earned, only closed.
  if (command.leagueEnd !== null && new Date(command.now).getTime() < new Date(command.leagueEnd).getTime()) {
    recordProgress(outcome, command.now);
  }
  return outcome.events;
}

export const progressionDecider: Decider<ProgressionState, ProgressionCommand, CharacterStreamEvent> = {
  initialState: initialProgressionState,
  evolve: evolveProgression,
  decide: decideProgression,
};
