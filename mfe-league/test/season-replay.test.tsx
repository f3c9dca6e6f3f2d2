import '@il/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StandingsByDayEntry, StandingsByDayResponse } from '@il/contracts';
import LeaderboardPage from '../src/pages/LeaderboardPage';
import { SIGNED_IN, USER, error, fakeApi, type Answer, type FakeCall } from './support/fake-api';
import { leagueDetail, standing } from './support/fixtures';
import { renderAt } from './support/render';

const routes = [{ path: '/leagues/:leagueId/leaderboard', element: <LeaderboardPage /> }];
const START = new Date('2026-03-02T10:00:00.000Z');

const row = (rank: number, previousRank: number | null, overrides: Partial<StandingsByDayEntry> = {}): StandingsByDayEntry => ({
  ...standing(rank),
  followers: 1000,
  money: 300,
  relevance: 50,
  previousRank,
  ...overrides,
});

/** Three days: Jade (the viewer) climbs from 3rd to 1st, Player2 arrives on day 2. */
const DAYS: Record<number, StandingsByDayEntry[]> = {
  1: [row(1, null, { userId: 1, characterName: '@Rosa' }), row(2, null, { userId: USER.id, characterName: '@JadeViral' })],
  2: [row(1, 1, { userId: 1, characterName: '@Rosa' }), row(2, null, { userId: 2, characterName: '@Newbie' }), row(3, 2, { userId: USER.id, characterName: '@JadeViral' })],
  3: [row(1, 3, { userId: USER.id, characterName: '@JadeViral' }), row(2, 1, { userId: 1, characterName: '@Rosa' }), row(3, 2, { userId: 2, characterName: '@Newbie' })],
};

function answerDay(lastDay: number, days = DAYS, hours: Record<number, StandingsByDayEntry[]> = {}, lastHour = 14) {
  return (call: FakeCall): Answer => {
    const asked = call.query.get('day');
    const day = asked === null ? lastDay : Number(asked);
    const askedHour = call.query.get('hour');
    const hour = askedHour === null ? null : Number(askedHour);
    const body: StandingsByDayResponse = {
      day,
      lastDay,
      startsAt: new Date(START.getTime() + (day - 1) * 86_400_000),
      settled: day < lastDay,
      hour,
      lastHour: day < lastDay ? 23 : lastHour,
      standings: hour === null ? (days[day] ?? []) : (hours[hour] ?? []),
    };
    return { body };
  };
}

function answers(replay: Answer | ((call: FakeCall) => Answer) = answerDay(3)) {
  return fakeApi({
    ...SIGNED_IN,
    'GET /_api/leagues/detail': { body: leagueDetail() },
    'GET /_api/leagues/leaderboard': { body: DAYS[3]!.map(({ followers: _f, money: _m, relevance: _r, previousRank: _p, ...entry }) => entry) },
    'GET /_api/leagues/standings-by-day': replay,
  });
}

const standingsOf = async (day: number) => screen.findByRole('list', { name: `Standings at the end of day ${day}` });

