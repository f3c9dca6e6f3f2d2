import { API_ERRORS, type ChatMessage, type SendChatMessageRequest } from '@il/contracts';
import { streams } from '@il/events';
import { characterDecider, characterIdOf, leagueHasEnded, memberLeague } from '@il/league';
import { AppError, isoTime, loadState, metadataFor, type CommandContext, type ServiceDeps } from '@il/platform';
import { decideChatMessage } from './chat-message';
import { toChatMessage } from './chat-view';

export function chatService(deps: ServiceDeps) {
  const { store, clock } = deps;

  /**
   * Sends a message as the player's character. Messages only ever add to the league's chat
   * stream and no rule depends on earlier ones, so the append expects any revision: concurrent
   * senders never make each other retry.
   */
  async function send(userId: number, request: SendChatMessageRequest, ctx: CommandContext): Promise<{ message: ChatMessage; position: number }> {
    const { leagueId } = request;
    const now = clock.now();
    const league = await memberLeague(store, leagueId, userId);
    if (leagueHasEnded(league, now)) throw new AppError(API_ERRORS.leagueNotActive, 409);
    const characterId = await characterIdOf(store, leagueId, userId);
    const { state: character } = await loadState(store, streams.character(characterId), characterDecider);
    const event = decideChatMessage({
      messageId: await deps.ids.next('chat-message'),
      leagueId,
      character,
      message: request.message,
      now: isoTime(now.getTime()),
    });
    const { position } = await store.append(streams.chat(leagueId), [{ ...event, metadata: metadataFor(ctx, now) }], 'any');
    await deps.awaitProjections(position, ctx);
    return { message: toChatMessage(event.data), position };
  }

  return { send };
}

export type ChatService = ReturnType<typeof chatService>;
