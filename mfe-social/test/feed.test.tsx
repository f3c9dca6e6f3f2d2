import '@il/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEED_SKELETON_COUNT } from '../src/feed/FeedSkeleton';
import { deferred, fakeApi, type Answer, type Handler } from './support/fake-api';
import { LEAGUE, SIGNED_IN, feedPost, gameState } from './support/fixtures';
import { renderSlice } from './support/render';

function feedApi(extra: Record<string, Answer | Handler> = {}) {
  return fakeApi({
    ...SIGNED_IN,
    'GET /_api/leagues/detail': { body: LEAGUE },
    'GET /_api/content/feed': { body: { posts: [feedPost()], nextCursor: null } },
    'GET /_api/game-state': { body: gameState() },
    ...extra,
  });
}

describe('league feed', () => {
  it('shows the title, the subtitle and five skeleton cards while loading', async () => {
    const pending = deferred<Answer>();
    feedApi({ 'GET /_api/content/feed': () => pending.promise });
    renderSlice('/leagues/7/feed');
    expect(await screen.findByRole('heading', { level: 1, name: 'League Feed' })).toBeInTheDocument();
    expect(screen.getByText(/latest posts from fellow influencers/)).toBeInTheDocument();
    expect(await screen.findAllByTestId('feed-skeleton')).toHaveLength(FEED_SKELETON_COUNT);
    expect(FEED_SKELETON_COUNT).toBe(5);
    pending.resolve({ body: { posts: [], nextCursor: null } });
    expect(await screen.findByText('The Feed is Quiet')).toBeInTheDocument();
  });

  it('says the feed is quiet when no one has posted', async () => {
    feedApi({ 'GET /_api/content/feed': { body: { posts: [], nextCursor: null } } });
    renderSlice('/leagues/7/feed');
    expect(await screen.findByText('The Feed is Quiet')).toBeInTheDocument();
    expect(screen.getByText('No one in the league has posted anything yet. Be the first to create some content!')).toBeInTheDocument();
  });

  it('says "Error Loading Feed" when the feed fails', async () => {
    feedApi({ 'GET /_api/content/feed': { status: 500, body: { error: 'Internal error' } } });
    renderSlice('/leagues/7/feed');
    expect(await screen.findByText('Error Loading Feed')).toBeInTheDocument();
  });

  it('shows the player, the content, the caption, followers gained, likes and likers', async () => {
    feedApi({ 'GET /_api/content/feed': { body: { posts: [feedPost({ likeCount: 2, likerNames: ['@Marco', '@Lena'], followersGained: 1250 })], nextCursor: null } } });
    renderSlice('/leagues/7/feed');
    const post = await screen.findByTestId('feed-post');
    expect(within(post).getByText('@KaiDrama')).toBeInTheDocument();
    expect(within(post).getByText('Sunset Confessional')).toBeInTheDocument();
    expect(within(post).getByText('A teary talk at golden hour')).toBeInTheDocument();
    expect(within(post).getByText('Photo Post')).toBeInTheDocument();
    expect(within(post).getByText('Real talk, no filter')).toBeInTheDocument();
    expect(within(post).getByText('+1.2k followers')).toBeInTheDocument();
    expect(within(post).getByTestId('like-count')).toHaveTextContent('2');
    expect(within(post).getByText('@Marco, @Lena')).toBeInTheDocument();
    const image = within(post).getByRole('img', { name: 'Sunset Confessional' });
    expect(image).toHaveAttribute('src', '/_api/image?id=3');
    fireEvent.error(image);
    expect(within(post).queryByRole('img', { name: 'Sunset Confessional' })).not.toBeInTheDocument();
  });

  it('loads older posts with the cursor', async () => {
    const { calls } = feedApi({
      'GET /_api/content/feed': ({ query }) =>
        query.get('cursor') === 'older'
          ? { body: { posts: [feedPost({ postId: 2, contentTitle: 'Gym Selfie' })], nextCursor: null } }
          : { body: { posts: [feedPost({ postId: 3 })], nextCursor: 'older' } },
    });
    renderSlice('/leagues/7/feed');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByText('Gym Selfie')).toBeInTheDocument();
    expect(screen.getAllByTestId('feed-post')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more posts' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/_api/content/feed' && call.query.get('cursor') === 'older')).toBe(true);
  });
});

/** The newest toast; every toast is a polite status in the Notifications region. */
async function toast(): Promise<HTMLElement> {
  const toasts = await within(screen.getByRole('region', { name: 'Notifications' })).findAllByRole('status');
  return toasts[toasts.length - 1]!;
}

describe('liking', () => {
  it('toasts "Liking post...", then the answer; updates the post and refreshes the game state', async () => {
    const answer = deferred<Answer>();
    const { calls, count } = feedApi({ 'POST /_api/content/like': () => answer.promise });
    renderSlice('/leagues/7/feed');
    await screen.findByText('80 energy');
    const gameStateCalls = count('GET /_api/game-state');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Like' }));

    expect(await screen.findByText('Liking post...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toBeDisabled();
    expect(calls.find((call) => call.path === '/_api/content/like')?.body).toEqual({ postId: 501, leagueId: 7, like: true });

    answer.resolve({ body: { message: 'Post liked! (-8 energy)', postId: 501, liked: true, likeCount: 2, id: 101, dailyLikesGiven: 1, energy: 72 } });
    expect(await screen.findByText('Post liked! (-8 energy)')).toBeInTheDocument();
    const unlike = await screen.findByRole('button', { name: 'Unlike' });
    expect(unlike).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('like-count')).toHaveTextContent('2');
    expect(screen.getByText('@Marco, @JadeViral')).toBeInTheDocument();
    await waitFor(() => expect(count('GET /_api/game-state')).toBeGreaterThan(gameStateCalls));
    expect(screen.queryByText('Liking post...')).not.toBeInTheDocument();
  });

  it('toasts "Removing like..." when taking a like back', async () => {
    const answer = deferred<Answer>();
    feedApi({
      'GET /_api/content/feed': { body: { posts: [feedPost({ userHasLiked: true, likeCount: 1, likerNames: ['@JadeViral'] })], nextCursor: null } },
      'POST /_api/content/like': () => answer.promise,
    });
    renderSlice('/leagues/7/feed');
    await screen.findByText('80 energy');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unlike' }));
    expect(await screen.findByText('Removing like...')).toBeInTheDocument();
    answer.resolve({ body: { message: 'Like removed (+8 energy refunded)', postId: 501, liked: false, likeCount: 0, id: 101, dailyLikesGiven: 1, energy: 88 } });
    expect(await screen.findByText('Like removed (+8 energy refunded)')).toBeInTheDocument();
    expect(await screen.findByText('No likes yet')).toBeInTheDocument();
  });

  it("toasts the server's refusal", async () => {
    feedApi({ 'POST /_api/content/like': { status: 400, body: { error: 'Daily limit reached (5/5 likes used)' } } });
    renderSlice('/leagues/7/feed');
    await screen.findByText('80 energy');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Like' }));
    expect(await toast()).toHaveTextContent('Daily limit reached (5/5 likes used)');
  });

  it('toasts "An error occurred." when the call fails without a message', async () => {
    feedApi({ 'POST /_api/content/like': new TypeError('Failed to fetch') });
    renderSlice('/leagues/7/feed');
    await screen.findByText('80 energy');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Like' }));
    expect(await toast()).toHaveTextContent('An error occurred.');
  });
});
