import '@il/ui/testing';
import { screen, within } from '@testing-library/react';
import type { LeagueStatus } from '@il/contracts';
import { fakeApi } from './support/fake-api';
import { LEAGUE, SIGNED_IN, chatMessage, feedPost, gameState } from './support/fixtures';
import { renderSlice } from './support/render';

function closedApi(status: LeagueStatus, { posts = [feedPost()], messages = [chatMessage()] } = {}) {
  return fakeApi({
    ...SIGNED_IN,
    'GET /_api/leagues/detail': { body: { ...LEAGUE, status } },
    'GET /_api/content/feed': { body: { posts, nextCursor: null } },
    'GET /_api/league/chat': { body: { messages, nextCursor: null } },
    'GET /_api/game-state': { body: gameState() },
  });
}

const REASON = { completed: 'This league has ended', cancelled: 'This league was cancelled' } as const;

describe.each(['completed', 'cancelled'] as const)('a %s league: feed and chat stay readable as history', (status) => {
  it('feed: the posts under the closed banner, every Like disabled with the reason, no likes left to count', async () => {
    const api = closedApi(status);
    renderSlice('/leagues/7/feed');
    const post = await screen.findByTestId('feed-post');
    expect(screen.getByTestId('league-closed')).toHaveTextContent(REASON[status]);
    expect(screen.queryByRole('heading', { level: 1, name: 'Final Standings' })).not.toBeInTheDocument();
    expect(within(post).getByRole('button', { name: 'Like' })).toBeDisabled();
    expect(screen.queryByTestId('like-allowance')).not.toBeInTheDocument();
    // Nothing new will come: no Live or Auto-refresh badge promises news.
    expect(screen.queryByTestId('live-badge')).not.toBeInTheDocument();
    expect(api.count('GET /_api/leagues/final-results')).toBe(0);
  });

  it('feed: an empty feed asks nobody to create content', async () => {
    closedApi(status, { posts: [] });
    renderSlice('/leagues/7/feed');
    expect(await screen.findByText('No one posted anything in this league.')).toBeInTheDocument();
    expect(screen.queryByText(/Be the first to create some content!/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Content' })).not.toBeInTheDocument();
  });

  it('chat: the messages stay, the input and Send are disabled and say why', async () => {
    closedApi(status);
    renderSlice('/leagues/7/chat');
    expect(await screen.findByText(chatMessage().message)).toBeInTheDocument();
    const input = screen.getByPlaceholderText('Send a message as your character...');
    expect(input).toBeDisabled();
    expect(input).toHaveAccessibleDescription(`${REASON[status]}: the chat is closed, its history stays here to read.`);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByTestId('league-closed')).toHaveTextContent(REASON[status]);
    expect(screen.queryByTestId('live-badge')).not.toBeInTheDocument();
  });

  it('chat: an empty chat invites nobody to speak', async () => {
    closedApi(status, { messages: [] });
    renderSlice('/leagues/7/chat');
    expect(await screen.findByText('Nobody said anything in this league.')).toBeInTheDocument();
  });
});

describe('a completed league', () => {
  it('leads from the closed banner to its final standings', async () => {
    closedApi('completed');
    renderSlice('/leagues/7/chat');
    expect(await screen.findByRole('link', { name: 'See the Final Standings' })).toHaveAttribute('href', '/leagues/7');
  });
});

describe('a league that has not started', () => {
  it('feed: the banner, every Like disabled with the reason, chat still open', async () => {
    closedApi('pending');
    renderSlice('/leagues/7/feed');
    const post = await screen.findByTestId('feed-post');
    expect(screen.getByTestId('league-closed')).toHaveTextContent('This league has not started yet');
    expect(within(post).getByRole('button', { name: 'Like' })).toBeDisabled();
    expect(screen.queryByTestId('like-allowance')).not.toBeInTheDocument();
  });

  it('feed: an empty one says the first posts come with the start, and invites no post', async () => {
    closedApi('pending', { posts: [] });
    renderSlice('/leagues/7/feed');
    expect(await screen.findByText('The first posts come when the league starts.')).toBeInTheDocument();
    expect(screen.getByText('The Feed Opens with the Season')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Content' })).not.toBeInTheDocument();
  });
});
