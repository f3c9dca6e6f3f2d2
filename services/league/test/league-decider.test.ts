import { API_ERRORS } from '@il/contracts';
import { streams, type LeagueEvent, type StandingSnapshot } from '@il/events';
import { given, handleCommand, ManualClock, SqliteEventStore } from '@il/platform';
import { LEAGUE_MESSAGES, leagueDecider, type LeagueCommand } from '../src/league/league-decider';
import { leagueHasEnded, leagueStatusAt } from '../src/league/league-status';
import { memberLeague } from '../src/league/member-league';

const NOW = '2026-03-02T10:00:00.000Z';
const START = '2026-03-02T10:00:00.000Z';
const END = '2026-04-02T10:00:00.000Z';

const create = (overrides: Partial<Extract<LeagueCommand, { type: 'CreateLeague' }>> = {}): LeagueCommand => ({
  type: 'CreateLeague',
  leagueId: 1,
  ownerId: 10,
  name: 'Villa Legends',
  description: 'Former islanders only',
  leagueType: 'public',
  maxPlayers: 3,
  startDate: START,
  endDate: END,
  inviteCode: null,
  now: NOW,
  ...overrides,
});

const created: LeagueEvent = {
  type: 'LeagueCreated',
  data: {
    leagueId: 1,
    ownerId: 10,
    name: 'Villa Legends',
    description: 'Former islanders only',
    leagueType: 'public',
    maxPlayers: 3,
    startDate: START,
    endDate: END,
    inviteCode: null,
    createdAt: NOW,
  },
};
const privateCreated: LeagueEvent = {
  type: 'LeagueCreated',
  data: { ...created.data, leagueType: 'friends_family', inviteCode: 'ABCD2345' } as Extract<LeagueEvent, { type: 'LeagueCreated' }>['data'],
};
const joined = (userId: number, via: 'creator' | 'public' | 'invite_code' = 'public'): LeagueEvent => ({
  type: 'LeagueMemberJoined',
  data: { leagueId: 1, userId, via, joinedAt: NOW },
});
const started: LeagueEvent = { type: 'LeagueStarted', data: { leagueId: 1, startedAt: NOW } };
const publicLeague = [created, joined(10, 'creator'), started];
const privateLeague = [privateCreated, joined(10, 'creator'), started];

