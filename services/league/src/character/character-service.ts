import { API_ERRORS, type RealityShowBackground } from '@il/contracts';
import { streams, type CharacterSlotReserved } from '@il/events';
import {
  AppError,
  WrongExpectedRevisionError,
  conflict,
  handleCommand,
  loadState,
  metadataFor,
  notFound,
  type CommandContext,
  type ServiceDeps,
} from '@il/platform';
import { leagueDecider } from '../league/league-decider';
import { leagueService } from '../league/league-service';
import { leagueHasEnded } from '../league/league-status';
import { characterDecider } from './character-decider';

export interface CreateCharacterInput {
  leagueId: number;
  playerName: string;
  realityShowBackground: RealityShowBackground;
  avatarUrl?: string;
}

export function characterService(deps: ServiceDeps) {
  const { store, clock } = deps;
  const leagues = leagueService(deps);

  /**
   * The slot stream of (league, user) is what makes one character per player per league hold
   * under concurrency: only one append with 'no_stream' wins. A slot whose character was never
   * written (the process died in between) is taken over at its revision instead of blocking forever.
   */
  async function reserveSlot(leagueId: number, userId: number, ctx: CommandContext): Promise<number> {
    const slotStream = streams.characterSlot(leagueId, userId);
    const slot = await store.readStream(slotStream);
    const last = slot[slot.length - 1] as unknown as (CharacterSlotReserved & { revision: number }) | undefined;
    if (last) {
      const character = await store.readStream(streams.character(last.data.characterId));
      if (character.length > 0) throw conflict(API_ERRORS.characterExists);
    }
    const characterId = await deps.ids.next('character');
    try {
      await store.append(
        slotStream,
        [{ type: 'CharacterSlotReserved', data: { leagueId, userId, characterId }, metadata: metadataFor(ctx, clock.now()) }],
        last ? last.revision : 'no_stream',
      );
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) throw conflict(API_ERRORS.characterExists);
      throw error;
    }
    return characterId;
  }

  async function create(
    userId: number,
    input: CreateCharacterInput,
    ctx: CommandContext,
  ): Promise<{ id: number; leagueId: number; position: number }> {
    const { leagueId } = input;
    let { state: league } = await loadState(store, streams.league(leagueId), leagueDecider);
    let joinPosition = 0;
    if (!league.exists) throw notFound(API_ERRORS.leagueNotFound);
    if (!league.members.includes(userId)) {
      if (league.leagueType !== 'public') throw notFound(API_ERRORS.leagueNotFound);
      const joined = await leagues.joinForCharacter(userId, leagueId, ctx);
      league = joined.league;
      joinPosition = joined.position;
    }
    if (leagueHasEnded(league, clock.now())) throw new AppError(API_ERRORS.leagueNotOpen, 409);
    const characterId = await reserveSlot(leagueId, userId, ctx);
    const outcome = await handleCommand(
      deps,
      streams.character(characterId),
      characterDecider,
      {
        type: 'CreateCharacter',
        characterId,
        leagueId,
        userId,
        playerName: input.playerName,
        realityShowBackground: input.realityShowBackground,
        avatarUrl: input.avatarUrl ?? null,
        now: clock.now().toISOString(),
      },
      ctx,
    );
    return { id: characterId, leagueId, position: Math.max(joinPosition, outcome.position) };
  }

  return { create };
}
