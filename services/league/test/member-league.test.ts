import { API_ERRORS } from '@il/contracts';
import { streams } from '@il/events';
import { SqliteEventStore } from '@il/platform';
import { memberLeague } from '../src/league/member-league';

const metadata = { schemaVersion: 1, correlationId: 'test-member-league', causationId: 'test-member-league', userId: 10, at: '2026-03-02T10:00:00.000Z' };
const created = {
  type: 'LeagueCreated',
  data: {
    leagueId: 1,
    ownerId: 10,
    name: 'Villa Legends',
    description: 'Former islanders only',
    leagueType: 'public',
    maxPlayers: 3,
    startDate: '2026-03-02T10:00:00.000Z',
    endDate: '2026-04-02T10:00:00.000Z',
    inviteCode: null,
    createdAt: '2026-03-02T10:00:00.000Z',
  },
  metadata,
};
const joined = (userId: number) => ({ type: 'LeagueMemberJoined', data: { leagueId: 1, userId, via: 'public', joinedAt: '2026-03-02T10:00:00.000Z' }, metadata });

describe('memberLeague', () => {
  it('gives a member the league from its stream, and answers everyone else as if there were none', async () => {
    const store = new SqliteEventStore({ file: ':memory:' });
    await store.append(streams.league(1), [created, joined(10)], 'no_stream');

    expect(await memberLeague(store, 1, 10)).toMatchObject({ exists: true, members: [10] });
    await expect(memberLeague(store, 1, 11)).rejects.toMatchObject({ status: 404, message: API_ERRORS.leagueNotFound });
    await expect(memberLeague(store, 2, 10)).rejects.toMatchObject({ status: 404, message: API_ERRORS.leagueNotFound });

    // A member who joins later is one at once: the kept state follows the stream.
    await store.append(streams.league(1), [joined(11)], 1);
    expect((await memberLeague(store, 1, 11)).members).toEqual([10, 11]);
    await store.close();
  });
});
