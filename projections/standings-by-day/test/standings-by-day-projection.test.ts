import type { CharacterStats, LeagueContextEvent } from '@il/events';
import { docsOf, projectEvents } from '@il/platform';
import { LEADERBOARDS, leaderboardProjection, type LeaderboardDoc } from '@il/projection-leaderboard';
import {
  STANDINGS_DAYS,
  STANDINGS_LEAGUES,
  rankOnDay,
  standingsByDayProjection,
  standingsOnDay,
  type CharacterDaysDoc,
  type LeagueDaysDoc,
} from '../src';

const START = '2026-03-02T10:00:00.000Z';
/** An instant `hours` after the league's start: day 1 is hours 0-23, day 2 hours 24-47, ... */
const at = (hours: number) => new Date(Date.parse(START) + hours * 3_600_000).toISOString();
const stats = (followers: number, money = 0, relevance = 50): CharacterStats => ({
  followers,
  energy: 100,
  energyUpdatedAt: START,
  money,
  relevance,
  reputation: { authenticity: 50, drama: 50, relatability: 50, aspirational: 50 },
});
const league: LeagueContextEvent = {
  type: 'LeagueCreated',
  data: { leagueId: 1, ownerId: 10, name: 'L', description: '', leagueType: 'public', maxPlayers: 20, startDate: START, endDate: at(24 * 7), inviteCode: null, createdAt: START },
};
const created = (characterId: number, hours: number, s = stats(1000)): LeagueContextEvent => ({
  type: 'CharacterCreated',
  data: { characterId, leagueId: 1, userId: characterId + 100, playerName: `@Star${characterId}`, realityShowBackground: 'drama', avatarUrl: null, stats: s, unlockedPlatforms: ['instagram'], createdAt: at(hours) },
});
const changed = (characterId: number, hours: number, s: CharacterStats): LeagueContextEvent => ({
  type: 'CharacterStatsChanged',
  data: { characterId, leagueId: 1, userId: characterId + 100, cause: { kind: 'test' }, changes: { followers: 1 }, stats: s, at: at(hours) },
});
const completed = (hours: number): LeagueContextEvent => ({
  type: 'LeagueCompleted',
  data: { leagueId: 1, completedAt: at(hours), standings: [], championUserId: null },
});

const charactersOf = async (events: LeagueContextEvent[]) =>
  [...docsOf<CharacterDaysDoc>(await projectEvents(standingsByDayProjection, events), STANDINGS_DAYS).values()];

/** A week of play: three stars, one arriving on day 3, overtaking each other, a quiet day 4. */
const SEASON: Array<{ hours: number; event: LeagueContextEvent }> = [
  { hours: 0, event: league },
  { hours: 1, event: created(1, 1) },
  { hours: 2, event: created(2, 2) },
  { hours: 5, event: changed(1, 5, stats(1500, 100, 60)) },
  { hours: 9, event: changed(2, 9, stats(1200, 50, 55)) },
  { hours: 23, event: changed(2, 23, stats(1300, 50, 55)) },
  { hours: 30, event: changed(2, 30, stats(2500, 50, 70)) },
  { hours: 50, event: created(3, 50, stats(1000)) },
  { hours: 60, event: changed(3, 60, stats(4000, 500, 90)) },
  { hours: 61, event: changed(1, 61, stats(1400, 100, 40)) },
  { hours: 100, event: changed(1, 100, stats(5000, 600, 95)) },
];

