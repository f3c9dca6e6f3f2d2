import '@il/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addLeagueDuration } from '@il/contracts';
import LeaguesPage, { LEAGUE_SKELETON_COUNT } from '../src/pages/LeaguesPage';
import { SIGNED_IN, error, fakeApi } from './support/fake-api';
import { league } from './support/fixtures';
import { renderAt } from './support/render';

const routes = [
  { path: '/leagues', element: <LeaguesPage /> },
  { path: '/leagues/:leagueId/create-character', element: <h1>Persona</h1> },
];

describe('Your Leagues', () => {
  it('shows three skeleton cards while the leagues load', async () => {
    fakeApi({ ...SIGNED_IN, 'GET /_api/leagues': () => new Promise(() => undefined) });
    renderAt('/leagues', routes);
    const loading = await screen.findByRole('status', { name: 'Loading leagues' });
    expect(within(loading).getAllByTestId('league-card-skeleton')).toHaveLength(LEAGUE_SKELETON_COUNT);
    expect(LEAGUE_SKELETON_COUNT).toBe(3);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Leagues' })).toBeInTheDocument();
  });

  it('lists league cards linking to their pages, with a badge per status', async () => {
    fakeApi({
      ...SIGNED_IN,
      'GET /_api/leagues': {
        body: [
          league({ id: 1, name: 'Active One', status: 'active' }),
          league({ id: 2, name: 'Pending One', status: 'pending' }),
          league({ id: 3, name: 'Cancelled One', status: 'cancelled' }),
          league({
            id: 4,
            name: 'Done One',
            status: 'completed',
            champion: { userId: 9, characterName: '@QueenBee', avatarUrl: null, compositeScore: 87.456 },
          }),
        ],
      },
    });
    renderAt('/leagues', routes);
    // The league's name is the card's link; the card around it holds the rest.
    expect(await screen.findByRole('link', { name: 'Active One' })).toHaveAttribute('href', '/leagues/1');
    const card = (name: string) => screen.getByRole('link', { name }).closest('.league-card') as HTMLElement;
    const active = card('Active One');
    const badge = (name: string, text: string) => within(card(name)).getByText(text);
    expect(badge('Active One', 'Active')).toHaveClass('il-badge--success');
    expect(badge('Pending One', 'Pending')).toHaveClass('il-badge--warning');
    expect(badge('Done One', 'Completed')).toHaveClass('il-badge--secondary');
    expect(badge('Cancelled One', 'Cancelled')).toHaveClass('il-badge--destructive');

    const done = card('Done One');
    expect(within(done).getByText('@QueenBee')).toBeInTheDocument();
    expect(within(done).getByText('87.46')).toBeInTheDocument();
    expect(within(active).queryByText(/Champion/)).not.toBeInTheDocument();
    expect(within(card('Cancelled One')).getByText('Called off')).toBeInTheDocument();
    expect(within(card('Cancelled One')).queryByText(/^Ended/)).not.toBeInTheDocument();
  });

  it('says when there are no leagues yet, and when they cannot be loaded', async () => {
    fakeApi({ ...SIGNED_IN, 'GET /_api/leagues': { body: [] } });
    const first = renderAt('/leagues', routes);
    expect(await screen.findByText('No Leagues Yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a League' })).toHaveAttribute('href', '/welcome');
    first.unmount();

    fakeApi({ ...SIGNED_IN, 'GET /_api/leagues': error(400, 'Leagues are on a break') });
    renderAt('/leagues', routes);
    expect(await screen.findByText('Error loading leagues')).toBeInTheDocument();
    expect(screen.getByText(/Unable to load leagues: Leagues are on a break/)).toBeInTheDocument();
  });
});

describe('Create League dialog', () => {
  async function openDialog() {
    const user = userEvent.setup();
    renderAt('/leagues', routes);
    await user.click(await screen.findByRole('button', { name: 'Create League' }));
    return { user, dialog: screen.getByRole('dialog', { name: 'Create League' }) };
  }

  it('starts at 20 players, public, 1 month from now', async () => {
    fakeApi({ ...SIGNED_IN, 'GET /_api/leagues': { body: [] } });
    const { dialog } = await openDialog();
    expect(within(dialog).getByLabelText('Max Players')).toHaveValue(20);
    expect(within(dialog).getByRole('radio', { name: /Public/ })).toBeChecked();
    expect(within(dialog).getByLabelText('Duration amount')).toHaveValue('1');
    expect(within(dialog).getByLabelText('Duration unit')).toHaveValue('months');
    const options = within(within(dialog).getByLabelText('Duration amount')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(within(within(dialog).getByLabelText('Duration unit')).getAllByRole('option').map((o) => o.textContent)).toEqual(['days', 'weeks', 'months']);
  });

  it('validates on submit with the §5 messages', async () => {
    const api = fakeApi({ ...SIGNED_IN, 'GET /_api/leagues': { body: [] } });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('League Name'), 'ab');
    await user.clear(within(dialog).getByLabelText('Max Players'));
    await user.type(within(dialog).getByLabelText('Max Players'), '101');
    await user.click(within(dialog).getByRole('button', { name: 'Create League' }));
    expect(await within(dialog).findByText('Name must be at least 3 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Max Players')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/_api/leagues')).toHaveLength(0);
  });

  it('creates the league starting now, toasts and goes on to the persona', async () => {
    const api = fakeApi({ ...SIGNED_IN, 'GET /_api/leagues': { body: [] }, 'POST /_api/leagues': { body: { id: 31 } } });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('League Name'), 'Villa Reunion');
    await user.type(within(dialog).getByLabelText('Description'), 'Who really won?');
    await user.click(within(dialog).getByRole('radio', { name: /Friends & Family/ }));
    await user.selectOptions(within(dialog).getByLabelText('Duration amount'), '3');
    await user.selectOptions(within(dialog).getByLabelText('Duration unit'), 'weeks');
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Create League' }));

    expect(await screen.findByText('League created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/leagues/31/create-character'));
    const [sent] = api.callsTo('POST', '/_api/leagues');
    const body = sent?.body as { name: string; description: string; type: string; maxPlayers: number; startDate: string; endDate: string };
    expect(body).toMatchObject({ name: 'Villa Reunion', description: 'Who really won?', type: 'friends_family', maxPlayers: 20 });
    const start = new Date(body.startDate);
    expect(start.getTime()).toBeGreaterThanOrEqual(before);
    expect(new Date(body.endDate).getTime()).toBe(addLeagueDuration(start, 3, 'weeks').getTime());
  });

  it('toasts the server message when creating fails', async () => {
    fakeApi({ ...SIGNED_IN, 'GET /_api/leagues': { body: [] }, 'POST /_api/leagues': error(400, 'End date must be after start date') });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('League Name'), 'Villa Reunion');
    await user.click(within(dialog).getByRole('button', { name: 'Create League' }));
    expect(await screen.findByText('Failed to create league: End date must be after start date')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create League' })).toBeInTheDocument();
  });
});
