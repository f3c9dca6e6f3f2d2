import { API_ERRORS, CHARACTER_NAME_LIMITS } from '@il/contracts';
import type { CharacterCreatedData, CharacterEvent, StatChangeCause, StatChanges } from '@il/events';
import { AppError, badRequest, conflict, notFound, type Decider } from '@il/platform';
import type { LeagueTimeline } from '../league/league-status';
import { RELEVANCE_FADE_CAUSE, relevanceFadeEvents } from '../relevance/relevance-fade';
import { startingStats } from './backgrounds';
import { currentEnergy } from './energy';
import { platformsReachedAt } from './platforms';
import { applyStatChanges, effectiveChanges } from './stat-changes';

export interface CharacterState extends CharacterCreatedData {
  exists: boolean;
  /** The last UTC day whose relevance fade is recorded (`2026-03-02`), so no day fades twice. */
  relevanceFadedThrough: string | null;
}

export type CharacterCommand =
  | ({ type: 'CreateCharacter'; now: string } & Pick<
      CharacterCreatedData,
      'characterId' | 'leagueId' | 'userId' | 'playerName' | 'realityShowBackground' | 'avatarUrl'
    >)
  | {
      /**
       * Any context's change to the numbers. With `spendEnergy` the energy part is a price: it is
       * refused when the character has less energy now; otherwise losses are clamped at zero.
       */
      type: 'ChangeStats';
      cause: StatChangeCause;
      changes: StatChanges;
      spendEnergy?: boolean;
      now: string;
    }
  | {
      /** The timed job's daily fade: every day still owed while the league is in play (see relevance-fade). */
      type: 'FadeRelevance';
      league: LeagueTimeline;
      now: string;
    };

export const initialCharacterState: CharacterState = {
  exists: false,
  characterId: 0,
  leagueId: 0,
  userId: 0,
  playerName: '',
  realityShowBackground: 'dating_show',
  avatarUrl: null,
  stats: {
    followers: 0,
    energy: 0,
    energyUpdatedAt: new Date(0).toISOString(),
    money: 0,
    relevance: 0,
    reputation: { authenticity: 0, drama: 0, relatability: 0, aspirational: 0 },
  },
  unlockedPlatforms: [],
  createdAt: '',
  relevanceFadedThrough: null,
};

/**
 * Other contexts append their own events to a character stream beside CharacterStatsChanged;
 * the default branch lets this evolve skip them, so the character state never depends on them.
 */
export function evolveCharacter(state: CharacterState, event: CharacterEvent): CharacterState {
  switch (event.type) {
    case 'CharacterCreated': {
      const d = event.data;
      return {
        exists: true,
        characterId: d.characterId,
        leagueId: d.leagueId,
        userId: d.userId,
        playerName: d.playerName,
        realityShowBackground: d.realityShowBackground,
        avatarUrl: d.avatarUrl,
        stats: d.stats,
        unlockedPlatforms: d.unlockedPlatforms,
        createdAt: d.createdAt,
        relevanceFadedThrough: null,
      };
    }
    case 'CharacterStatsChanged': {
      const { cause, stats } = event.data;
      if (cause.kind === RELEVANCE_FADE_CAUSE && typeof cause.id === 'string') return { ...state, stats, relevanceFadedThrough: cause.id };
      return { ...state, stats };
    }
    case 'CharacterPlatformUnlocked':
      return state.unlockedPlatforms.includes(event.data.platform)
        ? state
        : { ...state, unlockedPlatforms: [...state.unlockedPlatforms, event.data.platform] };
    default:
      return state;
  }
}

/**
 * The events a stat change produces: the change itself (with the resulting stats) and one unlock
 * per platform whose follower threshold is reached for the first time. Exported so a context with
 * its own decider can emit the same events in its own append.
 */
export function statChangeEvents(
  state: CharacterState,
  cause: StatChangeCause,
  requested: StatChanges,
  now: string,
): CharacterEvent[] {
  const stats = applyStatChanges(state.stats, requested, now);
  const changes = effectiveChanges(state.stats, stats, requested, now);
  if (Object.keys(changes).length === 0) return [];
  const { characterId, leagueId, userId } = state;
  const events: CharacterEvent[] = [
    { type: 'CharacterStatsChanged', data: { characterId, leagueId, userId, cause, changes, stats, at: now } },
  ];
  for (const platform of platformsReachedAt(stats.followers)) {
    if (state.unlockedPlatforms.includes(platform)) continue;
    events.push({
      type: 'CharacterPlatformUnlocked',
      data: { characterId, leagueId, userId, platform, followers: stats.followers, at: now },
    });
  }
  return events;
}

function decideCharacter(command: CharacterCommand, state: CharacterState): CharacterEvent[] {
  switch (command.type) {
    case 'CreateCharacter': {
      if (state.exists) throw conflict(API_ERRORS.characterExists);
      const playerName = command.playerName.trim();
      if (playerName.length < CHARACTER_NAME_LIMITS.min) throw badRequest('Name must be at least 2 characters long.');
      if (playerName.length > CHARACTER_NAME_LIMITS.max) throw badRequest('Name cannot be longer than 50 characters.');
      const stats = startingStats(command.realityShowBackground, command.now);
      const { characterId, leagueId, userId, realityShowBackground, avatarUrl, now } = command;
      return [
        {
          type: 'CharacterCreated',
          data: {
            characterId,
            leagueId,
            userId,
            playerName,
            realityShowBackground,
            avatarUrl,
            stats,
            unlockedPlatforms: platformsReachedAt(stats.followers),
            createdAt: now,
          },
        },
      ];
    }
    case 'ChangeStats': {
      if (!state.exists) throw notFound(API_ERRORS.noCharacter);
      const cost = -(command.changes.energy ?? 0);
      if (command.spendEnergy && cost > 0 && currentEnergy(state.stats, command.now) < cost) {
        throw new AppError(API_ERRORS.notEnoughEnergy, 400);
      }
      return statChangeEvents(state, command.cause, command.changes, command.now);
    }
    case 'FadeRelevance':
      return relevanceFadeEvents(state, command.league, command.now);
    default: {
      const unreachable: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unreachable)}`);
    }
  }
}

export const characterDecider: Decider<CharacterState, CharacterCommand, CharacterEvent> = {
  initialState: initialCharacterState,
  evolve: evolveCharacter,
  decide: decideCharacter,
};
