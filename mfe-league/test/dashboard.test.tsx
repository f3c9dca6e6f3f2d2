import '@il/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import DashboardPage from '../src/pages/DashboardPage';
import { buildChart, niceCeiling } from '../src/dashboard/chart-geometry';
import { energyLevel, energyRegeneration } from '../src/dashboard/energy';
import { gameDataOutcome } from '../src/dashboard/game-data-error';
import { formatFollowers, GAME_STATE_POLL_MS, gameStatePollInterval } from '@il/ui/league';
import { formatMoney } from '../src/format/numbers';
import { ApiError } from '@il/ui';
import { SIGNED_IN, error, fakeApi, type Answer } from './support/fake-api';
import { gameState, leagueDetail } from './support/fixtures';
import { renderAt } from './support/render';

const routes = [
  { path: '/leagues', element: <h1>Your Leagues</h1> },
  { path: '/login', element: <h1>Log In</h1> },
  { path: '/leagues/:leagueId', element: <DashboardPage /> },
  { path: '/leagues/:leagueId/create-character', element: <h1>Persona</h1> },
];

function answers(extra: Record<string, Answer> = {}) {
  return fakeApi({
    ...SIGNED_IN,
    'GET /_api/leagues/detail': { body: leagueDetail() },
    'GET /_api/game-state': { body: gameState() },
    'GET /_api/game-state/history': {
      body: {
        leagueId: 12,
        series: [
          { userId: 7, characterId: 40, playerName: '@JadeViral', avatarUrl: null, points: [{ day: 1, at: new Date('2030-03-01T10:00:00Z'), followers: 2000 }, { day: 3, at: new Date('2030-03-03T10:00:00Z'), followers: 2350 }] },
          { userId: 8, characterId: 41, playerName: '@Rival', avatarUrl: null, points: [{ day: 1, at: new Date('2030-03-01T11:00:00Z'), followers: 1200 }] },
        ],
      },
    },
    'GET /_api/challenges/daily': { body: [] },
    'GET /_api/scandals/active': { body: [] },
    'GET /_api/progression/milestones': { body: { milestones: [], nextGoal: null } },
    ...extra,
  });
}

describe('League dashboard', () => {
  it('is titled after the league and shows the stats, reputation, career panel and growth chart', async () => {
    answers();
    renderAt('/leagues/12', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Villa Reunion Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Former islanders settle who really won.')).toBeInTheDocument();

    const stats = screen.getByRole('region', { name: 'Your stats' });
    expect(within(stats).getByText('@JadeViral')).toBeInTheDocument();
    expect(within(stats).getByText('2.4k')).toBeInTheDocument();
    expect(within(stats).getByText('80/100')).toBeInTheDocument();
    expect(within(stats).getByText('Next in 60m · Full in 20h')).toBeInTheDocument();
    expect(within(stats).getByText('$751')).toBeInTheDocument();
    expect(within(stats).getByText('60/100')).toBeInTheDocument();

    // (40 + 51 + 45 + 70) / 4 = 51.5, rounded.
    expect(screen.getByLabelText('Overall reputation 52')).toBeInTheDocument();
    expect(screen.getByText('Day 3', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Instagram').closest('li')).toHaveClass('platform-chip--open');
    expect(screen.getByText('Podcast').closest('li')).toHaveClass('platform-chip--locked');
    expect(screen.getByText('No active brand deals. Keep growing your influence!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Challenges' })).toHaveAttribute('href', '/leagues/12/challenges');

    const chart = await screen.findByRole('img', { name: /Follower growth/ });
    expect(chart.getAttribute('aria-label')).toBe('Follower growth: @Rival 1.2k, you 2.4k');
    expect(chart.querySelectorAll('path')).toHaveLength(2);
    expect(document.title).toMatch(/^Villa Reunion Dashboard/);
  });

  it('warns about low and critical energy', async () => {
    answers({ 'GET /_api/game-state': { body: gameState({ energy: 8 }) } });
    const first = renderAt('/leagues/12', routes);
    expect(await screen.findByText('Critical')).toBeInTheDocument();
    expect(screen.getByText('Next in 60m · Full in 92h')).toBeInTheDocument();
    first.unmount();

    answers({ 'GET /_api/game-state': { body: gameState({ energy: 100 }) } });
    renderAt('/leagues/12', routes);
    expect(await screen.findByText('Fully charged')).toBeInTheDocument();
  });

  it('sends a player without a persona to character creation', async () => {
    answers({ 'GET /_api/leagues/detail': { body: leagueDetail({ hasCharacter: false }) } });
    const first = renderAt('/leagues/12', routes);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/leagues/12/create-character'));
    first.unmount();

    answers({ 'GET /_api/game-state': error(404, "You haven't created a character in this league") });
    renderAt('/leagues/12', routes);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/leagues/12/create-character'));
  });

  it('sends a visitor who is not a member back to the leagues', async () => {
    answers({ 'GET /_api/leagues/detail': error(404, 'League not found') });
    renderAt('/leagues/12', routes);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/leagues$/));
  });

  it('explains other failures with the message', async () => {
    answers({ 'GET /_api/game-state': error(400, 'The game state is resting') });
    renderAt('/leagues/12', routes);
    expect(await screen.findByText('Oops! Something went wrong.')).toBeInTheDocument();
    expect(screen.getByText("We couldn't load your game data. Please try refreshing the page.")).toBeInTheDocument();
    expect(screen.getByText('The game state is resting')).toBeInTheDocument();
  });
});

