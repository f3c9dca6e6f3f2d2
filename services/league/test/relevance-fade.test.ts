import type { CharacterEvent, CharacterStatsChanged } from '@il/events';
import { given } from '@il/platform';
import { startingStats } from '../src/character/backgrounds';
import { characterDecider, type CharacterCommand } from '../src/character/character-decider';
import type { LeagueTimeline } from '../src/league/league-status';
import { fadeDaysDue, relevanceFadeOf, RELEVANCE_FADE_CAUSE } from '../src/relevance/relevance-fade';

const START = '2026-03-01T10:00:00.000Z';
const END = '2026-04-01T10:00:00.000Z';
const league: LeagueTimeline = { lifecycle: 'active', startDate: START, endDate: END };

const created = (relevance = 60, createdAt = START): CharacterEvent => ({
  type: 'CharacterCreated',
  data: {
    characterId: 5,
    leagueId: 1,
    userId: 10,
    playerName: '@Champ',
    realityShowBackground: 'competition',
    avatarUrl: null,
    stats: { ...startingStats('competition', createdAt), relevance },
    unlockedPlatforms: ['instagram'],
    createdAt,
  },
});

const fade = (now: string, timeline: LeagueTimeline = league): CharacterCommand => ({ type: 'FadeRelevance', league: timeline, now });

const faded = (events: CharacterEvent[]) =>
  (events as CharacterStatsChanged[]).map((e) => ({ day: e.data.cause.id, changes: e.data.changes, relevance: e.data.stats.relevance }));

describe('relevance fade amount', () => {
  it('takes 10% of relevance, rounded up, in whole numbers', () => {
    expect([100, 90, 55, 30, 8, 1, 0].map(relevanceFadeOf)).toEqual([10, 9, 6, 3, 1, 1, 0]);
  });

  it('never takes more than there is', () => {
    for (let relevance = 0; relevance <= 100; relevance += 1) expect(relevanceFadeOf(relevance)).toBeLessThanOrEqual(relevance);
  });
});

describe('days due', () => {
  const character = { createdAt: START, relevanceFadedThrough: null };

  it('counts the midnights after the start and the creation, up to now', () => {
    expect(fadeDaysDue(league, character, '2026-03-01T23:59:59.999Z')).toEqual([]);
    expect(fadeDaysDue(league, character, '2026-03-02T00:00:00.000Z')).toEqual(['2026-03-02']);
    expect(fadeDaysDue(league, character, '2026-03-04T09:00:00.000Z')).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
  });

  it('starts after the last day faded', () => {
    expect(fadeDaysDue(league, { ...character, relevanceFadedThrough: '2026-03-03' }, '2026-03-04T09:00:00.000Z')).toEqual(['2026-03-04']);
  });

  it('owes nothing for a midnight before the character existed', () => {
    expect(fadeDaysDue(league, { ...character, createdAt: '2026-03-03T18:00:00.000Z' }, '2026-03-04T09:00:00.000Z')).toEqual(['2026-03-04']);
  });

  it('owes nothing for the midnight a league starts at, nor for midnights from its end on', () => {
    const midnights = { lifecycle: 'active' as const, startDate: '2026-03-01T00:00:00.000Z', endDate: '2026-03-04T00:00:00.000Z' };
    expect(fadeDaysDue(midnights, { createdAt: '2026-02-20T12:00:00.000Z', relevanceFadedThrough: null }, '2026-03-09T00:00:00.000Z')).toEqual([
      '2026-03-02',
      '2026-03-03',
    ]);
  });
});

