import {
  API_ERRORS,
  followerRangeFor,
  servedAvatarUrl,
  type CaptionSelection,
  type TrendingTopic,
} from '@il/contracts';
import type { AppliedTrendingTopic, CharacterEvent, ContentPosted } from '@il/events';
import {
  currentEnergy,
  evolveCharacter,
  initialCharacterState,
  statChangeEvents,
  type CharacterState,
  type LeagueStatusValue,
} from '@il/league';
import { AppError, badRequest, notFound, rollWithin, type Decider } from '@il/platform';
import type { CatalogCard } from '../catalog/card-catalog';
import {
  customAuthenticityBonus,
  followersGainedFrom,
  relevanceGainOf,
  reputationChangesOf,
  resolveCaption,
} from './posting-rules';

const POSTING_MESSAGES = {
  cardUnavailable: 'This content is not available right now',
  topicNotTrending: 'This topic is not trending today',
  topicOtherType: 'This trending topic is for another content type',
} as const;

/** "Not enough energy" first, so clients matching API_ERRORS.notEnoughEnergy recognise it. */
const notEnoughEnergyMessage = (cost: number, energy: number): string =>
  `${API_ERRORS.notEnoughEnergy}: this post costs ${cost} energy and you have ${energy}.`;

/** Posting decides on the character's own stream, so its state is the character's. */
export type PostingState = CharacterState;
export type PostingEvent = CharacterEvent | ContentPosted;

/**
 * Everything a post depends on, resolved before deciding: the card from the catalog, today's
 * trending topics, the league's status and day, and two uniform draws in [0, 1) that the rules
 * turn into the rolled outcome. Retrying after a concurrent write reuses them.
 */
export interface PostContentCommand {
  type: 'PostContent';
  postId: number;
  leagueId: number;
  leagueStatus: LeagueStatusValue;
  dayPosted: number;
  catalogVersion: number;
  card: CatalogCard;
  captionSelection: CaptionSelection;
  trendingTopicId: number | null;
  trendingToday: readonly TrendingTopic[];
  rolls: { followers: number; authenticityBonus: number };
  now: string;
}

export type PostingCommand = PostContentCommand;

function appliedTopic(command: PostContentCommand): AppliedTrendingTopic | null {
  if (command.trendingTopicId === null) return null;
  const topic = command.trendingToday.find((t) => t.id === command.trendingTopicId);
  if (!topic) throw badRequest(POSTING_MESSAGES.topicNotTrending);
  if (topic.contentType !== command.card.contentType) throw badRequest(POSTING_MESSAGES.topicOtherType);
  return { id: topic.id, topicName: topic.topicName, bonusMultiplier: topic.bonusMultiplier };
}

function decidePost(command: PostContentCommand, state: PostingState): PostingEvent[] {
  if (!state.exists || state.leagueId !== command.leagueId) throw notFound(API_ERRORS.noCharacter);
  if (command.leagueStatus !== 'active') throw new AppError(API_ERRORS.leagueNotActive, 409);
  const { card, now } = command;
  if (!card.isActive) throw badRequest(POSTING_MESSAGES.cardUnavailable);
  const trendingTopic = appliedTopic(command);
  const caption = resolveCaption(card, command.captionSelection);

  const energySpent = card.energyCost + caption.energyCost;
  const energy = currentEnergy(state.stats, now);
  if (energy < energySpent) throw badRequest(notEnoughEnergyMessage(energySpent, energy));

  const followersRange = followerRangeFor(card, state.stats.relevance, caption.type);
  const followersRolled = rollWithin(command.rolls.followers, followersRange.min, followersRange.max);
  const followersGained = followersGainedFrom(followersRolled, trendingTopic, caption.followersBonus);
  const authenticityBonus = caption.type === 'custom' ? customAuthenticityBonus(command.rolls.authenticityBonus) : 0;
  const reputationChanges = reputationChangesOf(card, caption, authenticityBonus);
  const relevanceChange = relevanceGainOf(card.riskLevel, trendingTopic !== null);

  const { characterId, leagueId, userId, playerName, avatarUrl } = state;
  const posted: ContentPosted = {
    type: 'ContentPosted',
    data: {
      postId: command.postId,
      characterId,
      leagueId,
      userId,
      playerName,
      // The image itself is recorded once, when the character is created (docs/decisions.md).
      avatarUrl: servedAvatarUrl(characterId, avatarUrl),
      card: {
        contentCardId: card.id,
        catalogVersion: command.catalogVersion,
        title: card.title,
        description: card.description,
        contentType: card.contentType,
        theme: card.theme,
        riskLevel: card.riskLevel,
        energyCost: card.energyCost,
        followersMin: card.followersMin,
        followersMax: card.followersMax,
      },
      caption,
      trendingTopic,
      outcome: {
        followersRange,
        followersRolled,
        followersGained,
        energySpent,
        relevanceChange,
        reputationChanges,
        authenticityBonus,
      },
      dayPosted: command.dayPosted,
      postedAt: now,
    },
  };
  const statEvents = statChangeEvents(
    state,
    { kind: 'content_posted', id: command.postId },
    { followers: followersGained, energy: -energySpent, relevance: relevanceChange, reputation: reputationChanges },
    now,
  );
  return [posted, ...statEvents];
}

function decidePosting(command: PostingCommand, state: PostingState): PostingEvent[] {
  switch (command.type) {
    case 'PostContent':
      return decidePost(command, state);
    default: {
      const unreachable: never = command.type;
      throw new Error(`Unknown command ${JSON.stringify(unreachable)}`);
    }
  }
}

/** A ContentPosted changes no character number by itself; its CharacterStatsChanged does. */
function evolvePosting(state: PostingState, event: PostingEvent): PostingState {
  return event.type === 'ContentPosted' ? state : evolveCharacter(state, event);
}

export const postingDecider: Decider<PostingState, PostingCommand, PostingEvent> = {
  initialState: initialCharacterState,
  evolve: evolvePosting,
  decide: decidePosting,
};
