import '@il/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHALLENGES_POLL_MS, challengesPollInterval, dailyChallengesQuery } from '../src/challenges/challenge-queries';
import { timeLeftLabel } from '../src/challenges/challenge-time';
import { ChallengesSummaryWidget } from '../src/dashboard/widgets/ChallengesSummaryWidget';
import { error, fakeApi, type Answer, type FakeCall } from './support/fake-api';
import { gameState } from './support/fixtures';
import { LEAGUE_ID, MEMBER_ROUTES, challenge, deferred, renderGamePage, renderWidget } from './support/game-systems';
import { iconNames } from '@il/ui/testing/icons';

const CHALLENGES = `/leagues/${LEAGUE_ID}/challenges`;
const NOW = new Date('2030-03-05T15:30:00');
const MIDNIGHT = new Date('2030-03-06T00:00:00');

function challengesApi(routes: Record<string, Answer | ((call: FakeCall) => Answer | Promise<Answer>)> = {}) {
  return fakeApi({
    ...MEMBER_ROUTES,
    'GET /_api/challenges/daily': {
      body: [
        challenge({ expiresAt: MIDNIGHT }),
        challenge({ id: 502, name: 'Lean Machine', category: 'energy_management', status: 'completed', progress: 2, goalTarget: 2, expiresAt: MIDNIGHT, rewards: { money: 25, followers: 40, energy: 10 } }),
        challenge({ id: 503, name: 'Brand Safe', category: 'reputation', status: 'completed', progress: 1, goalTarget: 1, expiresAt: MIDNIGHT, completedAt: new Date(), rewards: { money: 50, followers: 40, energy: 3 } }),
        challenge({ id: 504, name: 'Go Big or Go Home', progress: 0, goalTarget: 1, expiresAt: MIDNIGHT }),
      ],
    },
    ...routes,
  });
}

