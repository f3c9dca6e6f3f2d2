import '@il/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification, NotificationsResponse } from '@il/contracts';
import { FakeEventSource } from '@il/ui/testing/fake-event-source';
import NotificationBell, { EMPTY_NOTIFICATIONS } from '../src/notifications/NotificationBell';
import { fakeApi } from './support/fake-api';
import { renderAt } from './support/render';

const NOW = Date.now();
const scandal: Notification = { id: '5-scandal-7', kind: 'scandal', title: 'Scandal: Caption Controversy', body: 'Fans are upset.', at: new Date(NOW - 5 * 60_000), read: false };
const rival: Notification = { id: '5-rival_passed-40', kind: 'rival_passed', title: '@Lee passed you on the leaderboard', body: 'You are now #2.', at: new Date(NOW - 3 * 3_600_000), read: false };
const energy: Notification = { id: '5-energy_full-x', kind: 'energy_full', title: 'Energy full again', body: 'Your energy is back at 100. Time to post!', at: new Date(NOW - 2 * 86_400_000), read: true };

const answer = (notifications: Notification[]): NotificationsResponse => ({
  notifications,
  unreadCount: notifications.filter((n) => !n.read).length,
  nextAt: null,
});

const routes = [{ path: '/leagues/*', element: <NotificationBell /> }, { path: '/profile', element: <NotificationBell /> }];

beforeEach(() => FakeEventSource.install());

describe('notification bell', () => {
  it('shows the unread count, and opens a list that links each notification to its screen', async () => {
    fakeApi({ 'GET /_api/progression/notifications': { body: answer([scandal, rival, energy]) }, 'POST /_api/progression/notifications/read': { body: { unreadCount: 0, readThrough: scandal.at } } });
    renderAt('/leagues/3/feed', routes);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await userEvent.setup().click(bell);
    const panel = screen.getByRole('region', { name: 'League news' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/leagues/3/crisis', '/leagues/3/leaderboard', '/leagues/3/create-content']);
    expect(links[0]).toHaveTextContent('New: Scandal: Caption ControversyFans are upset.5 min ago');
    expect(links[1]).toHaveTextContent('3 h ago');
    expect(links[2]).not.toHaveTextContent('New:');
    expect(links[2]).toHaveTextContent('2 days ago');
  });

  it('marks what it showed as read when opened, keeping the new ones marked while open', async () => {
    let read = false;
    const api = fakeApi({
      'GET /_api/progression/notifications': () => ({ body: answer([scandal, rival].map((n) => ({ ...n, read }))) }),
      'POST /_api/progression/notifications/read': () => {
        read = true;
        return { body: { unreadCount: 0, readThrough: scandal.at } };
      },
    });
    renderAt('/leagues/3', routes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await waitFor(() => expect(api.callsTo('POST', '/_api/progression/notifications/read')).toHaveLength(1));
    expect(api.callsTo('POST', '/_api/progression/notifications/read')[0]!.body).toEqual({ leagueId: 3, readThrough: scandal.at });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'League news' })).getAllByText('New:', { exact: false })).toHaveLength(2);
  });

  it('works from the keyboard: Enter opens, Tab reaches the links, Escape closes back onto the bell', async () => {
    fakeApi({ 'GET /_api/progression/notifications': { body: answer([energy]) } });
    renderAt('/leagues/3', routes);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    const user = userEvent.setup();
    bell.focus();
    await user.keyboard('{Enter}');
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: /Energy full again/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'League news' })).not.toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    fakeApi({ 'GET /_api/progression/notifications': { body: answer([]) } });
    renderAt('/leagues/3', routes);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(screen.getByText(EMPTY_NOTIFICATIONS)).toBeInTheDocument();
  });

  it('asks again when the league stream says the notifications changed, and announces the new one', async () => {
    let list = answer([energy]);
    fakeApi({ 'GET /_api/progression/notifications': () => ({ body: list }) });
    renderAt('/leagues/3', routes);
    await screen.findByRole('button', { name: 'Notifications' });
    expect(FakeEventSource.latest().url).toBe('/_api/league/events?leagueId=3');
    act(() => FakeEventSource.latest().open());
    list = answer([rival, energy]);
    act(() => FakeEventSource.latest().emit({ event: 'notifications.changed', data: { leagueId: 3 } }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-announcer')).toHaveTextContent('New notification: @Lee passed you on the leaderboard');
  });

  it('is not there outside a league, nor in a league without a character', async () => {
    const api = fakeApi({ 'GET /_api/progression/notifications': { status: 404, body: { error: "You don't have a character in this league yet." } } });
    renderAt('/profile', routes);
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);

    renderAt('/leagues/4', routes);
    await waitFor(() => expect(api.callsTo('GET', '/_api/progression/notifications')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });
});