describe('create league', () => {
  it('creates the league with its owner as first member, active at once when it starts now', () => {
    expect(given(leagueDecider, []).when(create())).toEqual([created, joined(10, 'creator'), started]);
  });

  it('stays pending when the start is in the future', () => {
    const later = '2026-03-10T00:00:00.000Z';
    const events = given(leagueDecider, []).when(create({ startDate: later }));
    expect(events.map((e) => e.type)).toEqual(['LeagueCreated', 'LeagueMemberJoined']);
  });

  it('keeps the invite code of a friends-and-family league only', () => {
    const events = given(leagueDecider, []).when(create({ leagueType: 'friends_family', inviteCode: 'ABCD2345' }));
    expect(events[0]).toEqual(privateCreated);
    const open = given(leagueDecider, []).when(create({ inviteCode: 'IGNORED1' }));
    expect(open[0]).toEqual(created);
  });

  it.each([
    [{ name: 'ab' }, 'Name must be at least 3 characters'],
    [{ name: '  ab  ' }, 'Name must be at least 3 characters'],
    [{ name: 'x'.repeat(51) }, LEAGUE_MESSAGES.nameTooLong],
    [{ description: 'x'.repeat(201) }, LEAGUE_MESSAGES.descriptionTooLong],
    [{ maxPlayers: 1 }, LEAGUE_MESSAGES.maxPlayersRange],
    [{ maxPlayers: 101 }, LEAGUE_MESSAGES.maxPlayersRange],
    [{ maxPlayers: 2.5 }, LEAGUE_MESSAGES.maxPlayersRange],
    [{ endDate: START }, 'End date must be after start date'],
    [{ startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-02-01T00:00:00.000Z' }, LEAGUE_MESSAGES.endInPast],
  ])('refuses %j', (overrides, message) => {
    expect(() => given(leagueDecider, []).when(create(overrides))).toThrow(message);
  });

  it('refuses to create the same league twice', () => {
    expect(() => given(leagueDecider, publicLeague).when(create())).toThrow('League already exists');
  });
});

describe('join league', () => {
  const join = (userId: number, inviteCode?: string, now = NOW): LeagueCommand => ({ type: 'JoinLeague', userId, inviteCode, source: 'join', now });

  it('lets anyone join a public league', () => {
    expect(given(leagueDecider, publicLeague).when(join(11))).toEqual([joined(11, 'public')]);
  });

  it('joining twice adds nobody', () => {
    expect(given(leagueDecider, [...publicLeague, joined(11)]).when(join(11))).toEqual([]);
  });

  it('needs the invite code of a friends-and-family league, in any case', () => {
    expect(given(leagueDecider, privateLeague).when(join(11, ' abcd2345 '))).toEqual([joined(11, 'invite_code')]);
    // Without the right code the league answers as an unknown id does.
    expect(() => given(leagueDecider, privateLeague).when(join(11))).toThrow('League not found');
    expect(() => given(leagueDecider, privateLeague).when(join(11, 'WRONG123'))).toThrow('League not found');
  });

  it('refuses a full league', () => {
    expect(() => given(leagueDecider, [...publicLeague, joined(11), joined(12)]).when(join(13))).toThrow('This league is full');
  });

  it('refuses completed, cancelled and ended leagues', () => {
    const cancelled: LeagueEvent = { type: 'LeagueCancelled', data: { leagueId: 1, cancelledBy: 10, cancelledAt: NOW } };
    const completed: LeagueEvent = { type: 'LeagueCompleted', data: { leagueId: 1, completedAt: END, standings: [], championUserId: null } };
    expect(() => given(leagueDecider, [...publicLeague, cancelled]).when(join(11))).toThrow('This league is not accepting players');
    expect(() => given(leagueDecider, [...publicLeague, completed]).when(join(11))).toThrow('This league is not accepting players');
    expect(() => given(leagueDecider, publicLeague).when(join(11, undefined, END))).toThrow('This league is not accepting players');
  });

  it('refuses an unknown league', () => {
    expect(() => given(leagueDecider, []).when(join(11))).toThrow('League not found');
  });

  it('joins a public league on the way to character creation, never a private one', () => {
    const viaCharacter: LeagueCommand = { type: 'JoinLeague', userId: 11, source: 'character_creation', now: NOW };
    expect(given(leagueDecider, publicLeague).when(viaCharacter)).toEqual([
      { type: 'LeagueMemberJoined', data: { leagueId: 1, userId: 11, via: 'character_creation', joinedAt: NOW } },
    ]);
    expect(() => given(leagueDecider, privateLeague).when(viaCharacter)).toThrow('League not found');
  });
});

describe('invitations', () => {
  const invite = (userId: number, email = ' Friend@Example.com '): LeagueCommand => ({
    type: 'SendInvitation',
    userId,
    inviterEmail: 'kim@example.com',
    inviterName: 'Kim',
    email,
    now: NOW,
  });

  it('records an invitation from a member, with the address normalised and the sender named', () => {
    expect(given(leagueDecider, publicLeague).when(invite(10))).toEqual([
      { type: 'LeagueInvitationSent', data: { leagueId: 1, invitedBy: 10, invitedByName: 'Kim', email: 'friend@example.com', sentAt: NOW } },
    ]);
  });

  it('refuses, as a 400, an invitation to the sender’s own address however it is spelled', () => {
    const refusal = (() => {
      try {
        given(leagueDecider, publicLeague).when(invite(10, ' KIM@example.com'));
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refusal).toMatchObject({ status: 400, message: 'You cannot invite yourself' });
  });

  it('refuses outsiders as if the league did not exist', () => {
    expect(() => given(leagueDecider, publicLeague).when(invite(99))).toThrow('League not found');
  });

  it('refuses when the league is over or full', () => {
    const cancelled: LeagueEvent = { type: 'LeagueCancelled', data: { leagueId: 1, cancelledBy: 10, cancelledAt: NOW } };
    expect(() => given(leagueDecider, [...publicLeague, cancelled]).when(invite(10))).toThrow('This league is not accepting players');
    expect(() => given(leagueDecider, [...publicLeague, joined(11), joined(12)]).when(invite(10))).toThrow('This league is full');
  });
});

describe('lifecycle', () => {
  const pending = [{ ...created, data: { ...created.data, startDate: '2026-03-05T00:00:00.000Z' } } as LeagueEvent, joined(10, 'creator')];
  const standing = (userId: number, rank: number): StandingSnapshot => ({
    userId,
    characterId: userId + 100,
    rank,
    characterName: `Star ${userId}`,
    avatarUrl: null,
    compositeScore: 100 - rank,
    followersScore: 100,
    moneyScore: 100,
    relevanceScore: 100,
    followers: 1000,
    money: 500,
    relevance: 50,
  });

  it('starts a pending league once its start has passed, and only once', () => {
    expect(given(leagueDecider, pending).when({ type: 'StartLeague', now: '2026-03-04T23:59:59.000Z' })).toEqual([]);
    const start = given(leagueDecider, pending).when({ type: 'StartLeague', now: '2026-03-05T00:00:00.000Z' });
    expect(start).toEqual([{ type: 'LeagueStarted', data: { leagueId: 1, startedAt: '2026-03-05T00:00:00.000Z' } }]);
    expect(given(leagueDecider, [...pending, ...start]).when({ type: 'StartLeague', now: '2026-03-06T00:00:00.000Z' })).toEqual([]);
  });

  it('completes at the end date with the standings sorted by rank and the champion at rank 1', () => {
    const standings = [standing(11, 2), standing(10, 1)];
    expect(given(leagueDecider, publicLeague).when({ type: 'CompleteLeague', now: '2026-04-02T09:59:59.000Z', standings })).toEqual([]);
    const done = given(leagueDecider, publicLeague).when({ type: 'CompleteLeague', now: END, standings });
    expect(done).toEqual([
      { type: 'LeagueCompleted', data: { leagueId: 1, completedAt: END, standings: [standing(10, 1), standing(11, 2)], championUserId: 10 } },
    ]);
    expect(given(leagueDecider, [...publicLeague, ...done]).when({ type: 'CompleteLeague', now: END, standings })).toEqual([]);
  });

  it('completes a league without characters with no champion', () => {
    const done = given(leagueDecider, publicLeague).when({ type: 'CompleteLeague', now: END, standings: [] });
    expect(done[0]).toMatchObject({ type: 'LeagueCompleted', data: { standings: [], championUserId: null } });
  });

  it('lets only the creator cancel, once, and never a finished league', () => {
    const cancel = (userId: number, now = NOW): LeagueCommand => ({ type: 'CancelLeague', userId, now });
    const members = [...publicLeague, joined(11)];
    expect(() => given(leagueDecider, members).when(cancel(11))).toThrow('Only the league owner can do that');
    expect(() => given(leagueDecider, members).when(cancel(99))).toThrow('League not found');
    const cancelled = given(leagueDecider, members).when(cancel(10));
    expect(cancelled).toEqual([{ type: 'LeagueCancelled', data: { leagueId: 1, cancelledBy: 10, cancelledAt: NOW } }]);
    expect(given(leagueDecider, [...members, ...cancelled]).when(cancel(10))).toEqual([]);
    expect(() => given(leagueDecider, members).when(cancel(10, END))).toThrow(LEAGUE_MESSAGES.cannotCancelCompleted);
  });

  it('lets an operator end a league being played before its date, which then ends there', () => {
    const standings = [standing(11, 2), standing(10, 1)];
    const MIDWAY = '2026-03-20T12:00:00.000Z';
    const ended = given(leagueDecider, publicLeague).when({ type: 'CompleteLeague', now: MIDWAY, standings, early: true });
    expect(ended).toEqual([
      {
        type: 'LeagueCompleted',
        data: { leagueId: 1, completedAt: MIDWAY, standings: [standing(10, 1), standing(11, 2)], championUserId: 10, endedEarly: true },
      },
    ]);
    const after = given(leagueDecider, [...publicLeague, ...ended]).state;
    expect(after).toMatchObject({ lifecycle: 'completed', endDate: MIDWAY });
    expect(leagueHasEnded(after, new Date(MIDWAY))).toBe(true);
    expect(() => given(leagueDecider, [...publicLeague, ...ended]).when({ type: 'CompleteLeague', now: MIDWAY, standings, early: true })).toThrow(
      LEAGUE_MESSAGES.alreadyCompleted,
    );
    expect(() => given(leagueDecider, pending).when({ type: 'CompleteLeague', now: NOW, standings, early: true })).toThrow(LEAGUE_MESSAGES.cannotEndPending);
    const cancelled = [...publicLeague, { type: 'LeagueCancelled', data: { leagueId: 1, cancelledBy: null, cancelledAt: NOW } } as LeagueEvent];
    expect(() => given(leagueDecider, cancelled).when({ type: 'CompleteLeague', now: MIDWAY, standings, early: true })).toThrow(LEAGUE_MESSAGES.cannotEndCancelled);
    // Asked at or after its date, an early end is the ordinary one.
    expect(given(leagueDecider, publicLeague).when({ type: 'CompleteLeague', now: END, standings, early: true })[0]?.data).not.toHaveProperty('endedEarly');
  });

  it('lets an operator cancel any league that has not ended, recorded as cancelled by nobody', () => {
    const cancel = (now = NOW): LeagueCommand => ({ type: 'CancelLeague', userId: null, now });
    expect(given(leagueDecider, pending).when(cancel())).toEqual([{ type: 'LeagueCancelled', data: { leagueId: 1, cancelledBy: null, cancelledAt: NOW } }]);
    expect(() => given(leagueDecider, publicLeague).when(cancel(END))).toThrow(LEAGUE_MESSAGES.cannotCancelCompleted);
    expect(() => given(leagueDecider, []).when(cancel())).toThrow('League not found');
  });

  it('reads the status from the clock until completion or cancellation is recorded', () => {
    const league = given(leagueDecider, pending).state;
    expect(leagueStatusAt(league, new Date('2026-03-04T00:00:00.000Z'))).toBe('pending');
    expect(leagueStatusAt(league, new Date('2026-03-05T00:00:00.000Z'))).toBe('active');
    expect(leagueHasEnded(league, new Date(END))).toBe(true);
    const cancelled = given(leagueDecider, [...pending, { type: 'LeagueCancelled', data: { leagueId: 1, cancelledBy: 10, cancelledAt: NOW } }]).state;
    expect(leagueStatusAt(cancelled, new Date('2026-03-01T00:00:00.000Z'))).toBe('cancelled');
  });
});

describe('memberLeague', () => {
  it('gives a member the league from its stream, and answers everyone else as if there were none', async () => {
    const store = new SqliteEventStore({ file: ':memory:' });
    const deps = { store, clock: new ManualClock(NOW) };
    const ctx = { userId: 10, correlationId: 'test-member-league' };
    await handleCommand(deps, streams.league(1), leagueDecider, create(), ctx);

    expect(await memberLeague(store, 1, 10)).toMatchObject({ exists: true, members: [10] });
    await expect(memberLeague(store, 1, 11)).rejects.toMatchObject({ status: 404, message: API_ERRORS.leagueNotFound });
    await expect(memberLeague(store, 2, 10)).rejects.toMatchObject({ status: 404, message: API_ERRORS.leagueNotFound });

    // A member who joins later is one at once: the kept state follows the stream.
    await handleCommand(deps, streams.league(1), leagueDecider, { type: 'JoinLeague', userId: 11, source: 'join', now: NOW }, { ...ctx, userId: 11 });
    expect((await memberLeague(store, 1, 11)).members).toEqual([10, 11]);
    await store.close();
  });
});
