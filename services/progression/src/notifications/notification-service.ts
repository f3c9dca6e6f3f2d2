import type { MarkNotificationsReadRequest, MarkNotificationsReadResponse } from '@il/contracts';
import { streams } from '@il/events';
import { characterIdOf, memberLeague } from '@il/league';
import { handleCommand, type CommandContext, type ServiceDeps } from '@il/platform';
import { notificationQueries } from './notification-queries';
import { readMarkDecider } from './read-decider';

/**
 * Marking notifications read: a command on the character's stream (so a rebuilt read model knows
 * what was read), allowed in any state of the league, since reading history is never refused.
 */
export function notificationService(deps: ServiceDeps) {
  const queries = notificationQueries(deps);

  async function markRead(userId: number, request: MarkNotificationsReadRequest, ctx: CommandContext): Promise<MarkNotificationsReadResponse & { position: number }> {
    const now = deps.clock.now();
    await memberLeague(deps.store, request.leagueId, userId);
    const characterId = await characterIdOf(deps.store, request.leagueId, userId);
    // The client says what it saw; it cannot read ahead of the server's clock.
    const readThrough = new Date(Math.min(request.readThrough.getTime(), now.getTime())).toISOString();
    const outcome = await handleCommand(
      deps,
      streams.character(characterId),
      readMarkDecider,
      { characterId, leagueId: request.leagueId, userId, readThrough, now: now.toISOString() },
      ctx,
    );
    await deps.awaitProjections(outcome.position, ctx);
    const { unreadCount } = await queries.list(userId, request.leagueId);
    return { unreadCount, readThrough: outcome.state.readThrough === null ? null : new Date(outcome.state.readThrough), position: outcome.position };
  }

  return { markRead };
}
