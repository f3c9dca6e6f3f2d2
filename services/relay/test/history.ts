import { type EventStore, type NewEvent, type RecordedEvent, SqliteEventStore } from '@il/platform';

export const LEAGUES = ['L1', 'L2', 'L3', 'L4', 'L5', 'L6'];

const newEvent = (n: number, leagueId: string | null): NewEvent => ({
  type: leagueId ? 'PostPublished' : 'UserRegistered',
  data: leagueId ? { leagueId, n } : { n },
  metadata: { schemaVersion: 1, correlationId: `c-${n}`, causationId: `c-${n}`, userId: null, at: '2026-01-01T00:00:00.000Z' },
});

export function memoryStore(): SqliteEventStore {
  return new SqliteEventStore({ file: ':memory:', pollIntervalMs: 10 });
}

/**
 * Appends `count` events: most go to league streams (several streams per league), every fifth to
 * a user stream without a league, in small appends the way commands write them.
 */
export async function appendHistory(store: EventStore, count: number, offset = 0): Promise<void> {
  const revisions = new Map<string, number>();
  for (let i = 0; i < count; i += 3) {
    const n = offset + i;
    const leagueId = n % 5 === 4 ? null : (LEAGUES[n % LEAGUES.length] ?? null);
    const streamId = leagueId ? `character-${leagueId}-${n % 4}` : `user-${n % 7}`;
    const size = Math.min(3, count - i);
    const events = Array.from({ length: size }, (_, k) => newEvent(n + k, leagueId));
    const expected = revisions.get(streamId) ?? 'any';
    const result = await store.append(streamId, events, expected === 'any' ? 'any' : expected);
    revisions.set(streamId, result.revision);
  }
}

export async function allEvents(store: EventStore): Promise<RecordedEvent[]> {
  const out: RecordedEvent[] = [];
  for (;;) {
    const page = await store.readAll(out.at(-1)?.position ?? 0, 1000);
    if (page.length === 0) return out;
    out.push(...page);
  }
}
