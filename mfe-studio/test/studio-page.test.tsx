import '@il/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContentStudioPage from '../src/pages/ContentStudioPage';
import { POST_NOTICE_MS } from '../src/components/PostNotices';
import { OVERLAY_TIMINGS } from '../src/studio/use-success-overlay-phase';
import { fakeApi, type Answer, type FakeCall } from './support/fake-api';
import { LEAGUE, TOPICS, USER, card, gameState, historyItem, postResponse } from './support/fixtures';
import { renderAt } from './support/render';
import { iconNames } from '@il/ui/testing/icons';
import { announcedAchievements } from '@il/ui/league';

const PATH = '/leagues/:leagueId/create-content';
const URL_OF = (id: number | string) => `/leagues/${id}/create-content`;
const VIDEO = card();
const PHOTO = card({ id: 102, title: 'Gym Mirror Flex', contentType: 'photo', energyCost: 10, followersMin: 60, followersMax: 160 });

type Routes = Record<string, Answer | ((call: FakeCall) => Answer | Promise<Answer>)>;

function studioApi(overrides: Routes = {}) {
  return fakeApi({
    'GET /_api/auth/session': { body: { user: USER } },
    'GET /_api/leagues/detail': { body: LEAGUE },
    'GET /_api/game-state': { body: gameState() },
    'GET /_api/content/trending': { body: TOPICS },
    'GET /_api/content/options': (call) => ({ body: call.query.get('contentType') === 'video' ? [VIDEO] : [PHOTO] }),
    'GET /_api/content/history': { body: { posts: [], page: 1, limit: 10, total: 0, totalPages: 0 } },
    ...overrides,
  });
}

const renderStudio = (id: number | string = LEAGUE.id) => renderAt(URL_OF(id), PATH, <ContentStudioPage />);

async function openVideoCard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: /Video/ }));
  await user.click(await screen.findByRole('button', { name: 'Create post: Get Ready With Me' }));
  return screen.getByRole('dialog', { name: 'Choose Your Caption' });
}

async function writeCustomCaption(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('radio', { name: /Write Your Own/ }));
  await user.type(screen.getByLabelText('Your caption'), text);
  await user.click(screen.getByRole('button', { name: 'Continue with Caption' }));
  return screen.getByRole('dialog', { name: 'Post Preview' });
}

/** The video card, a caption of one's own, and Post Content clicked. */
async function postVideoWithCaption(text: string) {
  const user = userEvent.setup();
  await openVideoCard(user);
  await writeCustomCaption(user, text);
  await user.click(screen.getByRole('button', { name: 'Post Content' }));
  return user;
}

