import '@il/ui/testing';
import { screen, within } from '@testing-library/react';
import { fakeApi, type Answer } from './support/fake-api';
import { leagueDetail } from './support/fixtures';
import { LEAGUE_ID, MEMBER_ROUTES, brandDeal, challenge, renderGamePage } from './support/game-systems';

// The server refuses posts, likes, claims, deals and scandal answers before a league's start.
const STARTS = new Date('2030-03-09T09:00:00Z');
const PENDING = leagueDetail({ status: 'pending', startDate: STARTS });
const TOMORROW = new Date(Date.now() + 12 * 60 * 60 * 1000);

function pendingApi(routes: Record<string, Answer> = {}) {
  return fakeApi({ ...MEMBER_ROUTES, 'GET /_api/leagues/detail': { body: PENDING }, ...routes });
}

describe('a league that has not started says so and offers nothing the server would refuse', () => {
  it('dashboard: the banner names the start day', async () => {
    pendingApi({ 'GET /_api/game-state/history': { body: { leagueId: LEAGUE_ID, series: [] } }, 'GET /_api/challenges/daily': { body: [] }, 'GET /_api/scandals/active': { body: [] } });
    renderGamePage(`/leagues/${LEAGUE_ID}`);
    const banner = await screen.findByTestId('league-closed');
    expect(banner).toHaveTextContent('This league has not started yet');
    expect(banner).toHaveTextContent('The season starts on Saturday, March 9: posting, likes, challenges and brand deals open then. The chat is open already.');
  });

  it('challenges: no claim and no next reset', async () => {
    pendingApi({ 'GET /_api/challenges/daily': { body: [challenge({ id: 502, name: 'Lean Machine', status: 'completed', progress: 2, goalTarget: 2, expiresAt: TOMORROW })] } });
    renderGamePage(`/leagues/${LEAGUE_ID}/challenges`);
    const card = (await screen.findByRole('heading', { name: 'Lean Machine' })).closest('[data-testid="challenge"]') as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Claim Reward' })).toBeDisabled();
    expect(screen.queryByText(/New challenges at/)).not.toBeInTheDocument();
  });

  it('challenges: an empty day waits for the start, not for tomorrow', async () => {
    pendingApi({ 'GET /_api/challenges/daily': { body: [] } });
    renderGamePage(`/leagues/${LEAGUE_ID}/challenges`);
    expect(await screen.findByText('This league has not started yet: the first challenges are set when it starts.')).toBeInTheDocument();
    expect(screen.queryByText(/Check back tomorrow/)).not.toBeInTheDocument();
  });

  it('brand deals: no deal to accept', async () => {
    pendingApi({ 'GET /_api/brand-deals/available': { body: [brandDeal()] }, 'GET /_api/brand-deals/active': { body: [] } });
    renderGamePage(`/leagues/${LEAGUE_ID}/brand-deals`);
    expect(await screen.findByText(/^This league has not started yet: the marketplace/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
  });

  it('character creation stays open: the server takes new players before the start', async () => {
    pendingApi({ 'GET /_api/leagues/detail': { body: leagueDetail({ status: 'pending', startDate: STARTS, hasCharacter: false }) } });
    renderGamePage(`/leagues/${LEAGUE_ID}/create-character`);
    expect(await screen.findByRole('button', { name: 'Join the League' })).toBeInTheDocument();
  });
});