describe('dashboard rules', () => {
  it('abbreviates followers from 1000 and shows money as whole dollars', () => {
    expect(formatFollowers(999)).toBe('999');
    expect(formatFollowers(1000)).toBe('1.0k');
    expect(formatFollowers(2350)).toBe('2.4k');
    expect(formatFollowers(15_400)).toBe('15K');
    expect(formatFollowers(1_250_000)).toBe('1.3M');
    expect(formatMoney(750.6)).toBe('$751');
    expect(formatMoney(12_345)).toBe('$12,345');
  });

  it('grades energy and its regeneration', () => {
    expect(energyLevel(30)).toBe('ok');
    expect(energyLevel(29)).toBe('warning');
    expect(energyLevel(10)).toBe('warning');
    expect(energyLevel(9)).toBe('critical');
    expect(energyRegeneration(64)).toEqual({ next: 'Next in 60m', full: 'Full in 36h' });
    expect(energyRegeneration(100)).toBeNull();
  });

  it('polls every 30 s below full energy and every 300 s at 100', () => {
    expect(gameStatePollInterval(gameState({ energy: 99 }))).toBe(30_000);
    expect(gameStatePollInterval(gameState({ energy: 100 }))).toBe(300_000);
    expect(GAME_STATE_POLL_MS).toEqual({ regenerating: 30_000, full: 300_000 });
  });

  it('routes game-data failures', () => {
    const refusal = (status: number, text: string) => new ApiError(text, status, { error: text }, text);
    expect(gameDataOutcome(refusal(404, "You don't have a character in this league yet. Create one to start playing."))).toBe('create-character');
    expect(gameDataOutcome(refusal(400, "You haven't created a character yet"))).toBe('create-character');
    expect(gameDataOutcome(new ApiError('Not authenticated', 401, {}, 'Not authenticated'))).toBe('login');
    expect(gameDataOutcome(new ApiError('League not found', 404, {}, 'League not found'))).toBe('leagues');
    expect(gameDataOutcome(new Error('Failed to fetch'))).toBe('oops');
  });

  it('draws followers as steps up to the newest point, the viewer on top', () => {
    expect(niceCeiling(2_585)).toBe(5_000);
    expect(niceCeiling(1_100)).toBe(2_000);
    const chart = buildChart(
      [
        { id: 1, name: 'You', isYou: true, points: [{ t: 0, v: 1000 }, { t: 50, v: 2000 }] },
        { id: 2, name: 'Rival', isYou: false, points: [{ t: 0, v: 500 }, { t: 100, v: 600 }] },
      ],
      { width: 200, height: 100, left: 0, right: 0, top: 0, bottom: 0 },
    );
    expect(chart?.series.map((s) => s.name)).toEqual(['Rival', 'You']);
    // Top of the axis: 2000 × 1.1 rounded up to 2500.
    expect(chart?.series[1]?.path).toBe('M0,60 H100 V20 H200');
    expect(chart?.series[0]?.path).toBe('M0,80 H200 V76 H200');
    expect(buildChart([], { width: 1, height: 1, left: 0, right: 0, top: 0, bottom: 0 })).toBeNull();
  });
});