describe('fade relevance', () => {
  it('given a star at 60 relevance, when the first midnight has passed, then relevance fades by 6 for that day', () => {
    const events = given(characterDecider, [created(60)]).when(fade('2026-03-02T00:00:30.000Z'));
    expect(events).toEqual([
      {
        type: 'CharacterStatsChanged',
        data: {
          characterId: 5,
          leagueId: 1,
          userId: 10,
          cause: { kind: RELEVANCE_FADE_CAUSE, id: '2026-03-02' },
          changes: { relevance: -6 },
          stats: { ...startingStats('competition', START), relevance: 54 },
          at: '2026-03-02T00:00:30.000Z',
        },
      },
    ]);
  });

  it('given the day already faded, when the job runs again that day, then nothing happens', () => {
    const first = given(characterDecider, [created(60)]).when(fade('2026-03-02T00:00:30.000Z'));
    expect(given(characterDecider, [created(60), ...first]).when(fade('2026-03-02T23:59:00.000Z'))).toEqual([]);
  });

  it('given posts after the fade, when the job runs again the same day, then the posts are not faded', () => {
    const first = given(characterDecider, [created(60)]).when(fade('2026-03-02T00:00:30.000Z'));
    const posted = given(characterDecider, [created(60), ...first]).when({
      type: 'ChangeStats',
      cause: { kind: 'content_posted', id: 1 },
      changes: { relevance: 5 },
      now: '2026-03-02T09:00:00.000Z',
    });
    expect(given(characterDecider, [created(60), ...first, ...posted]).when(fade('2026-03-02T10:00:00.000Z'))).toEqual([]);
  });

  it('given the server was down for three midnights, when it runs, then each missed day fades once, compounding', () => {
    const events = given(characterDecider, [created(60)]).when(fade('2026-03-04T08:00:00.000Z'));
    expect(faded(events)).toEqual([
      { day: '2026-03-02', changes: { relevance: -6 }, relevance: 54 },
      { day: '2026-03-03', changes: { relevance: -6 }, relevance: 48 },
      { day: '2026-03-04', changes: { relevance: -5 }, relevance: 43 },
    ]);
    const state = given(characterDecider, [created(60), ...events]).state;
    expect(state.relevanceFadedThrough).toBe('2026-03-04');
    expect(state.stats.relevance).toBe(43);
  });

  it('given a catch-up that reaches 0, then it stops at 0 and still records the last day', () => {
    const events = given(characterDecider, [created(2)]).when(fade('2026-03-06T08:00:00.000Z'));
    expect(faded(events)).toEqual([
      { day: '2026-03-02', changes: { relevance: -1 }, relevance: 1 },
      { day: '2026-03-03', changes: { relevance: -1 }, relevance: 0 },
      { day: '2026-03-06', changes: {}, relevance: 0 },
    ]);
  });

  it('given relevance at 0, when a midnight passes, then the day is recorded with no change and a later post is not faded for it', () => {
    const events = given(characterDecider, [created(0)]).when(fade('2026-03-02T00:00:30.000Z'));
    expect(faded(events)).toEqual([{ day: '2026-03-02', changes: {}, relevance: 0 }]);
    const posted = given(characterDecider, [created(0), ...events]).when({
      type: 'ChangeStats',
      cause: { kind: 'content_posted', id: 1 },
      changes: { relevance: 3 },
      now: '2026-03-02T09:00:00.000Z',
    });
    expect(given(characterDecider, [created(0), ...events, ...posted]).when(fade('2026-03-02T12:00:00.000Z'))).toEqual([]);
  });

  it('leaves everything but relevance alone, energy and its regeneration included', () => {
    const [event] = given(characterDecider, [created(60)]).when(fade('2026-03-02T00:00:30.000Z')) as CharacterStatsChanged[];
    const { relevance: _relevance, ...rest } = event!.data.stats;
    const { relevance: _before, ...before } = startingStats('competition', START);
    expect(rest).toEqual(before);
  });

  it('given a pending league, then nothing fades', () => {
    const pending: LeagueTimeline = { lifecycle: 'pending', startDate: '2026-03-10T00:00:00.000Z', endDate: END };
    expect(given(characterDecider, [created(60, '2026-03-01T10:00:00.000Z')]).when(fade('2026-03-05T00:00:30.000Z', pending))).toEqual([]);
  });

  it('given a completed, cancelled or ended league, then nothing fades', () => {
    const now = '2026-03-05T00:00:30.000Z';
    for (const timeline of [
      { ...league, lifecycle: 'completed' as const },
      { ...league, lifecycle: 'cancelled' as const },
      { ...league, endDate: '2026-03-05T00:00:00.000Z' },
    ]) {
      expect(given(characterDecider, [created(60)]).when(fade(now, timeline))).toEqual([]);
    }
  });

  it('given no character, then nothing fades', () => {
    expect(given(characterDecider, []).when(fade('2026-03-05T00:00:30.000Z'))).toEqual([]);
  });

  it('replays to the same state from the stored stats', () => {
    const events = given(characterDecider, [created(77)]).when(fade('2026-03-03T00:00:30.000Z'));
    const replayed = [created(77), ...events].reduce(characterDecider.evolve, characterDecider.initialState);
    expect(replayed.stats.relevance).toBe((events[events.length - 1] as CharacterStatsChanged).data.stats.relevance);
  });
});
