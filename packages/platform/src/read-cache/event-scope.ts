import type { RecordedEvent } from '../event-store/port';

/**
 * The view-cache scope an event changes: its league (`league-<id>`, the league stream's name) when
 * the event names one, as every game event does; otherwise its own stream (a session, a user).
 * The read models a cached view reads must change only through events of the view's scope.
 * It is also the Kafka message key, so one league's events keep their order on one partition.
 */
export function scopeOfEvent(event: RecordedEvent): string {
  const data = event.data;
  if (data !== null && typeof data === 'object' && 'leagueId' in data) {
    const leagueId = (data as { leagueId: unknown }).leagueId;
    if (typeof leagueId === 'number' || (typeof leagueId === 'string' && leagueId !== '')) return leagueScope(leagueId);
  }
  return event.streamId;
}

export function leagueScope(leagueId: number | string): string {
  return `league-${String(leagueId)}`;
}

/**
 * The league's chat page: chat messages are the only events its documents change by, and the most
 * frequent event of a league, so a message drops this scope alone instead of every view of the
 * league (game state, standings, feed) that it leaves as it was.
 */
export function leagueChatScope(leagueId: number | string): string {
  return `${leagueScope(leagueId)}/chat`;
}

/** The view-cache scope an event drops: its league's chat for a chat message, else `scopeOfEvent`. */
export function viewScopeOfEvent(event: RecordedEvent): string {
  if (event.type === 'ChatMessageSent') {
    const leagueId = (event.data as { leagueId?: unknown } | null)?.leagueId;
    if (typeof leagueId === 'number' || (typeof leagueId === 'string' && leagueId !== '')) return leagueChatScope(leagueId);
  }
  return scopeOfEvent(event);
}