describe('standings by day projection', () => {
  it('keeps each character’s numbers at the end of every day they changed, from creation', async () => {
    const characters = await charactersOf(SEASON.map((step) => step.event));
    const two = characters.find((c) => c.characterId === 2);
    expect(two).toMatchObject({ leagueId: 1, userId: 102, characterName: '@Star2', avatarUrl: null, joinedAt: at(2) });
    expect(two?.days).toEqual([
      {
        day: 1,
        followers: 1300,
        money: 50,
        relevance: 55,
        hours: [
          { hour: 2, followers: 1000, money: 0, relevance: 50 },
          { hour: 9, followers: 1200, money: 50, relevance: 55 },
          { hour: 23, followers: 1300, money: 50, relevance: 55 },
        ],
      },
      { day: 2, followers: 2500, money: 50, relevance: 70, hours: [{ hour: 6, followers: 2500, money: 50, relevance: 70 }] },
    ]);
    // Created and changed within day 3: the day keeps the later numbers, its hours both.
    expect(characters.find((c) => c.characterId === 3)?.days).toEqual([
      {
        day: 3,
        followers: 4000,
        money: 500,
        relevance: 90,
        hours: [
          { hour: 2, followers: 1000, money: 0, relevance: 50 },
          { hour: 12, followers: 4000, money: 500, relevance: 90 },
        ],
      },
    ]);
  });

  it('ranks each hour of a day as the leaderboard stood at its end, and tells who moved since the hour before', async () => {
    const characters = await charactersOf(SEASON.map((step) => step.event));
    for (const [day, hour] of [[1, 0], [1, 1], [1, 4], [1, 5], [1, 9], [1, 23], [2, 5], [2, 6], [3, 11], [3, 12], [3, 13]] as const) {
      const until = SEASON.filter((step) => step.hours < (day - 1) * 24 + hour + 1).map((step) => step.event);
      const board = docsOf<LeaderboardDoc>(await projectEvents(leaderboardProjection, until), LEADERBOARDS).get('1');
      expect({ day, hour, rows: rankOnDay(characters, day, hour) }).toEqual({ day, hour, rows: board?.rows ?? [] });
    }
    const ranks = (day: number, hour: number) => standingsOnDay(characters, day, hour).map(({ characterId, rank, previousRank }) => ({ characterId, rank, previousRank }));
    // Day 1: Star1 arrives at hour 1, Star2 at hour 2.
    expect(ranks(1, 0)).toEqual([]);
    expect(ranks(1, 1)).toEqual([{ characterId: 1, rank: 1, previousRank: null }]);
    expect(ranks(1, 2)).toEqual([
      { characterId: 1, rank: 1, previousRank: 1 },
      { characterId: 2, rank: 2, previousRank: null },
    ]);
    // Day 2, hour 6: Star2 passes Star1; the hour before it still trailed.
    expect(ranks(2, 6)).toEqual([
      { characterId: 2, rank: 1, previousRank: 2 },
      { characterId: 1, rank: 2, previousRank: 1 },
    ]);
    // A day's first hour compares with the end of the day before.
    expect(ranks(2, 0)).toEqual([
      { characterId: 1, rank: 1, previousRank: 1 },
      { characterId: 2, rank: 2, previousRank: 2 },
    ]);
    // The last hour of a day is the day.
    expect(rankOnDay(characters, 3, 23)).toEqual(rankOnDay(characters, 3));
  });

  it('reads a day kept without its hours at its end, whatever the hour asked', () => {
    const kept: CharacterDaysDoc = { _id: '1', _position: 1, characterId: 1, leagueId: 1, userId: 101, characterName: '@Star1', avatarUrl: null, joinedAt: at(1), days: [{ day: 1, followers: 1000, money: 0, relevance: 50 }] };
    expect(rankOnDay([kept], 1, 0)).toEqual(rankOnDay([kept], 1));
  });

  it('ranks each day exactly as the leaderboard stood at its end', async () => {
    const characters = await charactersOf(SEASON.map((step) => step.event));
    for (let day = 1; day <= 5; day += 1) {
      const until = SEASON.filter((step) => step.hours < day * 24).map((step) => step.event);
      const board = docsOf<LeaderboardDoc>(await projectEvents(leaderboardProjection, until), LEADERBOARDS).get('1');
      expect(rankOnDay(characters, day)).toEqual(board?.rows ?? []);
    }
  });

  it('tells who rose and who fell since the day before, and who is new', async () => {
    const characters = await charactersOf(SEASON.map((step) => step.event));
    const ranks = (day: number) => standingsOnDay(characters, day).map(({ characterId, rank, previousRank }) => ({ characterId, rank, previousRank }));
    expect(ranks(1)).toEqual([
      { characterId: 1, rank: 1, previousRank: null },
      { characterId: 2, rank: 2, previousRank: null },
    ]);
    expect(ranks(2)).toEqual([
      { characterId: 2, rank: 1, previousRank: 2 },
      { characterId: 1, rank: 2, previousRank: 1 },
    ]);
    expect(ranks(3)).toEqual([
      { characterId: 3, rank: 1, previousRank: null },
      { characterId: 2, rank: 2, previousRank: 1 },
      { characterId: 1, rank: 3, previousRank: 2 },
    ]);
    // A quiet day changes nobody's numbers, so nobody moves.
    expect(ranks(4)).toEqual(ranks(4).map((row) => ({ ...row, previousRank: row.rank })));
    expect(ranks(5)[0]).toEqual({ characterId: 1, rank: 1, previousRank: 3 });
  });

  it('has nobody on a day before their character existed', async () => {
    const characters = await charactersOf(SEASON.map((step) => step.event));
    expect(rankOnDay(characters, 2).map((row) => row.characterId)).not.toContain(3);
    expect(rankOnDay([], 1)).toEqual([]);
  });

  it('records no day for a change that leaves the standing numbers as they were', async () => {
    const characters = await charactersOf([league, created(1, 1), changed(1, 30, stats(1000))]);
    expect(characters[0]?.days).toEqual([{ day: 1, followers: 1000, money: 0, relevance: 50, hours: [{ hour: 1, followers: 1000, money: 0, relevance: 50 }] }]);
  });

  it('freezes with the league: nothing after LeagueCompleted moves the standings', async () => {
    const docs = await projectEvents(standingsByDayProjection, [league, created(1, 1), completed(24 * 7 + 2), changed(1, 24 * 7 + 3, stats(9000)), created(2, 24 * 7 + 4)]);
    expect(docsOf<LeagueDaysDoc>(docs, STANDINGS_LEAGUES).get('1')).toMatchObject({ startDate: START, endDate: at(24 * 7), finalDay: 7 });
    const characters = [...docsOf<CharacterDaysDoc>(docs, STANDINGS_DAYS).values()];
    expect(characters.map((c) => c.characterId)).toEqual([1]);
    expect(characters[0]?.days).toEqual([{ day: 1, followers: 1000, money: 0, relevance: 50, hours: [{ hour: 1, followers: 1000, money: 0, relevance: 50 }] }]);
  });

  it('counts a character created before the start as there on day 1, and ignores leagues it never saw created', async () => {
    const early = await charactersOf([league, created(1, -5)]);
    expect(early[0]?.days[0]?.day).toBe(1);
    expect(await charactersOf([created(1, 1), changed(1, 2, stats(2000))])).toEqual([]);
  });

  it('links an inline avatar instead of storing the image', async () => {
    const inline = created(1, 1);
    (inline.data as { avatarUrl: string | null }).avatarUrl = 'data:image/png;base64,iVBORw0KGgo=';
    expect((await charactersOf([league, inline]))[0]?.avatarUrl).toBe('/_api/avatar?characterId=1');
  });
});
