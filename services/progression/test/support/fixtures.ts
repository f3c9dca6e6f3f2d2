import type {
  CaptionTypeValue,
  CharacterStats,
  ContentPosted,
  ContentTypeValue,
  RealityShowBackgroundValue,
  RiskLevelValue,
} from '@il/events';
import { startingStats, statChangeEvents } from '@il/league';
import { given } from '@il/platform';
import {
  evolveProgression,
  initialProgressionState,
  progressionDecider,
  progressionPostConsequences,
  type CharacterStreamEvent,
  type ProgressionCommand,
  type ProgressionState,
} from '../../src';

export const NOW = '2026-03-02T10:00:00.000Z';
export const LEAGUE_END = '2026-04-01T00:00:00.000Z';
export const at = (hours: number, from = NOW) => new Date(new Date(from).getTime() + hours * 3_600_000).toISOString();

export const ME = { characterId: 5, leagueId: 1, userId: 10, playerName: '@Me' };

export function created(background: RealityShowBackgroundValue = 'competition', stats: Partial<CharacterStats> = {}): CharacterStreamEvent {
  return {
    type: 'CharacterCreated',
    data: {
      ...ME,
      realityShowBackground: background,
      avatarUrl: null,
      stats: { ...startingStats(background, NOW), ...stats },
      unlockedPlatforms: ['instagram'],
      createdAt: NOW,
    },
  };
}

export const fold = (events: readonly CharacterStreamEvent[]): ProgressionState => events.reduce(evolveProgression, initialProgressionState);

export interface PostShape {
  postId: number;
  postedAt?: string;
  riskLevel?: RiskLevelValue;
  captionType?: CaptionTypeValue;
  contentType?: ContentTypeValue;
  followersGained?: number;
  energySpent?: number;
  trending?: boolean;
}

/** A post's own events as the studio appends them: ContentPosted and the stat change it causes. */
export function postEvents(state: ProgressionState, post: PostShape): CharacterStreamEvent[] {
  const postedAt = post.postedAt ?? NOW;
  const followersGained = post.followersGained ?? 100;
  const energySpent = post.energySpent ?? 8;
  const posted: ContentPosted = {
    type: 'ContentPosted',
    data: {
      postId: post.postId,
      characterId: ME.characterId,
      leagueId: ME.leagueId,
      userId: ME.userId,
      playerName: ME.playerName,
      avatarUrl: null,
      card: {
        contentCardId: 101,
        catalogVersion: 1,
        title: 'Golden Hour Selfie',
        description: 'A sun-kissed close-up.',
        contentType: post.contentType ?? 'photo',
        theme: 'lifestyle',
        riskLevel: post.riskLevel ?? 'safe',
        energyCost: energySpent,
        followersMin: 40,
        followersMax: 120,
      },
      caption: { type: post.captionType ?? 'safe', text: 'Good vibes only', energyCost: 0, followersBonus: 0, reputationEffects: {} },
      trendingTopic: post.trending ? { id: 3, topicName: 'Villa Summer', bonusMultiplier: 0.25 } : null,
      outcome: {
        followersRange: { min: 40, max: 120 },
        followersRolled: followersGained,
        followersGained,
        energySpent,
        relevanceChange: 2,
        reputationChanges: {},
        authenticityBonus: 0,
      },
      dayPosted: 1,
      postedAt,
    },
  };
  const stats = statChangeEvents(
    state.character,
    { kind: 'content_posted', id: post.postId },
    { followers: followersGained, energy: -energySpent, relevance: 2 },
    postedAt,
  );
  return [posted, ...stats];
}

/** Draws that never set off a scandal (the first draw is compared with the chance). */
export const CLEAN = [0.99, 0, 0] as const;
/** Draws that always do, with a low severity and the first fitting story. */
export const SCANDALOUS = [0, 0, 0] as const;

/** A post and its consequences, the way the studio appends them: one list of events. */
export function postWithConsequences(
  history: readonly CharacterStreamEvent[],
  post: PostShape,
  draws: readonly number[] = CLEAN,
  toldScandals: readonly string[] = [],
): CharacterStreamEvent[] {
  const before = fold(history);
  const own = postEvents(before, post);
  const extra = progressionPostConsequences.decide(before, own, draws, post.postedAt ?? NOW, { toldScandals }) as CharacterStreamEvent[];
  return [...own, ...extra];
}

/** Decides and applies, the way the command handler does, so scenarios read as a player's day. */
export function play(history: readonly CharacterStreamEvent[], ...commands: ProgressionCommand[]): CharacterStreamEvent[] {
  let events = [...history];
  for (const command of commands) events = [...events, ...given(progressionDecider, events).when(command)];
  return events;
}

export const timed = (now = NOW, leagueEnd: string | null = LEAGUE_END) => ({ now, leagueEnd });

export const ofType = <T extends CharacterStreamEvent['type']>(events: readonly CharacterStreamEvent[], type: T) =>
  events.filter((e): e is Extract<CharacterStreamEvent, { type: T }> => e.type === type);
