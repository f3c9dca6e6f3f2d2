import type { AchievementEvent, BrandDealEvent, CharacterEvent, ContentPosted, LikeEvent, ProgressionEvent, ScandalEvent } from '@il/events';
import { evolveCharacter, initialCharacterState, type CharacterState } from '@il/league';
import { evolveProgress, initialProgressState, type ProgressState } from '../achievements/progress-state';
import { evolveDeals, initialDealsState, type DealsState } from '../brand-deals/deal-state';
import { evolveChallenges, initialChallengesState, type ChallengesState } from '../challenges/challenge-state';
import { evolveScandals, type ScandalsState } from '../scandals/scandal-state';

/** Everything a character stream holds, as progression reads it. */
export type CharacterStreamEvent = CharacterEvent | ContentPosted | LikeEvent | ProgressionEvent;

/**
 * Progression's view of a character stream: the character itself (stats, background) and one
 * slice per bounded module. Each slice evolves from the events it knows and ignores the rest, so
 * the fold works on every event any context appends to the stream.
 */
export interface ProgressionState {
  character: CharacterState;
  scandals: ScandalsState;
  challenges: ChallengesState;
  deals: DealsState;
  progress: ProgressState;
}

export const initialProgressionState: ProgressionState = {
  character: initialCharacterState,
  scandals: {},
  challenges: initialChallengesState,
  deals: initialDealsState,
  progress: initialProgressState,
};

const SCANDAL_TYPES = new Set<string>(['ScandalTriggered', 'ScandalResponded', 'ScandalExpired']);
const DEAL_TYPES = new Set<string>(['BrandDealAccepted', 'BrandDealProgressed', 'BrandDealCompleted', 'BrandDealExpired']);
const PROGRESS_TYPES = new Set<string>(['AchievementUnlocked', 'MilestoneReached', 'ContentPosted']);

export function evolveProgression(state: ProgressionState, event: { type: string; data: unknown }): ProgressionState {
  const e = event as CharacterStreamEvent;
  let next = state;
  const character = evolveCharacter(state.character, e as CharacterEvent);
  if (character !== state.character) next = { ...next, character };
  if (SCANDAL_TYPES.has(e.type)) next = { ...next, scandals: evolveScandals(state.scandals, e as ScandalEvent) };
  const challenges = evolveChallenges(state.challenges, e);
  if (challenges !== state.challenges) next = { ...next, challenges };
  if (DEAL_TYPES.has(e.type)) next = { ...next, deals: evolveDeals(state.deals, e as BrandDealEvent) };
  if (PROGRESS_TYPES.has(e.type)) next = { ...next, progress: evolveProgress(state.progress, e as AchievementEvent | ContentPosted) };
  return next;
}

/**
 * Events decided step by step within one command: each step sees the state after the steps
 * before it (a reward that lifts followers past a milestone, a post that completes a deal).
 */
export class Outcome {
  readonly events: CharacterStreamEvent[] = [];
  constructor(public state: ProgressionState) {}

  add(events: readonly CharacterStreamEvent[]): this {
    for (const event of events) {
      this.state = evolveProgression(this.state, event);
      this.events.push(event);
    }
    return this;
  }
}
