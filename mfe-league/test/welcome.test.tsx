import '@il/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WelcomePage from '../src/pages/WelcomePage';
import { inviteTargetFromInput } from '../src/welcome/invite-target';
import { SIGNED_IN, SIGNED_OUT, error, fakeApi } from './support/fake-api';
import { league } from './support/fixtures';
import { renderAt } from './support/render';

const routes = [
  { path: '/welcome', element: <WelcomePage /> },
  { path: '/leagues/:leagueId', element: <h1>Dashboard</h1> },
  { path: '/leagues/:leagueId/create-character', element: <h1>Persona</h1> },
];

describe('Welcome', () => {
  it('offers three tabs and a footer link to sign in', async () => {
    fakeApi(SIGNED_OUT);
    renderAt('/welcome', routes);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Join Public League', 'Join with Invite', 'Create League']);
    expect(await screen.findByText('Sign in to get started')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=%2Fwelcome');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=%2Fwelcome');
  });

  it('lists public leagues and joins one, on to the persona', async () => {
    const api = fakeApi({
      ...SIGNED_IN,
      'GET /_api/leagues/public': { body: [league({ id: 5, name: 'Open Casting Call', type: 'public' })] },
      'POST /_api/leagues/join': { body: { leagueId: 5, message: 'Successfully joined league!' } },
    });
    const user = userEvent.setup();
    renderAt('/welcome', routes);
    const list = await screen.findByRole('list', { name: 'Public leagues' });
    await user.click(within(list).getByRole('button', { name: 'Join Open Casting Call' }));
    expect(await screen.findByText('Successfully joined league!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/leagues/5/create-character'));
    expect(api.callsTo('POST', '/_api/leagues/join')[0]?.body).toEqual({ leagueId: 5 });
  });

  it('says when no public league is open', async () => {
    fakeApi({ ...SIGNED_IN, 'GET /_api/leagues/public': { body: [] } });
    renderAt('/welcome', routes);
    expect(await screen.findByText('No Leagues Found')).toBeInTheDocument();
  });

  it('asks for an invite code when the field is empty', async () => {
    const api = fakeApi({ ...SIGNED_IN, 'GET /_api/leagues/public': { body: [] } });
    const user = userEvent.setup();
    renderAt('/welcome?tab=invite', routes);
    await user.click(await screen.findByRole('button', { name: 'Join League' }));
    expect(await screen.findByText('Please enter an invite code')).toBeInTheDocument();
    expect(api.callsTo('GET', '/_api/leagues/by-invite-code')).toHaveLength(0);
  });

  it('joins with the last path segment of a pasted link', async () => {
    const api = fakeApi({
      ...SIGNED_IN,
      'GET /_api/leagues/by-invite-code': { body: league({ id: 12 }) },
      'POST /_api/leagues/join': { body: { leagueId: 12, message: 'Successfully joined league!' } },
    });
    const user = userEvent.setup();
    renderAt('/welcome?tab=invite', routes);
    await user.type(await screen.findByLabelText('Invite code or link'), 'https://example.com/invite/K7QX2MPA');
    await user.click(screen.getByRole('button', { name: 'Join League' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/leagues\/12$/));
    expect(api.callsTo('GET', '/_api/leagues/by-invite-code')[0]?.query.get('inviteCode')).toBe('K7QX2MPA');
    expect(api.callsTo('POST', '/_api/leagues/join')[0]?.body).toEqual({ leagueId: 12, inviteCode: 'K7QX2MPA' });
    expect(screen.getByText('Successfully joined league!')).toBeInTheDocument();
  });

  it('toasts a refused code', async () => {
    fakeApi({ ...SIGNED_IN, 'GET /_api/leagues/by-invite-code': error(404, 'Invalid invite code') });
    const user = userEvent.setup();
    renderAt('/welcome?tab=invite', routes);
    await user.type(await screen.findByLabelText('Invite code or link'), 'NOPE2345');
    await user.click(screen.getByRole('button', { name: 'Join League' }));
    expect(await screen.findByText('Failed to join league')).toBeInTheDocument();
    expect(screen.getByText('Invalid invite code')).toBeInTheDocument();
  });

  it('creates a league from the third tab', async () => {
    fakeApi({ ...SIGNED_IN, 'POST /_api/leagues': { body: { id: 44 } } });
    const user = userEvent.setup();
    renderAt('/welcome?tab=create', routes);
    await user.type(await screen.findByLabelText('League Name'), 'My Own Show');
    await user.click(screen.getByRole('button', { name: 'Create League' }));
    expect(await screen.findByText('League created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/leagues/44/create-character'));
  });
});

describe('invite input', () => {
  it('reads codes, pasted paths and our invitation links', () => {
    expect(inviteTargetFromInput('  K7QX2MPA ')).toEqual({ leagueId: null, inviteCode: 'K7QX2MPA' });
    expect(inviteTargetFromInput('https://example.com/join/K7QX2MPA')).toEqual({ leagueId: null, inviteCode: 'K7QX2MPA' });
    expect(inviteTargetFromInput('http://localhost:8080/leagues/join?leagueId=12&inviteCode=K7QX2MPA&email=a%40b.c')).toEqual({ leagueId: 12, inviteCode: 'K7QX2MPA' });
    // A public league's invitation carries no code: its league is enough.
    expect(inviteTargetFromInput('http://localhost:8080/leagues/join?leagueId=5&inviteCode=&email=a%40b.c')).toEqual({ leagueId: 5, inviteCode: '' });
  });
});
