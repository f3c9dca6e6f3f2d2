import '@il/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Achievement } from '@il/contracts';
import { AchievementNotificationWidget } from '../src/dashboard/widgets/AchievementNotificationWidget';
import { NextMilestoneWidget } from '../src/dashboard/widgets/NextMilestoneWidget';
import { achievementProgress, requirementText } from '../src/progression/achievement-progress';
import { UNLOCK_NOTICE_MS } from '../src/progression/AchievementUnlockedNotice';
import { ACHIEVEMENTS_POLL_MS } from '../src/progression/progression-queries';
import { resetUnlockQueue } from '../src/progression/unlock-queue';
import { markAchievementsAnnounced } from '@il/ui/league';
import { USER } from '@il/ui/testing/fake-api';
import { error, fakeApi, type Answer, type FakeCall } from './support/fake-api';
import { gameState } from './support/fixtures';
import { LEAGUE_ID, MEMBER_ROUTES, achievement, milestone, renderGamePage, renderWidget } from './support/game-systems';
import { iconNames } from '@il/ui/testing/icons';

const PROGRESSION = `/leagues/${LEAGUE_ID}/progression`;

const RISING_STAR = achievement();
const ON_THE_RISE = achievement({ id: 2, name: 'On the Rise', description: 'Reach 5,000 followers.', triggerFollowers: 5000, requirements: { followers: 5000 } });
const DRAMA_ROYALTY = achievement({ id: 7, name: 'Drama Royalty', description: 'Reach 85 drama.', triggerFollowers: null, requirements: { reputation: { drama: 85 } } });
const WELL_ROUNDED = achievement({
  id: 11,
  name: 'Well-Rounded',
  description: 'Reach 60 in every aspect at once.',
  triggerFollowers: null,
  requirements: { reputation: { authenticity: 60, drama: 60, relatability: 60, aspirational: 60 } },
});
const unlocked = (entry: Achievement): Achievement => ({ ...entry, isUnlocked: true, unlockedAt: new Date('2030-03-05T10:00:00.000Z') });

function progressionApi(routes: Record<string, Answer | ((call: FakeCall) => Answer | Promise<Answer>)> = {}) {
  return fakeApi({
    ...MEMBER_ROUTES,
    'GET /_api/game-state': { body: gameState({ followers: 2100, reputation: { authenticity: 40, drama: 51, relatability: 45, aspirational: 70 } }) },
    'GET /_api/progression/achievements': { body: [RISING_STAR, ON_THE_RISE, DRAMA_ROYALTY, WELL_ROUNDED] },
    'GET /_api/progression/milestones': { body: { milestones: [milestone()], nextGoal: milestone() } },
    ...routes,
  });
}

function achievementCard(name: string): HTMLElement {
  return screen.getByRole('heading', { name }).closest('[data-testid="achievement"]') as HTMLElement;
}