function card(name: string): HTMLElement {
  const heading = screen.getByRole('heading', { name });
  return heading.closest('[data-testid="challenge"]') as HTMLElement;
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('Daily challenges screen', () => {
  it('has a back link to the dashboard, today’s date and when new challenges come', async () => {
    challengesApi();
    renderGamePage(CHALLENGES);
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Challenges' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to Dashboard' });
    expect(back).toHaveAttribute('href', `/leagues/${LEAGUE_ID}`);
    expect(iconNames(back)).toEqual(['arrow-left']);
    expect(screen.getByText('Tuesday, March 5, 2030')).toBeInTheDocument();
    expect(await screen.findByText(/New challenges at/)).toHaveTextContent('New challenges at 12:00 AM');
  });

  it('names the first challenge’s expiry as the next reset', async () => {
    challengesApi({ 'GET /_api/challenges/daily': { body: [challenge({ expiresAt: new Date('2030-03-05T19:45:00') }), challenge({ id: 2, expiresAt: MIDNIGHT })] } });
    renderGamePage(CHALLENGES);
    expect(await screen.findByText(/New challenges at/)).toHaveTextContent('New challenges at 7:45 PM');
  });

  it('counts Completed Today and sums the Rewards Earned of completed challenges', async () => {
    challengesApi();
    renderGamePage(CHALLENGES);
    expect(await screen.findByTestId('challenges-completed')).toHaveTextContent('2/4');
    expect(screen.getByText('Completed Today')).toBeInTheDocument();
    expect(screen.getByText('Rewards Earned')).toBeInTheDocument();
    expect(screen.getByTestId('challenges-rewards')).toHaveTextContent('$75+80 followers+13 energy');
  });

  it('groups challenges by category, underscores as spaces and the first letter capitalised', async () => {
    challengesApi();
    renderGamePage(CHALLENGES);
    await screen.findAllByTestId('challenge');
    const groups = screen.getAllByRole('heading', { level: 2 });
    expect(groups.map((heading) => heading.textContent?.trim())).toEqual(['Content creation', 'Energy management', 'Reputation']);
    expect(groups.map((heading) => iconNames(heading))).toEqual([['clapperboard'], ['zap'], ['star']]);
    const creation = screen.getByRole('heading', { level: 2, name: /Content creation/ }).closest('section') as HTMLElement;
    expect(within(creation).getAllByTestId('challenge').map((item) => item.querySelector('h3')?.textContent)).toEqual(['Content Machine', 'Go Big or Go Home']);
  });

  it('shows progress toward the goal and the rewards', async () => {
    challengesApi();
    renderGamePage(CHALLENGES);
    await screen.findAllByTestId('challenge');
    const machine = card('Content Machine');
    expect(within(machine).getByTestId('challenge-progress')).toHaveTextContent('1/3');
    expect(within(machine).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    const rewards = within(machine).getByRole('list', { name: 'Rewards' });
    expect(rewards).toHaveTextContent('$100 +80 followers +5 energy');
    expect(iconNames(rewards)).toEqual(['wallet', 'users', 'zap']);
  });

  it('labels the button In Progress, Claim Reward or Claimed ✅, and enables only a completed, unclaimed one', async () => {
    challengesApi();
    renderGamePage(CHALLENGES);
    await screen.findAllByTestId('challenge');
    expect(within(card('Content Machine')).getByRole('button', { name: 'In Progress' })).toBeDisabled();
    expect(within(card('Lean Machine')).getByRole('button', { name: 'Claim Reward' })).toBeEnabled();
    const claimed = within(card('Brand Safe')).getByRole('button', { name: 'Claimed ✅' });
    expect(claimed).toBeDisabled();
    // The §2 text stays the label; the tick on screen is an SVG, the emoji only for screen readers.
    expect(iconNames(claimed)).toEqual(['circle-check']);
    expect(claimed.querySelector('.il-visually-hidden')).toHaveTextContent('✅');
    // One shared card: green while a reward waits, stepped back once claimed.
    expect(card('Lean Machine')).toHaveClass('il-game-card', 'il-game-card--success');
    expect(card('Brand Safe')).toHaveClass('il-game-card', 'il-game-card--done');
    expect(card('Content Machine')).not.toHaveClass('il-game-card--success', 'il-game-card--done');
  });

  it('shows the time left as "Xh Ym left", refreshed every minute, then "Expired"', async () => {
    challengesApi({ 'GET /_api/challenges/daily': { body: [challenge({ expiresAt: new Date(NOW.getTime() + 61 * 60_000 + 30_000) })] } });
    renderGamePage(CHALLENGES);
    const timer = await screen.findByTestId('challenge-timer');
    expect(timer).toHaveTextContent('1h 1m left');
    act(() => jest.advanceTimersByTime(60_000));
    expect(timer).toHaveTextContent('1h 0m left');
    act(() => jest.advanceTimersByTime(59_000));
    expect(timer).toHaveTextContent('1h 0m left');
    act(() => jest.advanceTimersByTime(1_000));
    expect(timer).toHaveTextContent('0h 59m left');
    act(() => jest.advanceTimersByTime(60 * 60_000));
    expect(timer).toHaveTextContent('Expired');
  });

  it('claims a reward: Claiming... while it goes, the success toast, then Claimed ✅', async () => {
    const answer = deferred<Answer>();
    let claimed = false;
    const api = challengesApi({
      'GET /_api/challenges/daily': () => ({
        body: [challenge({ id: 502, name: 'Lean Machine', category: 'energy_management', status: 'completed', progress: 2, goalTarget: 2, expiresAt: MIDNIGHT, completedAt: claimed ? new Date() : null })],
      }),
      'POST /_api/challenges/complete': async () => {
        const sent = await answer.promise;
        claimed = true;
        return sent;
      },
    });
    renderGamePage(CHALLENGES);
    await user().click(await screen.findByRole('button', { name: 'Claim Reward' }));
    expect(await screen.findByRole('button', { name: 'Claiming...' })).toBeDisabled();
    const [sent] = api.callsTo('POST', '/_api/challenges/complete');
    expect(sent?.query.get('leagueId')).toBe(String(LEAGUE_ID));
    expect(sent?.body).toEqual({ dailyChallengeId: 502 });

    answer.resolve({ body: { message: 'Reward claimed: +$100, +80 followers, +5 energy', rewards: { money: 100, followers: 80, energy: 5 } } });
    expect(await screen.findByText('Challenge reward claimed successfully!')).toBeInTheDocument();
    expect(screen.getByText('Reward claimed: +$100, +80 followers, +5 energy')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Claimed ✅' })).toBeDisabled();
  });

  it('claims once however fast Claim Reward is clicked: the success toast and no "already claimed" beside it', async () => {
    let claimed = false;
    const api = challengesApi({
      'GET /_api/challenges/daily': () => ({
        body: [challenge({ id: 502, name: 'Lean Machine', category: 'energy_management', status: 'completed', progress: 2, goalTarget: 2, expiresAt: MIDNIGHT, completedAt: claimed ? new Date() : null })],
      }),
      'POST /_api/challenges/complete': () => {
        if (claimed) return error(409, 'This challenge reward was already claimed');
        claimed = true;
        return { body: { message: 'Reward claimed: +$100', rewards: { money: 100, followers: 0, energy: 0 } } };
      },
    });
    renderGamePage(CHALLENGES);
    const button = await screen.findByRole('button', { name: 'Claim Reward' });
    // Two clicks in the same moment, before the button can re-render as busy.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Challenge reward claimed successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Claimed ✅' })).toBeDisabled();
    expect(api.callsTo('POST', '/_api/challenges/complete')).toHaveLength(1);
    expect(screen.queryByText('Error: This challenge reward was already claimed')).not.toBeInTheDocument();
  });

  it('lets a claim that failed be tried again', async () => {
    let attempts = 0;
    const api = challengesApi({
      'POST /_api/challenges/complete': () => (++attempts === 1 ? new TypeError('Failed to fetch') : { body: { message: 'Reward claimed: +$25', rewards: { money: 25, followers: 0, energy: 0 } } }),
    });
    renderGamePage(CHALLENGES);
    await user().click(await screen.findByRole('button', { name: 'Claim Reward' }));
    expect(await screen.findByText('Error: Failed to claim reward')).toBeInTheDocument();
    await user().click(await screen.findByRole('button', { name: 'Claim Reward' }));
    expect(await screen.findByText('Challenge reward claimed successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/_api/challenges/complete')).toHaveLength(2);
  });

  it('tells a refused claim as "Error: {message}"', async () => {
    challengesApi({ 'POST /_api/challenges/complete': error(409, 'This challenge reward was already claimed') });
    renderGamePage(CHALLENGES);
    await user().click(await screen.findByRole('button', { name: 'Claim Reward' }));
    expect(await screen.findByText('Error: This challenge reward was already claimed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim Reward' })).toBeEnabled();
  });

  it('falls back to "Failed to claim reward" when the claim fails without a word', async () => {
    challengesApi({ 'POST /_api/challenges/complete': new TypeError('Failed to fetch') });
    renderGamePage(CHALLENGES);
    await user().click(await screen.findByRole('button', { name: 'Claim Reward' }));
    expect(await screen.findByText('Error: Failed to claim reward')).toBeInTheDocument();
  });

  it('keeps an expired, unclaimed reward from being claimed', async () => {
    challengesApi({ 'GET /_api/challenges/daily': { body: [challenge({ status: 'completed', progress: 3, expiresAt: new Date(NOW.getTime() - 1000) })] } });
    renderGamePage(CHALLENGES);
    expect(await screen.findByRole('button', { name: 'Claim Reward' })).toBeDisabled();
    expect(screen.getByTestId('challenge-timer')).toHaveTextContent('Expired');
  });

  it('says "No Daily Challenges" on a day without any, and the next reset is midnight', async () => {
    challengesApi({ 'GET /_api/challenges/daily': { body: [] } });
    renderGamePage(CHALLENGES);
    expect(await screen.findByText('No Daily Challenges')).toBeInTheDocument();
    expect(screen.getByText('Check back tomorrow for new challenges to boost your fame!')).toBeInTheDocument();
    expect(screen.getByText(/New challenges at/)).toHaveTextContent('New challenges at 12:00 AM');
  });

  it('says "Failed to load challenges" with the message', async () => {
    challengesApi({ 'GET /_api/challenges/daily': error(400, 'This league is not active') });
    renderGamePage(CHALLENGES);
    expect(await screen.findByText('Failed to load challenges')).toBeInTheDocument();
    expect(screen.getByText('This league is not active')).toBeInTheDocument();
  });

  it('says "An unknown error occurred." when the failure carries no message', async () => {
    challengesApi({ 'GET /_api/challenges/daily': new Error('') });
    renderGamePage(CHALLENGES);
    expect(await screen.findByText('Failed to load challenges')).toBeInTheDocument();
    expect(screen.getByText('An unknown error occurred.')).toBeInTheDocument();
  });
});

