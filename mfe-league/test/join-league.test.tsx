import '@il/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import JoinLeaguePage, { JOINED_REDIRECT_MS } from '../src/pages/JoinLeaguePage';
import { emailMatches } from '../src/join/join-state';
import { SIGNED_IN, SIGNED_OUT, error, fakeApi } from './support/fake-api';
import { renderAt } from './support/render';

const routes = [
  { path: '/leagues/join', element: <JoinLeaguePage /> },
  { path: '/leagues/:leagueId', element: <h1>Dashboard</h1> },
  { path: '/leagues/:leagueId/create-character', element: <h1>Persona</h1> },
];
const INVITE = '/leagues/join?leagueId=12&inviteCode=K7QX2MPA&email=Jade%40Example.com';

describe('Join by invitation', () => {
  afterEach(() => jest.useRealTimers());

  it('needs the league id', () => {
    fakeApi(SIGNED_IN);
    renderAt('/leagues/join?inviteCode=K7QX2MPA', routes);
    expect(screen.getByText('Invalid invitation link. The league ID is missing.')).toBeInTheDocument();
  });

  it('waits for the session check, then asks a signed-out visitor to log in and come back', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    fakeApi({ 'GET /_api/auth/session': () => gate.then(() => SIGNED_OUT['GET /_api/auth/session']) });
    renderAt(INVITE, routes);
    expect(await screen.findByRole('heading', { name: 'Checking your invitation' })).toBeInTheDocument();
    act(() => open());
    expect(await screen.findByRole('heading', { name: "You're Invited!" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In to Join' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(INVITE)}`);
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', `/login?tab=register&redirect=${encodeURIComponent(INVITE)}`);
  });

  it('names the league and its sender to a signed-out visitor, asking with the address and code of the link', async () => {
    const api = fakeApi({ ...SIGNED_OUT, 'GET /_api/leagues/invitation': { body: { leagueName: 'Villa Legends', invitedBy: 'Kim' } } });
    renderAt(INVITE, routes);
    expect(await screen.findByTestId('invitation-line')).toHaveTextContent('Kim invited you to Villa Legends.');
    const [asked] = api.callsTo('GET', '/_api/leagues/invitation');
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({ leagueId: '12', inviteCode: 'K7QX2MPA', email: 'Jade@Example.com' });
  });

  it('shows no names for an invitation the server does not know, and still offers to log in', async () => {
    fakeApi({ ...SIGNED_OUT, 'GET /_api/leagues/invitation': error(404, 'League not found') });
    renderAt(INVITE, routes);
    expect(await screen.findByRole('link', { name: 'Log In to Join' })).toBeInTheDocument();
    expect(screen.queryByTestId('invitation-line')).not.toBeInTheDocument();
  });

  it('stops at an invitation for another address', async () => {
    const api = fakeApi(SIGNED_IN);
    renderAt('/leagues/join?leagueId=12&inviteCode=K7QX2MPA&email=someone.else%40example.com', routes);
    expect(await screen.findByRole('heading', { name: 'Email Mismatch' })).toBeInTheDocument();
    expect(screen.getByText('someone.else@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Leagues' })).toHaveAttribute('href', '/leagues');
    expect(api.callsTo('POST', '/_api/leagues/join')).toHaveLength(0);
  });

  it('compares addresses without case', () => {
    expect(emailMatches('Jade@Example.com', 'jade@example.com')).toBe(true);
    expect(emailMatches(null, 'jade@example.com')).toBe(true);
    expect(emailMatches('jade@example.org', 'jade@example.com')).toBe(false);
  });

  it('joins, then takes the player to the league 2 seconds later', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const api = fakeApi({ ...SIGNED_IN, 'POST /_api/leagues/join': { body: { leagueId: 12, message: 'Successfully joined league!' } } });
    renderAt(INVITE, routes);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(await screen.findByRole('heading', { name: 'Successfully joined league!' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/_api/leagues/join')[0]?.body).toEqual({ leagueId: 12, inviteCode: 'K7QX2MPA' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(JOINED_REDIRECT_MS - 100);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/leagues/join');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/leagues\/12$/);
    expect(JOINED_REDIRECT_MS).toBe(2000);
  });

  it('explains a failed join with a way back', async () => {
    fakeApi({ ...SIGNED_IN, 'POST /_api/leagues/join': error(409, 'This league is full') });
    renderAt(INVITE, routes);
    expect(await screen.findByRole('heading', { name: 'Failed to Join League' })).toBeInTheDocument();
    expect(screen.getByText('This league is full')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Leagues' })).toHaveAttribute('href', '/leagues');
  });

  it('sends the player to character creation when the failure is about a character', async () => {
    fakeApi({ ...SIGNED_IN, 'POST /_api/leagues/join': error(409, 'You already have a character in this league') });
    renderAt(INVITE, routes);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/leagues/12/create-character'));
  });
});
