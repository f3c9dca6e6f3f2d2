import '@il/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { likeButtonState } from '../src/feed/like-button-state';
import { fakeApi } from './support/fake-api';
import { LEAGUE, SIGNED_IN, VIEWER, feedPost, gameState } from './support/fixtures';
import { renderSlice } from './support/render';
import { iconNames } from '@il/ui/testing/icons';

const base = { energy: 80, dailyLikesGiven: 0, userHasLiked: false, pending: false, ownPost: false };

describe('like button rules (§2)', () => {
  it.each([
    ['enough energy, likes left', base, false, 'Like (costs 8 energy, 5 remaining today)'],
    ['two likes used today', { ...base, dailyLikesGiven: 2 }, false, 'Like (costs 8 energy, 3 remaining today)'],
    ['exactly 8 energy', { ...base, energy: 8 }, false, 'Like (costs 8 energy, 5 remaining today)'],
    ['below 8 energy', { ...base, energy: 7 }, true, 'Not enough energy (8 required)'],
    ['below 8 energy on a liked post', { ...base, energy: 7, userHasLiked: true }, true, 'Not enough energy (8 required)'],
    ['5 daily likes used', { ...base, dailyLikesGiven: 5 }, true, 'Daily limit reached (5/5 likes used)'],
    ['5 daily likes used, post already liked', { ...base, dailyLikesGiven: 5, userHasLiked: true }, false, 'Unlike (refunds 8 energy)'],
    ['liked', { ...base, userHasLiked: true }, false, 'Unlike (refunds 8 energy)'],
    ['a request pending', { ...base, pending: true }, true, 'Like (costs 8 energy, 5 remaining today)'],
    ['own post', { ...base, ownPost: true }, true, 'You cannot like your own post'],
    ['no game state yet (energy 100 by default)', { ...base, energy: undefined, dailyLikesGiven: undefined }, false, 'Like (costs 8 energy, 5 remaining today)'],
  ])('%s', (_name, input, disabled, tooltip) => {
    expect(likeButtonState(input)).toEqual({ disabled, tooltip });
  });
});

async function tooltipOf(button: HTMLElement): Promise<string> {
  const anchor = button.parentElement as HTMLElement;
  act(() => {
    anchor.dispatchEvent(new Event('pointerover', { bubbles: true }));
    anchor.dispatchEvent(new Event('pointerenter', { bubbles: false }));
  });
  const tooltip = await screen.findByRole('tooltip', undefined, { timeout: 2000 });
  const text = tooltip.textContent ?? '';
  // React derives leaving from pointerout; no related target means the pointer left the page.
  act(() => {
    anchor.dispatchEvent(new Event('pointerout', { bubbles: true }));
  });
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  return text;
}

function renderFeed(posts = [feedPost()], state = gameState()) {
  fakeApi({
    ...SIGNED_IN,
    'GET /_api/leagues/detail': { body: LEAGUE },
    'GET /_api/content/feed': { body: { posts, nextCursor: null } },
    'GET /_api/game-state': { body: state },
  });
  return renderSlice('/leagues/7/feed');
}

describe('like button on the feed', () => {
  it('explains itself after the hover delay and is enabled with energy and likes left', async () => {
    renderFeed([feedPost()], gameState({ energy: 40, dailyLikesGiven: 1 }));
    const button = await screen.findByRole('button', { name: 'Like' });
    await screen.findByText('40 energy');
    expect(button).toBeEnabled();
    expect(await tooltipOf(button)).toBe('Like (costs 8 energy, 4 remaining today)');
  });

  it('is disabled below 8 energy', async () => {
    renderFeed([feedPost()], gameState({ energy: 5 }));
    await screen.findByText('5 energy');
    const button = screen.getByRole('button', { name: 'Like' });
    expect(button).toBeDisabled();
    expect(await tooltipOf(button)).toBe('Not enough energy (8 required)');
  });

  it('is disabled once the 5 daily likes are used, except to take a like back', async () => {
    renderFeed([feedPost({ postId: 1 }), feedPost({ postId: 2, userHasLiked: true, likerNames: ['@JadeViral'] })], gameState({ dailyLikesGiven: 5 }));
    await screen.findByText('0/5 likes left today');
    const like = screen.getByRole('button', { name: 'Like' });
    const unlike = screen.getByRole('button', { name: 'Unlike' });
    // A heart drawn as an SVG, filled once the viewer has liked the post.
    expect(iconNames(like)).toEqual(['heart']);
    expect(like.querySelector('svg')).not.toHaveClass('social-like__heart--on');
    expect(unlike.querySelector('svg')).toHaveClass('social-like__heart--on');
    expect(iconNames(screen.getByTestId('like-allowance'))).toEqual(['zap', 'heart']);
    expect(like).toBeDisabled();
    expect(await tooltipOf(like)).toBe('Daily limit reached (5/5 likes used)');
    expect(unlike).toBeEnabled();
    expect(await tooltipOf(unlike)).toBe('Unlike (refunds 8 energy)');
  });

  it("cannot like one's own post", async () => {
    renderFeed([feedPost({ player: { userId: VIEWER.id, playerName: '@JadeViral', avatarUrl: null } })]);
    const button = await screen.findByRole('button', { name: 'Like' });
    await screen.findByText('80 energy');
    expect(button).toBeDisabled();
    expect(await tooltipOf(button)).toBe('You cannot like your own post');
  });
});
