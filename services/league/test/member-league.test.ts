import { API_ERRORS } from '@il/contracts';
import { streams } from '@il/events';
import { handleCommand, ManualClock, SqliteEventStore, type CommandContext } from '@il/platform';
import { leagueDecider, type LeagueCommand } from '../src/league/league-decider';
import { memberLeague } from '../src/league/member-league';

const NOW = '2026-03-02T10:00:00.000Z';
const ctx: CommandContext = { userId: 10, correlationId: 'test-member-league' };
const create: LeagueCommand = {
  type: 'CreateLeague',
  leagueId: 1,
  ownerId: 10,
  name: 'Villa Legends',
  description: 'Former islanders only',
  leagueType: 'public',
  maxPlayers: 3,
  startDate: NOW,
  endDate: '2026-04-02T10:00:00.000Z',
  inviteCode: null,
  now: NOW,
};
const join = (userId: number): LeagueCommand => ({ type: 'JoinLeague', userId, source: 'join', now: NOW });

describe('memberLeague', () => {
  it('gives a member the league from its stream, and answers everyone else as if there were none', async () => {
    const store = new SqliteEventStore({ file: ':memory:' });
    const deps = { store, clock: new ManualClock(new Date(NOW)) };
    await handleCommand(deps, streams.league(1), leagueDecider, create, ctx);

    expect(await memberLeague(store, 1, 10)).toMatchObject({ exists: true, members: [10] });
    await expect(memberLeague(store, 1, 11)).rejects.toMatchObject({ status: 404, message: API_ERRORS.leagueNotFound });
    await expect(memberLeague(store, 2, 10)).rejects.toMatchObject({ status: 404, message: API_ERRORS.leagueNotFound });

    // A member who joins later is one at once: the kept state follows the stream.
    await handleCommand(deps, streams.league(1), leagueDecider, join(11), { ...ctx, userId: 11 });
    expect((await memberLeague(store, 1, 11)).members).toEqual([10, 11]);
    await store.close();
  });
});
