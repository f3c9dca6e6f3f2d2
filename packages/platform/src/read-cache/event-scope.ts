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