describe('Season replay on the leaderboard', () => {
  it('opens on the latest day, in play, with who rose, who fell and who is new', async () => {
    const api = answers();
    renderAt('/leagues/12/leaderboard', routes);
    const rows = within(await standingsOf(3)).getAllByRole('listitem');
    const slider = screen.getByRole('slider', { name: /Day 3/ });
    expect(slider).toHaveAttribute('max', '3');
    expect(slider).toHaveValue('3');
    expect(slider).toHaveAttribute('aria-valuetext', 'Day 3 of 3');
    expect(screen.getByText('In play')).toBeInTheDocument();
    expect(screen.getByText('Wed, Mar 4')).toBeInTheDocument();
    expect(rows.map((item) => within(item).getByLabelText(/^Rank/).textContent)).toEqual(['#1', '#2', '#3']);
    expect(within(rows[0]!).getByText('@JadeViral')).toBeInTheDocument();
    expect(within(rows[0]!).getByLabelText('Up 2 places')).toBeInTheDocument();
    expect(within(rows[1]!).getByLabelText('Down 1 place')).toBeInTheDocument();
    expect(within(rows[2]!).getByLabelText('Down 1 place')).toBeInTheDocument();
    expect(rows[0]).toHaveClass('leaderboard__row--you');
    expect(screen.getByText(/Biggest rise:/).textContent).toBe('Biggest rise: @JadeViral, up 2 places to #1');
    expect(screen.getByText(/Biggest fall:/).textContent).toBe('Biggest fall: @Rosa, down 1 place to #2');
    expect(api.callsTo('GET', '/_api/leagues/standings-by-day')[0]?.query.get('day')).toBeNull();
  });

  it('shows the standings as they stood at the end of the day the slider is dragged to', async () => {
    const api = answers();
    renderAt('/leagues/12/leaderboard', routes);
    await standingsOf(3);
    fireEvent.change(screen.getByRole('slider', { name: /^Day/ }), { target: { value: '2' } });
    const day2 = within(await standingsOf(2)).getAllByRole('listitem');
    expect(within(day2[1]!).getByText('@Newbie')).toBeInTheDocument();
    expect(within(day2[1]!).getByText('New')).toBeInTheDocument();
    expect(within(day2[0]!).getByLabelText('No change')).toBeInTheDocument();
    expect(screen.queryByText('In play')).not.toBeInTheDocument();

    fireEvent.change(screen.getByRole('slider', { name: /^Day/ }), { target: { value: '1' } });
    const day1 = within(await standingsOf(1)).getAllByRole('listitem');
    expect(day1.map((item) => within(item).getByLabelText(/^Rank/).nextSibling?.textContent)).toEqual(['', '']);
    expect(screen.getByText('Mon, Mar 2')).toBeInTheDocument();
    expect(screen.queryByText(/Biggest rise/)).not.toBeInTheDocument();
    expect(screen.getByRole('slider', { name: /^Day/ })).toHaveAttribute('aria-valuetext', 'Day 1 of 3');
    expect(api.callsTo('GET', '/_api/leagues/standings-by-day').map((call) => call.query.get('day'))).toEqual([null, '2', '1']);
  });

  it('keeps the slider still on a league’s first day, and says who was there', async () => {
    answers(answerDay(1, { 1: [] }));
    renderAt('/leagues/12/leaderboard', routes);
    expect(await screen.findByText('Day 1 is still being played: drag through its hours; the replay grows one day at a time.')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: /Day 1/ })).toBeDisabled();
    expect(screen.getByText('Nobody had a character yet at the end of day 1.')).toBeInTheDocument();
  });

  it('replays a first day hour by hour: who was there and who moved since the hour before', async () => {
    const HOURS: Record<number, StandingsByDayEntry[]> = {
      0: [],
      3: [row(1, null, { userId: 1, characterName: '@Rosa' })],
      9: [row(1, null, { userId: USER.id, characterName: '@JadeViral' }), row(2, 1, { userId: 1, characterName: '@Rosa' })],
    };
    const api = answers(answerDay(1, { 1: DAYS[1]! }, HOURS, 14));
    renderAt('/leagues/12/leaderboard', routes);
    await standingsOf(1);
    const hours = screen.getByRole('slider', { name: 'Time of day 1' });
    expect(hours).toHaveAttribute('max', '14');
    expect(hours).toHaveValue('14');
    expect(hours).toHaveAttribute('aria-valuetext', 'Now');

    fireEvent.change(hours, { target: { value: '0' } });
    expect(await screen.findByText('Nobody had a character yet on day 1 by 11:00 AM.')).toBeInTheDocument();
    fireEvent.change(hours, { target: { value: '3' } });
    const early = within(await screen.findByRole('list', { name: 'Standings on day 1 by 2:00 PM' })).getAllByRole('listitem');
    expect(early).toHaveLength(1);
    expect(within(early[0]!).getByText('New')).toBeInTheDocument();
    fireEvent.change(hours, { target: { value: '9' } });
    const later = within(await screen.findByRole('list', { name: 'Standings on day 1 by 8:00 PM' })).getAllByRole('listitem');
    expect(within(later[0]!).getByText('New')).toBeInTheDocument();
    expect(screen.getByText(/Biggest fall:/).textContent).toBe('Biggest fall: @Rosa, down 1 place to #2');
    expect(hours).toHaveAttribute('aria-valuetext', 'By 8:00 PM');

    // Back to the last hour so far: the day as it stands.
    fireEvent.change(hours, { target: { value: '14' } });
    await standingsOf(1);
    expect(api.callsTo('GET', '/_api/leagues/standings-by-day').map((call) => call.query.get('hour'))).toEqual([null, '0', '3', '9']);
  });

  it('says when the replay cannot be loaded', async () => {
    answers(error(400, 'Day 9 has not been played'));
    renderAt('/leagues/12/leaderboard', routes);
    await waitFor(() => expect(screen.getByText('Could not load the season replay: Day 9 has not been played')).toBeInTheDocument());
  });
});
