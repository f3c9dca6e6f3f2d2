import { API_ERRORS, type RealityShowBackground } from '@il/contracts';
import { streams, type CharacterSlotReserved } from '@il/events';
import {
  AppError,
  claimReservation,
  conflict,
  loadState,
  metadataFor,
  notFound,
  writeHolder,
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
   * under concurrency: only one append at the slot's revision wins. A slot whose character was
   * never written (the process died in between) is taken over, but only after its character is
   * voided (claimReservation): a character still being written in another process is then either
   * written first, and the takeover refused, or refused itself.
   */
  async function reserveSlot(leagueId: number, userId: number, ctx: CommandContext): Promise<number> {
    const slotStream = streams.characterSlot(leagueId, userId);
    const slot = await store.readStream(slotStream);
    const last = slot[slot.length - 1] as unknown as (CharacterSlotReserved & { revision: number }) | undefined;
    if (last && (await store.readStream(streams.character(last.data.characterId), 0)).some((e) => e.type === 'CharacterCreated')) {
      throw conflict(API_ERRORS.characterExists);
    }
    const characterId = await deps.ids.next('character');
    const metadata = metadataFor(ctx, clock.now());
    const outcome = await claimReservation(store, {
      reservationStream: slotStream,
      lastRevision: last ? last.revision : -1,
      heldBy: last ? streams.character(last.data.characterId) : null,
      voidEvent: { type: 'CharacterVoided', data: { characterId: last?.data.characterId ?? 0, leagueId, userId }, metadata },
      reservation: { type: 'CharacterSlotReserved', data: { leagueId, userId, characterId }, metadata },
    });
    if (outcome === 'taken') throw conflict(API_ERRORS.characterExists);
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
    const now = clock.now();
    const events = characterDecider.decide(
      {
        type: 'CreateCharacter',
        characterId,
        leagueId,
        userId,
        playerName: input.playerName,
        realityShowBackground: input.realityShowBackground,
        avatarUrl: input.avatarUrl ?? null,
        now: now.toISOString(),
      },
      characterDecider.initialState,
    );
    // Never decided again on a conflict: a stream that exists by now was voided by a takeover.
    const metadata = metadataFor(ctx, now);
    const outcome = await writeHolder(store, streams.character(characterId), events.map((e) => ({ type: e.type, data: e.data, metadata })));
    if (outcome === 'taken') throw conflict(API_ERRORS.characterExists);
    return { id: characterId, leagueId, position: Math.max(joinPosition, outcome.position) };
  }

  return { create };
}