beforeEach(() => {
  resetUnlockQueue();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('Progression screen', () => {
  it('is "Your Progression", with the Next Goal card: name, where the player stands, percent and reward', async () => {
    progressionApi();
    renderGamePage(PROGRESSION);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Progression' })).toBeInTheDocument();
    const goal = within(await screen.findByTestId('next-goal'));
    expect(goal.getByText('Next Goal')).toBeInTheDocument();
    expect(await goal.findByText('Fan Club')).toBeInTheDocument();
    expect(goal.getByText('Reach 5,000 followers.')).toBeInTheDocument();
    expect(goal.getByTestId('next-goal-standing')).toHaveTextContent('3,200/5,000 followers');
    expect(goal.getByText('64%')).toBeInTheDocument();
    expect(goal.getByRole('list', { name: 'Rewards' })).toHaveTextContent('$250 +10 energy');
    expect(iconNames(goal.getByRole('list', { name: 'Rewards' }))).toEqual(['wallet', 'zap']);
    expect(goal.getByRole('progressbar')).not.toHaveClass('il-progress--pulse');
  });

  it('pulses the next goal from 80%, with money shown as dollars', async () => {
    const close = milestone({ name: 'First Fortune', metric: 'money', target: 5000, current: 4100, progressPercent: 82, reward: { money: 0, followers: 200, energy: 0 } });
    progressionApi({ 'GET /_api/progression/milestones': { body: { milestones: [close], nextGoal: close } } });
    renderGamePage(PROGRESSION);
    const goal = within(await screen.findByTestId('next-goal'));
    expect(await goal.findByTestId('next-goal-standing')).toHaveTextContent('$4,100/$5,000');
    expect(goal.getByText('Almost there!')).toBeInTheDocument();
    expect(goal.getByRole('progressbar')).toHaveClass('il-progress--pulse');
  });

  it('says when every milestone is reached', async () => {
    progressionApi({ 'GET /_api/progression/milestones': { body: { milestones: [], nextGoal: null } } });
    renderGamePage(PROGRESSION);
    expect(await screen.findByText(/Every milestone reached/)).toBeInTheDocument();
  });

  it('shows unlocked achievements first, then locked ones with their progress', async () => {
    progressionApi({ 'GET /_api/progression/achievements': { body: [RISING_STAR, unlocked(ON_THE_RISE), DRAMA_ROYALTY, WELL_ROUNDED] } });
    renderGamePage(PROGRESSION);
    const cards = await screen.findAllByTestId('achievement');
    expect(cards.map((card) => card.getAttribute('data-status'))).toEqual(['unlocked', 'almost', 'locked', 'locked']);
    expect(screen.getByTestId('achievements-count')).toHaveTextContent('1/4 unlocked');
    expect(iconNames(within(achievementCard('On the Rise')).getByText('Unlocked Mar 5, 2030'))).toEqual(['check']);
    expect(iconNames(achievementCard('On the Rise'))[0]).toBe('star');
    expect(iconNames(achievementCard('Rising Star'))[0]).toBe('lock');
    const star = within(achievementCard('Rising Star'));
    expect(star.getByText('Reach 2,500 followers.')).toBeInTheDocument();
    expect(star.getByText('2,100/2,500 followers')).toBeInTheDocument();
    const drama = within(achievementCard('Drama Royalty'));
    expect(drama.getByText('Reach 85 drama.')).toBeInTheDocument();
    expect(drama.getByText('Drama 51/85')).toBeInTheDocument();
    expect(drama.getByText('60%')).toBeInTheDocument();
    const rounded = within(achievementCard('Well-Rounded'));
    expect(rounded.getByText('Reach 60 in every aspect at once.')).toBeInTheDocument();
    expect(rounded.getByText('Authenticity 40/60')).toBeInTheDocument();
  });

  it('marks "almost there" from 80% of the target, with a pulsing bar, and not below', async () => {
    progressionApi();
    renderGamePage(PROGRESSION);
    await screen.findAllByTestId('achievement');
    await waitFor(() => expect(achievementCard('Rising Star')).toHaveAttribute('data-status', 'almost'));
    const star = within(achievementCard('Rising Star'));
    expect(star.getByText('Almost there!')).toBeInTheDocument();
    expect(star.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '84');
    expect(star.getByRole('progressbar')).toHaveClass('il-progress--pulse');
    const drama = within(achievementCard('Drama Royalty'));
    expect(drama.queryByText('Almost there!')).not.toBeInTheDocument();
    expect(drama.getByRole('progressbar')).not.toHaveClass('il-progress--pulse');
  });

  it('reports a failed load of achievements and of milestones', async () => {
    progressionApi({ 'GET /_api/progression/achievements': error(500, 'Trophy cabinet jammed'), 'GET /_api/progression/milestones': error(500, 'Ladder broke') });
    renderGamePage(PROGRESSION);
    expect(await screen.findByText('Could not load achievements.')).toBeInTheDocument();
    expect(screen.getByText('Failed to load achievements.')).toBeInTheDocument();
    expect(screen.getByText('Trophy cabinet jammed')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load milestone progress.')).toBeInTheDocument();
  });
});

describe('"Achievement Unlocked!" notification', () => {
  it('says nothing about achievements already unlocked at the first load', async () => {
    progressionApi({ 'GET /_api/progression/achievements': { body: [unlocked(RISING_STAR), ON_THE_RISE] } });
    renderGamePage(PROGRESSION);
    await screen.findAllByTestId('achievement');
    expect(screen.queryByText('Achievement Unlocked!')).not.toBeInTheDocument();
  });

  it('announces a new unlock, then the next one, one at a time', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    let list = [RISING_STAR, ON_THE_RISE, DRAMA_ROYALTY];
    const api = progressionApi({ 'GET /_api/progression/achievements': () => ({ body: list }) });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderGamePage(PROGRESSION);
    await screen.findAllByTestId('achievement');
    expect(screen.queryByText('Achievement Unlocked!')).not.toBeInTheDocument();

    // Two unlock together (a follower jump) and are read at the next poll.
    list = [unlocked(RISING_STAR), unlocked(ON_THE_RISE), DRAMA_ROYALTY];
    await act(async () => {
      jest.advanceTimersByTime(ACHIEVEMENTS_POLL_MS);
    });
    await waitFor(() => expect(api.callsTo('GET', '/_api/progression/achievements').length).toBeGreaterThanOrEqual(2));
    const first = await screen.findByTestId('achievement-unlocked');
    expect(first).toHaveTextContent('Achievement Unlocked!');
    expect(first).toHaveTextContent('Rising Star');
    expect(screen.getAllByTestId('achievement-unlocked')).toHaveLength(1);

    await user.click(within(first).getByRole('button', { name: 'Nice!' }));
    expect(await screen.findByTestId('achievement-unlocked')).toHaveTextContent('On the Rise');

    act(() => jest.advanceTimersByTime(UNLOCK_NOTICE_MS));
    expect(screen.queryByTestId('achievement-unlocked')).not.toBeInTheDocument();
  });

  it('shows on the dashboard too, and never twice for the same unlock', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    let list = [RISING_STAR];
    progressionApi({ 'GET /_api/progression/achievements': () => ({ body: list }) });
    const { queryClient } = renderWidget(<AchievementNotificationWidget leagueId={LEAGUE_ID} state={gameState()} />);
    await waitFor(() => expect(queryClient.getQueryData(['progression', 'achievements', LEAGUE_ID])).toBeDefined());

    list = [unlocked(RISING_STAR)];
    await act(async () => {
      await queryClient.invalidateQueries({ queryKey: ['progression'] });
    });
    expect(await screen.findByTestId('achievement-unlocked')).toHaveTextContent('Rising Star');
    act(() => jest.advanceTimersByTime(UNLOCK_NOTICE_MS));
    expect(screen.queryByTestId('achievement-unlocked')).not.toBeInTheDocument();

    await act(async () => {
      await queryClient.invalidateQueries({ queryKey: ['progression'] });
    });
    expect(screen.queryByTestId('achievement-unlocked')).not.toBeInTheDocument();
  });
});

describe('"Achievement Unlocked!" once per achievement', () => {
  // A notice follows its answer by a render or two: absence is looked for once they are done.
  const rendersSettled = () => act(() => new Promise<void>((settle) => setTimeout(settle, 50)));

  it('is not told again on the dashboard when the studio told it with the post that earned it', async () => {
    let list = [RISING_STAR, ON_THE_RISE];
    progressionApi({ 'GET /_api/progression/achievements': () => ({ body: list }) });
    const { queryClient } = renderWidget(<AchievementNotificationWidget leagueId={LEAGUE_ID} state={gameState()} />);
    await waitFor(() => expect(queryClient.getQueryData(['progression', 'achievements', LEAGUE_ID])).toBeDefined());

    // The player posts in the studio, which announces Rising Star, and comes back.
    markAchievementsAnnounced(USER.id, LEAGUE_ID, [RISING_STAR.id]);
    list = [unlocked(RISING_STAR), ON_THE_RISE];
    await act(async () => {
      await queryClient.invalidateQueries({ queryKey: ['progression'] });
    });
    await rendersSettled();
    expect(screen.queryByTestId('achievement-unlocked')).not.toBeInTheDocument();

    // One it has not told is still news.
    list = [unlocked(RISING_STAR), unlocked(ON_THE_RISE)];
    await act(async () => {
      await queryClient.invalidateQueries({ queryKey: ['progression'] });
    });
    expect(await screen.findByTestId('achievement-unlocked')).toHaveTextContent('On the Rise');
  });

  it('is not told again in a second page the player opens after seeing it told', async () => {
    let list = [RISING_STAR];
    progressionApi({ 'GET /_api/progression/achievements': () => ({ body: list }) });
    const first = renderWidget(<AchievementNotificationWidget leagueId={LEAGUE_ID} state={gameState()} />);
    await waitFor(() => expect(first.queryClient.getQueryData(['progression', 'achievements', LEAGUE_ID])).toBeDefined());
    list = [unlocked(RISING_STAR)];
    await act(async () => {
      await first.queryClient.invalidateQueries({ queryKey: ['progression'] });
    });
    expect(await screen.findByTestId('achievement-unlocked')).toHaveTextContent('Rising Star');
    first.unmount();

    // Another tab, with its own page memory, whose first load came before the unlock.
    resetUnlockQueue();
    list = [RISING_STAR];
    const second = renderWidget(<AchievementNotificationWidget leagueId={LEAGUE_ID} state={gameState()} />);
    await waitFor(() => expect(second.queryClient.getQueryData(['progression', 'achievements', LEAGUE_ID])).toBeDefined());
    list = [unlocked(RISING_STAR)];
    await act(async () => {
      await second.queryClient.invalidateQueries({ queryKey: ['progression'] });
    });
    await rendersSettled();
    expect(screen.queryByTestId('achievement-unlocked')).not.toBeInTheDocument();
  });
});

describe('achievement progress', () => {
  const state = gameState({ followers: 2000, reputation: { authenticity: 48, drama: 70, relatability: 60, aspirational: 90 } });

  it('measures followers against the trigger', () => {
    expect(achievementProgress(RISING_STAR, state)).toEqual({ percent: 80, detail: '2,000/2,500 followers', almostThere: true });
    expect(achievementProgress(ON_THE_RISE, state)).toEqual({ percent: 40, detail: '2,000/5,000 followers', almostThere: false });
  });

  it('takes the aspect furthest from its minimum', () => {
    expect(achievementProgress(WELL_ROUNDED, state)).toEqual({ percent: 80, detail: 'Authenticity 48/60', almostThere: true });
    expect(achievementProgress(DRAMA_ROYALTY, state).percent).toBe(82);
  });

  it('is complete once unlocked, and unknown without the game state', () => {
    expect(achievementProgress(unlocked(RISING_STAR), undefined)).toEqual({ percent: 100, detail: null, almostThere: false });
    expect(achievementProgress(RISING_STAR, undefined).almostThere).toBe(false);
  });

  it('words the requirement, for an achievement that comes without a description', () => {
    expect(requirementText(ON_THE_RISE)).toBe('Reach 5,000 followers');
    expect(requirementText(WELL_ROUNDED)).toBe('Reach 60 in every reputation aspect');
  });
});

describe('dashboard next-milestone card', () => {
  it('shows the next goal and leads to Progression', async () => {
    progressionApi();
    renderWidget(<NextMilestoneWidget leagueId={LEAGUE_ID} state={gameState()} />);
    expect(await screen.findByText('Fan Club')).toBeInTheDocument();
    expect(screen.getByTestId('next-goal-standing')).toHaveTextContent('3,200/5,000 followers');
    expect(screen.getByRole('link', { name: 'View Progression' })).toHaveAttribute('href', `/leagues/${LEAGUE_ID}/progression`);
  });

  it('says "Failed to load milestone progress." when it cannot', async () => {
    progressionApi({ 'GET /_api/progression/milestones': error(500, 'Ladder broke') });
    renderWidget(<NextMilestoneWidget leagueId={LEAGUE_ID} state={gameState()} />);
    expect(await screen.findByText('Failed to load milestone progress.')).toBeInTheDocument();
  });
});
