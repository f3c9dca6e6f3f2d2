import '@il/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { POLLING } from '../src/live/polling';
import { fakeApi } from './support/fake-api';
import { FakeEventSource } from './support/fake-event-source';
import { LEAGUE, SIGNED_IN, VIEWER, chatMessage, feedPost, gameState } from './support/fixtures';
import { renderSlice } from './support/render';

function api() {
  return fakeApi({
    ...SIGNED_IN,
    'GET /_api/leagues/detail': { body: LEAGUE },
    'GET /_api/content/feed': { body: { posts: [feedPost()], nextCursor: null } },
    'GET /_api/league/chat': { body: { messages: [chatMessage()], nextCursor: null } },
    'GET /_api/game-state': { body: gameState() },
  });
}

beforeEach(() => FakeEventSource.install());

describe('league event stream', () => {
  it('opens one stream for the league and closes it when the screen goes', async () => {
    api();
    const { unmount } = renderSlice('/leagues/7/chat');
    await screen.findByText('Who is ready for the recoupling?');
    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/_api/league/events?leagueId=7');
    unmount();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('puts a chat.message in the chat at once', async () => {
    api();
    renderSlice('/leagues/7/chat');
    await screen.findByText('Who is ready for the recoupling?');
    act(() => FakeEventSource.latest().open());
    expect(await screen.findByText('Live')).toBeInTheDocument();
    act(() => FakeEventSource.latest().emit({ event: 'chat.message', data: chatMessage({ id: 901, message: 'Fresh gossip', createdAt: new Date() }) }));
    expect(await screen.findByText('Fresh gossip')).toBeInTheDocument();
    // A message the list already holds is not shown twice.
    act(() => FakeEventSource.latest().emit({ event: 'chat.message', data: chatMessage({ id: 901, message: 'Fresh gossip', createdAt: new Date() }) }));
    expect(screen.getAllByText('Fresh gossip')).toHaveLength(1);
  });

  it('announces a message that comes in politely, and not the ones already there', async () => {
    api();
    renderSlice('/leagues/7/chat');
    await screen.findByText('Who is ready for the recoupling?');
    const announcer = screen.getByTestId('chat-announcer');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toHaveTextContent(/^$/);
    act(() => FakeEventSource.latest().open());
    act(() => FakeEventSource.latest().emit({ event: 'chat.message', data: chatMessage({ id: 902, message: 'Recoupling at dawn', createdAt: new Date() }) }));
    await waitFor(() => expect(announcer).toHaveTextContent('@KaiDrama: Recoupling at dawn'));
    // One live region: the list itself does not speak as well.
    expect(screen.getByRole('list', { name: 'Messages' })).not.toHaveAttribute('aria-live');
  });

  it('puts a feed.post on top of the feed and applies feed.like', async () => {
    api();
    renderSlice('/leagues/7/feed');
    await screen.findByText('Sunset Confessional');
    act(() => FakeEventSource.latest().open());
    act(() => FakeEventSource.latest().emit({ event: 'feed.post', data: feedPost({ postId: 777, contentTitle: 'Pool Party Reel', likeCount: 0, likerNames: [] }) }));
    expect(await screen.findByText('Pool Party Reel')).toBeInTheDocument();
    expect(screen.getAllByTestId('feed-post')[0]).toHaveTextContent('Pool Party Reel');

    act(() =>
      FakeEventSource.latest().emit({ event: 'feed.like', data: { postId: 777, leagueId: 7, userId: VIEWER.id, liked: true, likeCount: 1, likerNames: ['@JadeViral'] } }),
    );
    const first = screen.getAllByTestId('feed-post')[0]!;
    await waitFor(() => expect(first).toHaveTextContent('@JadeViral'));
    expect(first.querySelector('[data-testid="like-count"]')).toHaveTextContent('1');
    expect(first.querySelector('[aria-pressed="true"]')).not.toBeNull();
  });

  it('falls back to §9 polling while the stream is not open, and relaxes it while it is', async () => {
    expect(POLLING.chat.offlineMs).toBe(4000);
    expect(POLLING.chat.staleMs).toBe(2000);
    jest.useFakeTimers();
    try {
      const { count } = api();
      renderSlice('/leagues/7/chat');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      const initial = count('GET /_api/league/chat');
      expect(initial).toBe(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(POLLING.chat.offlineMs * 2 + 100);
      });
      expect(count('GET /_api/league/chat')).toBe(initial + 2);

      act(() => FakeEventSource.latest().open());
      const whileLive = count('GET /_api/league/chat');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(POLLING.chat.offlineMs * 3);
      });
      expect(count('GET /_api/league/chat')).toBe(whileLive);

      // The stream drops: polling every 4 s again, and on reconnecting the missed news is fetched once.
      act(() => FakeEventSource.latest().fail());
      await act(async () => {
        await jest.advanceTimersByTimeAsync(POLLING.chat.offlineMs + 100);
      });
      expect(count('GET /_api/league/chat')).toBe(whileLive + 1);
      act(() => FakeEventSource.latest().open());
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(count('GET /_api/league/chat')).toBe(whileLive + 2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens the stream again later when the server refused it', async () => {
    jest.useFakeTimers();
    try {
      api();
      renderSlice('/leagues/7/chat');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      act(() => FakeEventSource.latest().fail(true));
      expect(FakeEventSource.instances).toHaveLength(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5_000);
      });
      expect(FakeEventSource.instances).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
