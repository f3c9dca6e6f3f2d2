import type { ChallengeEvent, IssuedChallenge } from '@il/events';
import { docKey, type DocChange, type DocRef, type ProjectionDefinition, type ReadDoc } from '@il/platform';
import {
  challengeDayOfEvent,
  challengeTallyEventTypes,
  emptyChallengeTally,
  tallyChallengeEvent,
  type ChallengeDayTally,
} from './challenge-tally';

/**
 * One document per character and UTC day: what the character did that day, counted the way the
 * claim rule counts it (tallyChallengeEvent), and the day's challenges once they are issued.
 * Counting starts with the day's first event, so a post made before the challenges were first
 * opened still counts toward them.
 */
export interface ChallengeDayDoc extends ReadDoc {
  characterId: number;
  leagueId: number;
  userId: number;
  date: string;
  tally: ChallengeDayTally;
  challenges: IssuedChallenge[] | null;
  /** Claim instants by challenge id. */
  claimed: Record<string, string>;
}

export const DAILY_CHALLENGES = 'daily_challenges';

export const challengeDayDocId = (characterId: number, date: string) => `${characterId}:${date}`;

const EVENT_TYPES = ['DailyChallengesIssued', 'ChallengeRewardClaimed', ...challengeTallyEventTypes] as const;

interface Owner {
  characterId: number;
  leagueId: number;
  userId: number;
}

function dateOf(event: { type: string; data: unknown }): string | null {
  const e = event as ChallengeEvent;
  if (e.type === 'DailyChallengesIssued' || e.type === 'ChallengeRewardClaimed') return e.data.date;
  return challengeDayOfEvent(event);
}

export const challengesProjection: ProjectionDefinition = {
  name: 'challenges',
  collections: [{ name: DAILY_CHALLENGES, indexes: [['characterId', 'date']] }],
  eventTypes: EVENT_TYPES,
  refs(event): DocRef[] {
    const date = dateOf(event);
    if (date === null) return [];
    return [{ collection: DAILY_CHALLENGES, id: challengeDayDocId((event.data as Owner).characterId, date) }];
  },
  evolve(docs, event): DocChange[] {
    const date = dateOf(event);
    if (date === null) return [];
    const owner = event.data as Owner;
    const id = challengeDayDocId(owner.characterId, date);
    const current = (docs.get(docKey(DAILY_CHALLENGES, id)) as ChallengeDayDoc | null | undefined) ?? {
      _id: id,
      _position: 0,
      characterId: owner.characterId,
      leagueId: owner.leagueId,
      userId: owner.userId,
      date,
      tally: emptyChallengeTally(),
      challenges: null,
      claimed: {},
    };
    const e = event as unknown as ChallengeEvent;
    switch (e.type) {
      case 'DailyChallengesIssued':
        if (current.challenges) return [];
        return [{ collection: DAILY_CHALLENGES, id, doc: { ...current, challenges: e.data.challenges } }];
      case 'ChallengeRewardClaimed':
        return [{ collection: DAILY_CHALLENGES, id, doc: { ...current, claimed: { ...current.claimed, [String(e.data.dailyChallengeId)]: e.data.claimedAt } } }];
      default: {
        const tally = tallyChallengeEvent(current.tally, event);
        if (tally === current.tally) return [];
        return [{ collection: DAILY_CHALLENGES, id, doc: { ...current, tally } }];
      }
    }
  },
};
