import '@il/ui/testing';
import { screen, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { LeagueGuard } from '@il/ui/league';
import { SIGNED_IN, error, fakeApi } from './support/fake-api';
import { league, leagueDetail, standing } from './support/fixtures';
import { renderAt } from './support/render';

function GuardedPage() {
  const { leagueId } = useParams();
  return <LeagueGuard leagueId={leagueId}>{(detail) => <h1>The page of {detail.name}</h1>}</LeagueGuard>;
}
const routes = [{ path: '/leagues/:leagueId/leaderboard', element: <GuardedPage /> }];

describe('League pages guard', () => {
  it.each(['abc', '0', '-3', '1.5'])('refuses the league id %s', (id) => {
    const api = fakeApi(SIGNED_IN);
    renderAt(`/leagues/${id}/leaderboard`, routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid League' })).toBeInTheDocument();
    expect(screen.getByText('The league ID in the URL is missing or invalid. Please check the address and try again.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/_api/leagues/detail')).toHaveLength(0);
  });

  it('shows skeletons while it checks', async () => {
    fakeApi({ ...SIGNED_IN, 'GET /_api/leagues/detail': () => new Promise(() => undefined) });
    renderAt('/leagues/12/leaderboard', routes);
    const loading = screen.getByRole('status', { name: 'Loading league' });
    expect(within(loading).getAllByTestId('skeleton').length).toBeGreaterThan(0);
  });

  it('reports a failed check', async () => {
    fakeApi({ ...SIGNED_IN, 'GET /_api/leagues/detail': error(400, 'Invalid input') });
    renderAt('/leagues/12/leaderboard', routes);
    expect(await screen.findByText('Could not verify league status: Invalid input')).toBeInTheDocument();
  });

  it('answers League Not Found to a league that is not the viewer’s', async () => {
    fakeApi({ ...SIGNED_IN, 'GET /_api/leagues/detail': error(404, 'League not found') });
    const first = renderAt('/leagues/12/leaderboard', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'League Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The league you are trying to access could not be found or you are not a member.')).toBeInTheDocument();
    first.unmount();

    // A public league is visible to everyone, but its pages are for members.
    fakeApi({ ...SIGNED_IN, 'GET /_api/leagues/detail': { body: leagueDetail({ type: 'public', isMember: false, inviteCode: null }) } });
    renderAt('/leagues/12/leaderboard', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'League Not Found' })).toBeInTheDocument();
  });

  it('shows the page of an active league', async () => {
    fakeApi({ ...SIGNED_IN, 'GET /_api/leagues/detail': { body: leagueDetail() } });
    renderAt('/leagues/12/leaderboard', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'The page of Villa Reunion' })).toBeInTheDocument();
  });

  it('shows the final standings of a completed league instead of the page', async () => {
    const standings = [standing(1, { characterName: '@QueenBee', compositeScore: 87.456, followersScore: 100, moneyScore: 61.25, relevanceScore: 99.94 }), standing(2)];
    fakeApi({
      ...SIGNED_IN,
      'GET /_api/leagues/detail': { body: leagueDetail({ status: 'completed' }) },
      'GET /_api/leagues/final-results': { body: { league: league({ status: 'completed' }), standings, champion: standings[0] } },
    });
    renderAt('/leagues/12/leaderboard', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Final Standings' })).toBeInTheDocument();
    expect(screen.queryByText(/The page of/)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '@QueenBee' })).toBeInTheDocument();
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByLabelText('Rank 1')).toBeInTheDocument();
    expect(first.getByText('87.46')).toBeInTheDocument();
    expect(first.getByText('100.0')).toBeInTheDocument();
    expect(first.getByText('61.3')).toBeInTheDocument();
    expect(first.getByText('99.9')).toBeInTheDocument();
  });

  it('says when a completed league has no standings, or when they cannot be loaded', async () => {
    fakeApi({
      ...SIGNED_IN,
      'GET /_api/leagues/detail': { body: leagueDetail({ status: 'completed' }) },
      'GET /_api/leagues/final-results': { body: { league: league({ status: 'completed' }), standings: [], champion: null } },
    });
    const first = renderAt('/leagues/12/leaderboard', routes);
    expect(await screen.findByText('No final standings available')).toBeInTheDocument();
    first.unmount();

    fakeApi({
      ...SIGNED_IN,
      'GET /_api/leagues/detail': { body: leagueDetail({ status: 'completed' }) },
      'GET /_api/leagues/final-results': error(409, 'Final results are available once the league is completed'),
    });
    renderAt('/leagues/12/leaderboard', routes);
    expect(await screen.findByText('Could not load final results: Final results are available once the league is completed')).toBeInTheDocument();
  });
});