describe('Content Studio page', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('names the page and shows the heading, subtitle and the four content types with icons', async () => {
    studioApi();
    renderStudio();
    expect(screen.getByRole('heading', { level: 1, name: 'Content Studio' })).toBeInTheDocument();
    expect(screen.getByText('Craft your next viral moment and grow your influence strategically.')).toBeInTheDocument();
    expect(document.title).toBe('Create Content');
    expect(await screen.findByRole('heading', { name: 'Create Content' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent?.trim())).toEqual(['Photo Post', 'Story', 'Video', 'Live Stream']);
    expect(tabs.map((tab) => iconNames(tab))).toEqual([['camera'], ['smartphone'], ['video'], ['radio']]);
    expect(await screen.findByText('Gym Mirror Flex')).toBeInTheDocument();
  });

  it('says the league id is invalid without asking the server', () => {
    const { calls } = studioApi();
    renderStudio('abc');
    expect(screen.getByRole('alert').textContent).toBe('Invalid League: The league ID in the URL is missing or invalid. Please check the address and try again.');
    expect(screen.getByRole('link', { name: 'Back to Leagues' })).toHaveAttribute('href', '/leagues');
    expect(calls.some((call) => call.path.startsWith('/_api/leagues'))).toBe(false);
  });

  it('says League Not Found to a non-member', async () => {
    studioApi({ 'GET /_api/leagues/detail': { status: 404, body: { error: 'League not found' } } });
    renderStudio();
    expect(await screen.findByText('League Not Found')).toBeInTheDocument();
    expect(screen.getByText('The league you are trying to access could not be found or you are not a member.')).toBeInTheDocument();
  });

  it('closes the studio of a cancelled league: its state said, no card and no Create Post, the post history kept', async () => {
    const { callsTo } = studioApi({ 'GET /_api/leagues/detail': { body: { ...LEAGUE, status: 'cancelled' } } });
    renderStudio();
    expect(await screen.findByText('The studio is closed')).toBeInTheDocument();
    expect(screen.getByTestId('league-closed')).toHaveTextContent('This league was cancelled');
    expect(screen.getByText(/This league was cancelled: nothing more can be posted here/)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Photo Post/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create Post|Post Content/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /Post History/ })).toBeInTheDocument();
    // The history of a season over asks for no first post.
    expect(await screen.findByText("You didn't post anything in this league.")).toBeInTheDocument();
    expect(screen.queryByText(/Your first post will show up here/)).not.toBeInTheDocument();
    expect(callsTo('GET', '/_api/content/options')).toHaveLength(0);
  });

  it('keeps the studio of a league that has not started shut: the server refuses posts before the start', async () => {
    const { callsTo } = studioApi({ 'GET /_api/leagues/detail': { body: { ...LEAGUE, status: 'pending' } } });
    renderStudio();
    expect(await screen.findByText('This league has not started yet: posting opens when the season starts.')).toBeInTheDocument();
    expect(screen.getByText('The studio opens with the season')).toBeInTheDocument();
    expect(screen.getByTestId('league-closed')).toHaveTextContent('This league has not started yet');
    expect(screen.queryByRole('button', { name: /Create Post|Post Content/ })).not.toBeInTheDocument();
    expect(await screen.findByText(/Your first post will show up here/)).toBeInTheDocument();
    expect(callsTo('GET', '/_api/content/options')).toHaveLength(0);
  });

  it('explains a league it cannot check, hands a finished league to its final standings, and asks for a character first', async () => {
    studioApi({ 'GET /_api/leagues/detail': { status: 500, body: { error: 'Database asleep' } } });
    const first = renderStudio();
    expect(await screen.findByText('Could not verify league status: Database asleep', {}, { timeout: 8000 })).toBeInTheDocument();
    first.unmount();

    studioApi({
      'GET /_api/leagues/detail': { body: { ...LEAGUE, status: 'completed' } },
      'GET /_api/leagues/final-results': { body: { league: { ...LEAGUE, status: 'completed' }, standings: [], champion: null } },
    });
    const second = renderStudio();
    expect(await screen.findByRole('heading', { level: 1, name: 'Final Standings' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Content Studio' })).not.toBeInTheDocument();
    second.unmount();

    const { callsTo } = studioApi({ 'GET /_api/leagues/detail': { body: { ...LEAGUE, hasCharacter: false } } });
    renderStudio();
    expect(await screen.findByText('Create your persona first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Character' })).toHaveAttribute('href', '/leagues/4/create-character');
    expect(callsTo('GET', '/_api/content/options')).toHaveLength(0);
  }, 15_000);

  it('shows three skeleton cards while the options load, then the cards with their numbers', async () => {
    let release: (answer: Answer) => void = () => undefined;
    studioApi({ 'GET /_api/content/options': () => new Promise<Answer>((resolve) => (release = resolve)) });
    renderStudio();
    await waitFor(() => expect(screen.getAllByTestId('content-card-skeleton')).toHaveLength(3));
    await act(async () => release({ body: [VIDEO] }));
    const shown = await screen.findByTestId('content-card');
    expect(within(shown).getByText('Get Ready With Me')).toBeInTheDocument();
    expect(within(shown).getByText('Full glam before the reunion taping.')).toBeInTheDocument();
    expect(within(shown).getByTestId('card-energy')).toHaveTextContent('15');
    // Relevance 60 scales 100-280 by 1.3.
    await waitFor(() => expect(within(shown).getByTestId('card-followers')).toHaveTextContent('+130-364'));
    expect(within(shown).getByText('Safe')).toBeInTheDocument();
    expect(within(shown).getByText('Authenticity +1')).toBeInTheDocument();
    expect(within(shown).getByText('Aspirational -1')).toBeInTheDocument();
    expect(within(shown).getByRole('img', { name: 'Get Ready With Me' })).toHaveAttribute('src', '/_api/image?id=301');
  });

  it('hides a card image that fails to load', async () => {
    studioApi();
    renderStudio();
    const image = await screen.findByRole('img', { name: 'Gym Mirror Flex' });
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    expect(screen.queryByRole('img', { name: 'Gym Mirror Flex' })).not.toBeInTheDocument();
  });

  it('says when a type has no cards and when the options fail', async () => {
    studioApi({ 'GET /_api/content/options': (call) => (call.query.get('contentType') === 'photo' ? { body: [] } : { status: 500, body: { error: 'Studio offline' } }) });
    renderStudio();
    expect(await screen.findByText('No content options available. Try selecting a different content type or check back later.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: /Story/ }));
    expect(await screen.findByText('Could not load content options')).toBeInTheDocument();
    expect(screen.getByText('Studio offline')).toBeInTheDocument();
  });

  it('says when the game state cannot be loaded', async () => {
    studioApi({ 'GET /_api/game-state': { status: 500, body: { error: 'down' } } });
    renderStudio();
    expect(await screen.findByText('Could not load game state. Please try refreshing the page or check your connection.', {}, { timeout: 8000 })).toBeInTheDocument();
  }, 15_000);

  it('disables a card whose own cost is above the energy', async () => {
    studioApi({ 'GET /_api/game-state': { body: gameState({ energy: 12 }) } });
    renderStudio();
    await userEvent.setup().click(await screen.findByRole('tab', { name: /Video/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create post: Get Ready With Me' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Create post: Get Ready With Me' })).toHaveTextContent('Not enough energy');
  });

  it('posts a custom caption: preview, estimate, trimmed caption, trending topic, overlay with the server’s numbers, then refreshes', async () => {
    const posted = postResponse({ followersGained: 342, energySpent: 22, followers: 1542, energy: 58 });
    let state = gameState();
    const { callsTo } = studioApi({
      'GET /_api/game-state': () => ({ body: state }),
      'POST /_api/content/post': () => {
        state = { ...state, followers: posted.followers, energy: posted.energy };
        return { body: posted };
      },
    });
    const { queryClient } = renderStudio();
    const user = userEvent.setup();
    await openVideoCard(user);
    expect(screen.getByTestId('strategy-card')).toHaveTextContent('Get Ready With Me');
    const preview = await writeCustomCaption(user, '  Reunion ready, no filter ');

    expect(within(preview).getByText('Just now')).toBeInTheDocument();
    const mock = within(preview).getByRole('article', { name: 'Mock post' });
    expect(mock.querySelector('.studio-post__name')).toHaveTextContent('@JadeViral');
    expect(mock.querySelector('.studio-post__avatar')).toHaveTextContent(/^J$/);
    expect(mock.querySelector('.studio-post__caption')).toHaveTextContent('@JadeViral Reunion ready, no filter');
    const likes = Number(within(preview).getByTestId('mock-likes').textContent?.replace(/\D/g, ''));
    const comments = Number(within(preview).getByTestId('mock-comments').textContent?.replace(/\D/g, ''));
    expect(likes).toBeGreaterThanOrEqual(100);
    expect(likes).toBeLessThanOrEqual(1099);
    expect(comments).toBeGreaterThanOrEqual(5);
    expect(comments).toBeLessThanOrEqual(54);
    // Relevance 60: 130 to 364 + 30, then #VillaReunion's +25% as the server gains it; 15 + max(5, 7) energy.
    expect(within(preview).getByTestId('estimate-followers')).toHaveTextContent('+163-493');
    expect(within(preview).getByTestId('estimate-energy')).toHaveTextContent('22');
    expect(within(preview).getByText('Authenticity Bonus')).toBeInTheDocument();
    expect(within(preview).getByText('+2-5')).toBeInTheDocument();
    expect(within(preview).getByText(/VillaReunion/)).toBeInTheDocument();

    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await user.click(within(preview).getByRole('button', { name: 'Post Content' }));

    expect(await screen.findByText('+342 New Followers')).toBeInTheDocument();
    expect(screen.getByText('-22 Energy Used')).toBeInTheDocument();
    expect(screen.getByText('Your custom caption was a hit! +Authenticity bonus')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Post Preview' })).not.toBeInTheDocument();

    expect(callsTo('POST', '/_api/content/post')).toHaveLength(1);
    const [post] = callsTo('POST', '/_api/content/post');
    expect(post?.query.get('leagueId')).toBe('4');
    expect(post?.body).toMatchObject({ contentCardId: 301, leagueId: 4, trendingTopicId: 91, captionSelection: { type: 'custom', text: 'Reunion ready, no filter' } });
    const refreshed = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    // Game state (every league, with or without one), history, trending and achievements (§4).
    expect(refreshed).toEqual(expect.arrayContaining(['["game-state"]', '["content","history"]', '["content","trending"]', '["progression"]']));
    // The studio shows the server's totals after the post.
    await waitFor(() => expect(screen.getByTestId('studio-energy')).toHaveTextContent('58/100'));
    expect(screen.getByTestId('strategy-followers')).toHaveTextContent('1.5k');
  });

  it('goes back to captions keeping the choice, and cancel resets to browsing', async () => {
    studioApi();
    renderStudio();
    const user = userEvent.setup();
    await openVideoCard(user);
    await user.click(screen.getByRole('radio', { name: /Humble/ }));
    await user.click(screen.getByRole('button', { name: 'Continue with Caption' }));
    await user.click(screen.getByRole('button', { name: 'Back to Captions' }));
    expect(screen.getByRole('radio', { name: /Humble/ })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Pick a card to weigh it up here.')).toBeInTheDocument();
  });

  it('blocks the post with no call when energy drops below the whole cost, and logs a warning', async () => {
    const { callsTo } = studioApi();
    const { queryClient } = renderStudio();
    const user = userEvent.setup();
    await openVideoCard(user);
    await writeCustomCaption(user, 'Mine');
    // Energy falls under the custom cost (22) but stays above the card's (15): the button stays on.
    act(() => queryClient.setQueryData(['game-state', 'state', LEAGUE.id], gameState({ energy: 20 })));
    expect(await screen.findByText('Not enough energy: this post costs 22 and you have 20.')).toBeInTheDocument();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Post Content' }));
    expect(warn).toHaveBeenCalled();
    expect(callsTo('POST', '/_api/content/post')).toHaveLength(0);
  });

  it('shows Posting... and sends one post however often the button is pressed; the tabs wait too', async () => {
    let release: (answer: Answer) => void = () => undefined;
    const { callsTo } = studioApi({ 'POST /_api/content/post': () => new Promise<Answer>((resolve) => (release = resolve)) });
    renderStudio();
    const user = userEvent.setup();
    await openVideoCard(user);
    await user.click(screen.getByRole('radio', { name: /Safe/ }));
    await user.click(screen.getByRole('button', { name: 'Continue with Caption' }));
    const post = screen.getByRole('button', { name: 'Post Content' });
    await user.dblClick(post);
    expect(await screen.findByRole('button', { name: 'Posting...' })).toBeDisabled();
    for (const tab of screen.getAllByRole('tab')) expect(tab).toBeDisabled();
    expect(callsTo('POST', '/_api/content/post')).toHaveLength(1);
    expect(callsTo('POST', '/_api/content/post')[0]?.body).toMatchObject({ captionSelection: { type: 'safe' } });
    await act(async () => release({ body: postResponse({ followersGained: 150, energySpent: 15 }) }));
    expect(await screen.findByText('+150 New Followers')).toBeInTheDocument();
    expect(screen.queryByText(/custom caption/)).not.toBeInTheDocument();
  });

  it('keeps the preview open with the server’s message when the post is refused', async () => {
    studioApi({ 'POST /_api/content/post': { status: 400, body: { error: 'Not enough energy: this post costs 22 energy and you have 20.' } } });
    renderStudio();
    await postVideoWithCaption('Mine');
    expect(await screen.findByText('Not enough energy: this post costs 22 energy and you have 20.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Post Preview' })).toBeInTheDocument();
  });

  it('asks for nothing but the post before the overlay is on screen; the refreshes follow it', async () => {
    const { calls } = studioApi({ 'POST /_api/content/post': { body: postResponse() } });
    renderStudio();
    const user = userEvent.setup();
    await openVideoCard(user);
    await writeCustomCaption(user, 'Mine');
    let atClick = 0;
    let atOverlay: string[] | null = null;
    // The very moment React puts the overlay into the page, before any effect of that render runs.
    const seen = () => {
      if (atOverlay === null && document.querySelector('[data-testid="success-overlay"]')) atOverlay = calls.slice(atClick).map((call) => `${call.method} ${call.path}`);
    };
    const { appendChild, insertBefore } = Node.prototype;
    const appended = jest.spyOn(Node.prototype, 'appendChild').mockImplementation(function (this: Node, node) {
      const result = appendChild.call(this, node);
      seen();
      return result as never;
    });
    const inserted = jest.spyOn(Node.prototype, 'insertBefore').mockImplementation(function (this: Node, node, child) {
      const result = insertBefore.call(this, node, child);
      seen();
      return result as never;
    });
    atClick = calls.length;
    await user.click(screen.getByRole('button', { name: 'Post Content' }));
    await screen.findByTestId('success-overlay');
    appended.mockRestore();
    inserted.mockRestore();
    expect(atOverlay).toEqual(['POST /_api/content/post']);
    // Then every screen the post moved refetches, the overlay waiting for none of it.
    await waitFor(() => expect(calls.slice(atClick).map((call) => call.path)).toEqual(expect.arrayContaining(['/_api/game-state', '/_api/content/history', '/_api/content/trending'])));
  });

  it('resets to browsing when the overlay has run its course', async () => {
    studioApi({ 'POST /_api/content/post': { body: postResponse() } });
    renderStudio();
    await postVideoWithCaption('Mine');
    const overlay = await screen.findByTestId('success-overlay');
    await waitFor(() => expect(overlay).toHaveAttribute('data-phase', 'showing'));
    await waitFor(() => expect(screen.queryByTestId('success-overlay')).not.toBeInTheDocument(), { timeout: OVERLAY_TIMINGS.hiddenAt + 1000 });
    expect(screen.getByText('Pick a card to weigh it up here.')).toBeInTheDocument();
    // The posted card has the focus again, so the keyboard carries on where it left off.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create post: Get Ready With Me' })).toHaveFocus());
  }, 10_000);
});

describe('what a post set off', () => {
  const CONSEQUENCES = {
    brandDeals: [{ brandDealId: 2, brandName: 'Sip & Sparkle', postsCompleted: 1, postsRequired: 1, completed: true, payment: 150, reputationImpacts: { relatability: 1 } }],
    challenges: [
      { dailyChallengeId: 12, name: 'Trend Rider', progress: 1, goalTarget: 2, completed: false },
      { dailyChallengeId: 13, name: 'Brand Ambassador', progress: 2, goalTarget: 2, completed: true },
    ],
    milestones: [{ milestoneId: 12, name: 'First Paycheck', description: 'Deliver 1 brand deal.', reward: { money: 0, followers: 100, energy: 10 } }],
    achievements: [{ achievementId: 1, name: 'Rising Star', description: 'Reach 2,500 followers.' }],
    platformsUnlocked: [],
    scandal: { scandalId: 31, title: 'Caption Controversy', severity: 'low' as const },
  };

  it('is told after the overlay, one notice at a time, never under it', async () => {
    studioApi({ 'POST /_api/content/post': { body: postResponse({ followersGained: 89, energySpent: 5, triggeredScandalId: 31, consequences: CONSEQUENCES }) } });
    renderStudio();
    const user = await postVideoWithCaption('Mine');
    const overlay = await screen.findByTestId('success-overlay');
    expect(within(overlay).getByText('+89 New Followers')).toBeInTheDocument();
    expect(within(overlay).getByTestId('overlay-more')).toHaveTextContent('5 more things happened');
    // Nothing is told while the overlay covers the page: no notice, no toast.
    expect(screen.queryByTestId('post-notice')).not.toBeInTheDocument();
    expect(screen.queryByText('Your post stirred up drama!')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('success-overlay')).not.toBeInTheDocument(), { timeout: OVERLAY_TIMINGS.hiddenAt + 1000 });

    const told: string[] = [];
    for (;;) {
      const notices = screen.getAllByTestId('post-notice');
      expect(notices).toHaveLength(1);
      told.push(notices[0]!.textContent ?? '');
      const next = within(notices[0]!).getByRole('button');
      if (next.textContent === 'Got it') {
        await user.click(next);
        break;
      }
      await user.click(next);
    }
    expect(told).toEqual([
      expect.stringContaining('Brand Deal Complete!Sip & Sparkle paid +$150, +1 Relatability'),
      expect.stringContaining('Milestone Reached!First Paycheck: +100 followers, +10 energy'),
      expect.stringContaining('Achievement Unlocked!Rising Star: Reach 2,500 followers.'),
      expect.stringContaining('Challenge Complete!Trend Rider 1/2 · Brand Ambassador 2/2. Claim your reward in Challenges.'),
      expect.stringContaining('Your post stirred up drama!A scandal broke out: Caption Controversy (LOW). Head to Crisis to respond.'),
    ]);
    expect(screen.queryByTestId('post-notice')).not.toBeInTheDocument();
  }, 15_000);

  it('records the achievements it tells, so the dashboard does not tell them again', async () => {
    localStorage.clear();
    studioApi({ 'POST /_api/content/post': { body: postResponse({ consequences: { ...CONSEQUENCES, scandal: null } }) } });
    renderStudio();
    await postVideoWithCaption('Mine');
    await screen.findByTestId('success-overlay');
    await waitFor(() => expect([...announcedAchievements(USER.id, LEAGUE.id)]).toEqual([1]));
  }, 15_000);

  it('moves on by itself, and links the scandal to Crisis', async () => {
    studioApi({ 'POST /_api/content/post': { body: postResponse({ triggeredScandalId: 31, consequences: { ...CONSEQUENCES, brandDeals: [], challenges: [], milestones: [], achievements: [] } }) } });
    renderStudio();
    await postVideoWithCaption('Mine');
    const notice = await screen.findByTestId('post-notice', {}, { timeout: OVERLAY_TIMINGS.hiddenAt + 1000 });
    expect(within(notice).getByRole('link', { name: 'Go to Crisis' })).toHaveAttribute('href', `/leagues/${LEAGUE.id}/crisis`);
    await waitFor(() => expect(screen.queryByTestId('post-notice')).not.toBeInTheDocument(), { timeout: POST_NOTICE_MS + 1000 });
  }, 15_000);
});

describe('Content Studio sidebar', () => {
  afterEach(() => sessionStorage.clear());

  it('shows trending topics as percentages, the selected type, the stats and the posting times', async () => {
    studioApi();
    renderStudio();
    const featured = await screen.findByTestId('featured-topic');
    expect(featured).toHaveTextContent('#GlowUp');
    expect(featured).toHaveTextContent('+10%');
    expect(featured).toHaveTextContent('+10% followers on photo posts today');
    expect(featured).not.toHaveTextContent('Photo Post posts');
    const others = screen.getByRole('list', { name: 'Other trending topics' });
    expect(within(others).getAllByRole('listitem')).toHaveLength(3);
    expect(others).toHaveTextContent('+25%');
    expect(others).toHaveTextContent('+50%');
    expect(screen.getByTestId('strategy-type')).toHaveTextContent('Photo Post');
    await waitFor(() => expect(screen.getByTestId('strategy-energy')).toHaveTextContent('80/100'));
    expect(screen.getByTestId('strategy-followers')).toHaveTextContent('1.2k');
    expect(screen.getByTestId('strategy-relevance')).toHaveTextContent('60/100');
    const times = screen.getByRole('list', { name: 'Optimal posting times' });
    expect(within(times).getAllByRole('listitem').map((item) => item.textContent?.replace('Now', ''))).toEqual(['9:00 AM', '1:00 PM', '7:00 PM']);
    await userEvent.setup().click(screen.getByRole('tab', { name: /Live Stream/ }));
    expect(screen.getByText(/Live streams cost the most energy/)).toBeInTheDocument();
  });

  it('shows the pro tips that apply and keeps a dismissed one away for the session', async () => {
    studioApi({ 'GET /_api/game-state': { body: gameState({ day: 1, followers: 800, energy: 2 }) } });
    const first = renderStudio();
    expect(await screen.findByText('Pro Tips')).toBeInTheDocument();
    expect(screen.getByText('Welcome to the Studio')).toBeInTheDocument();
    expect(screen.getByText('Running on empty')).toBeInTheDocument();
    expect(screen.getByText('Ride the trend')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss tip: Welcome to the Studio' }));
    expect(screen.queryByText('Welcome to the Studio')).not.toBeInTheDocument();
    first.unmount();
    renderStudio();
    expect(await screen.findByText('Running on empty')).toBeInTheDocument();
    expect(screen.queryByText('Welcome to the Studio')).not.toBeInTheDocument();
  });

  it('lists the player’s own posts, and the league’s with Show all players', async () => {
    const { callsTo } = studioApi({
      'GET /_api/content/history': (call) => ({
        body:
          call.query.get('showAllPlayers') === 'true'
            ? { posts: [historyItem(), historyItem({ postId: 502, player: { userId: 9, playerName: '@Rival' }, chosenCaption: 'Rival caption' })], page: 1, limit: 10, total: 2, totalPages: 1 }
            : { posts: [historyItem()], page: 1, limit: 10, total: 1, totalPages: 1 },
      }),
    });
    renderStudio();
    const item = await screen.findByTestId('history-item');
    expect(item).toHaveTextContent('Video');
    expect(item).toHaveTextContent('Get Ready With Me');
    expect(item).toHaveTextContent('Full glam before the reunion taping.');
    expect(item).toHaveTextContent('“Reunion ready, no filter”');
    expect(item).toHaveTextContent('Day 3');
    expect(within(item).getByTestId('history-followers')).toHaveTextContent('+342 followers');
    expect(within(item).getByTestId('history-energy')).toHaveTextContent('-22 energy');
    expect(item).toHaveTextContent('by @JadeViral');
    expect(Object.fromEntries(callsTo('GET', '/_api/content/history')[0]?.query ?? [])).toMatchObject({ leagueId: '4', showAllPlayers: 'false' });

    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Show all players' }));
    await waitFor(() => expect(screen.getAllByTestId('history-item')).toHaveLength(2));
    expect(screen.getByText('by @Rival')).toBeInTheDocument();
  });

  it('collapses the history, and says when there is nothing or when it fails', async () => {
    studioApi();
    const { unmount } = renderStudio();
    expect(await screen.findByText("You haven't posted anything yet. Your first post will show up here.")).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: /Post History/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/You haven't posted/)).not.toBeInTheDocument();
    unmount();

    studioApi({ 'GET /_api/content/history': { status: 500, body: { error: 'boom' } } });
    renderStudio();
    expect(await screen.findByText('Failed to load post history. Please try again later.')).toBeInTheDocument();
  });
});