describe('daily challenges caching (§9)', () => {
  it('is stale after 30 s and refetched on focus', () => {
    const options = dailyChallengesQuery(LEAGUE_ID);
    expect(options.staleTime).toBe(30_000);
    expect(options.refetchOnWindowFocus).toBe(true);
  });

  it('polls every 300 s only while a challenge expires within the hour', () => {
    const now = NOW.getTime();
    expect(CHALLENGES_POLL_MS).toBe(300_000);
    expect(challengesPollInterval([challenge({ expiresAt: new Date(now + 2 * 3600_000) })], now)).toBe(false);
    expect(challengesPollInterval([challenge({ expiresAt: new Date(now + 3600_000) })], now)).toBe(300_000);
    expect(challengesPollInterval([challenge({ expiresAt: new Date(now + 2 * 3600_000) }), challenge({ expiresAt: new Date(now + 59 * 60_000) })], now)).toBe(300_000);
    expect(challengesPollInterval(undefined, now)).toBe(false);
  });

  it('reads the list again every 300 s near the reset', async () => {
    const api = challengesApi({ 'GET /_api/challenges/daily': { body: [challenge({ expiresAt: new Date(NOW.getTime() + 30 * 60_000) })] } });
    renderGamePage(CHALLENGES);
    await screen.findByTestId('challenge');
    expect(api.callsTo('GET', '/_api/challenges/daily')).toHaveLength(1);
    await act(async () => {
      jest.advanceTimersByTime(300_000);
    });
    await waitFor(() => expect(api.callsTo('GET', '/_api/challenges/daily')).toHaveLength(2));
  });

  it('writes the timer badge', () => {
    const now = NOW.getTime();
    expect(timeLeftLabel(new Date(now + 5 * 3600_000 + 7 * 60_000), now)).toBe('5h 7m left');
    expect(timeLeftLabel(new Date(now), now)).toBe('Expired');
  });
});

describe('dashboard daily challenges summary', () => {
  it('counts active and completed challenges and links to all of them', async () => {
    challengesApi();
    renderWidget(<ChallengesSummaryWidget leagueId={LEAGUE_ID} state={gameState()} />);
    expect(await screen.findByTestId('challenges-active-count')).toHaveTextContent('2');
    expect(screen.getByTestId('challenges-completed-count')).toHaveTextContent('2');
    expect(iconNames(screen.getByText('1 reward ready to claim'))).toEqual(['gift']);
    expect(screen.getByRole('link', { name: 'View All Challenges' })).toHaveAttribute('href', `/leagues/${LEAGUE_ID}/challenges`);
  });
});
