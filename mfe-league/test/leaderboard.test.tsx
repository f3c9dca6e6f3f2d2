import '@il/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LeaderboardPage from '../src/pages/LeaderboardPage';
import { LEADERBOARD_POLL_MS } from '../src/leaderboard/leaderboard-query';
import { SIGNED_IN, USER, error, fakeApi, type Answer } from './support/fake-api';
import { leagueDetail, standing } from './support/fixtures';
import { renderAt } from './support/render';

const routes = [{ path: '/leagues/:leagueId/leaderboard', element: <LeaderboardPage /> }];

function answers(extra: Record<string, Answer> = {}) {
  return fakeApi({
    ...SIGNED_IN,
    'GET /_api/leagues/detail': { body: leagueDetail() },
    'GET /_api/leagues/leaderboard': { body: [standing(1, { compositeScore: 88.5 }), standing(2, { userId: USER.id, characterName: '@JadeViral', compositeScore: 61.234 })] },
    ...extra,
  });
}

describe('Leaderboard', () => {
  it('shows a back link, the league and the ranking with 2-decimal scores', async () => {
    answers();
    renderAt('/leagues/12/leaderboard', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Villa Reunion' })).toBeInTheDocument();
    expect(screen.getByText('Former islanders settle who really won.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/leagues/12');
    const rows = within(await screen.findByRole('list', { name: 'Rankings' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByLabelText('Rank 1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('@Player1')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('88.50');
    expect(rows[1]).toHaveTextContent('61.23');
    expect(within(rows[1]!).getByText('You')).toBeInTheDocument();
    expect(screen.getByText('K7QX2MPA')).toBeInTheDocument();
    expect(LEADERBOARD_POLL_MS).toBe(30_000);
  });

  it('says when nobody is on the board, and when it cannot be loaded', async () => {
    answers({ 'GET /_api/leagues/leaderboard': { body: [] } });
    const first = renderAt('/leagues/12/leaderboard', routes);
    expect(await screen.findByText('No players on the leaderboard yet. The competition is just beginning!')).toBeInTheDocument();
    first.unmount();

    answers({ 'GET /_api/leagues/leaderboard': error(400, 'Scores are being counted') });
    renderAt('/leagues/12/leaderboard', routes);
    expect(await screen.findByText('Could not load leaderboard: Scores are being counted')).toBeInTheDocument();
  });

  it('sends an invitation and says to whom', async () => {
    const api = answers({ 'POST /_api/leagues/invite': { body: { message: 'Invitation sent to ben@example.com' } } });
    const user = userEvent.setup();
    renderAt('/leagues/12/leaderboard', routes);
    const form = await screen.findByRole('form', { name: 'Invite Players' });
    await user.type(within(form).getByLabelText("Friend's email"), 'nope');
    await user.click(within(form).getByRole('button', { name: 'Send Invite' }));
    expect(await within(form).findByText('Invalid email address.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText("Friend's email"));
    await user.type(within(form).getByLabelText("Friend's email"), 'ben@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('An invitation was sent to ben@example.com.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/_api/leagues/invite')[0]?.body).toEqual({ leagueId: 12, email: 'ben@example.com' });
    await waitFor(() => expect(within(form).getByLabelText("Friend's email")).toHaveValue(''));
  });

  it('toasts a refused invitation', async () => {
    answers({ 'POST /_api/leagues/invite': error(409, 'This league is full') });
    const user = userEvent.setup();
    renderAt('/leagues/12/leaderboard', routes);
    const form = await screen.findByRole('form', { name: 'Invite Players' });
    await user.type(within(form).getByLabelText("Friend's email"), 'ben@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Failed to send invite: This league is full')).toBeInTheDocument();
  });
});
