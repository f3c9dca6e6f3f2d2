import '@il/ui/testing';
import { screen, within } from '@testing-library/react';
import { fakeApi, type Answer } from './support/fake-api';
import { league, leagueDetail, standing } from './support/fixtures';
import { LEAGUE_ID, MEMBER_ROUTES, brandDeal, challenge, renderGamePage } from './support/game-systems';

const CANCELLED = leagueDetail({ status: 'cancelled' });
const TOMORROW = new Date(Date.now() + 12 * 60 * 60 * 1000);

function cancelledApi(routes: Record<string, Answer> = {}) {
  return fakeApi({ ...MEMBER_ROUTES, 'GET /_api/leagues/detail': { body: CANCELLED }, ...routes });
}

describe('a cancelled league says so on its pages and offers nothing the server would refuse', () => {
  it('challenges: no claim, no next reset and no "Check back tomorrow"', async () => {
    cancelledApi({
      'GET /_api/challenges/daily': { body: [challenge({ id: 502, name: 'Lean Machine', status: 'completed', progress: 2, goalTarget: 2, expiresAt: TOMORROW })] },
    });
    renderGamePage(`/leagues/${LEAGUE_ID}/challenges`);
    const card = (await screen.findByRole('heading', { name: 'Lean Machine' })).closest('[data-testid="challenge"]') as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Claim Reward' })).toBeDisabled();
    expect(screen.getByTestId('league-closed')).toHaveTextContent('This league was cancelled');
    expect(screen.queryByText(/New challenges at/)).not.toBeInTheDocument();
  });

  it('challenges: an empty day does not promise tomorrow', async () => {
    cancelledApi({ 'GET /_api/challenges/daily': { body: [] } });
    renderGamePage(`/leagues/${LEAGUE_ID}/challenges`);
    expect(await screen.findByText('This league was cancelled: no more challenges will be set.')).toBeInTheDocument();
    expect(screen.queryByText(/Check back tomorrow/)).not.toBeInTheDocument();
  });

  it('brand deals: the marketplace is closed, no deal to accept', async () => {
    const api = cancelledApi({ 'GET /_api/brand-deals/available': { body: [brandDeal()] }, 'GET /_api/brand-deals/active': { body: [] } });
    renderGamePage(`/leagues/${LEAGUE_ID}/brand-deals`);
    expect(await screen.findByText('This league was cancelled: the marketplace is closed.')).toBeInTheDocument();
    expect(await screen.findByText('This league was cancelled: no deal runs any more.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Check back later!/)).not.toBeInTheDocument();
    expect(api.count('GET /_api/brand-deals/available')).toBe(0);
  });

  it('dashboard: the closed banner above the stats', async () => {
    cancelledApi({ 'GET /_api/game-state/history': { body: { leagueId: LEAGUE_ID, series: [] } }, 'GET /_api/challenges/daily': { body: [] }, 'GET /_api/scandals/active': { body: [] } });
    renderGamePage(`/leagues/${LEAGUE_ID}`);
    expect(await screen.findByTestId('league-closed')).toHaveTextContent('This league was cancelled');
  });

  it('character creation: no form to fill in for a league that takes nobody', async () => {
    cancelledApi({ 'GET /_api/leagues/detail': { body: leagueDetail({ status: 'cancelled', hasCharacter: false }) } });
    renderGamePage(`/leagues/${LEAGUE_ID}/create-character`);
    expect(await screen.findByText('No new personas')).toBeInTheDocument();
    expect(screen.getByText('This league was cancelled: it takes no new players.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the League' })).not.toBeInTheDocument();
  });
});

describe('a completed league', () => {
  it('shows its final standings and leads to its feed and chat, kept as history', async () => {
    const standings = [standing(1), standing(2)];
    fakeApi({
      ...MEMBER_ROUTES,
      'GET /_api/leagues/detail': { body: leagueDetail({ status: 'completed' }) },
      'GET /_api/leagues/final-results': { body: { league: league({ status: 'completed' }), standings, champion: standings[0] } },
    });
    renderGamePage(`/leagues/${LEAGUE_ID}/challenges`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Final Standings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the Feed' })).toHaveAttribute('href', `/leagues/${LEAGUE_ID}/feed`);
    expect(screen.getByRole('link', { name: 'Chat History' })).toHaveAttribute('href', `/leagues/${LEAGUE_ID}/chat`);
  });
});
