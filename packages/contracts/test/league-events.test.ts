import { LEAGUE_EVENT_NAMES, formatLeagueEvent, parseLeagueEvent } from '../src';
import { EXAMPLE_CHAT_MESSAGE, EXAMPLE_FEED_POST } from './examples';

/** Splits one SSE frame the way a browser's EventSource does. */
function readFrame(frame: string): { id?: string; event: string; data: string } {
  expect(frame.endsWith('\n\n')).toBe(true);
  const fields = Object.fromEntries(
    frame.trim().split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
  );
  return { id: fields.id, event: fields.event ?? 'message', data: fields.data ?? '' };
}

describe('league event stream', () => {
  test('names the four events', () => {
    expect(LEAGUE_EVENT_NAMES).toEqual(['chat.message', 'feed.post', 'feed.like', 'notifications.changed']);
  });

  test('a frame carries id, name and superjson data that reads back with its dates', () => {
    const frame = readFrame(formatLeagueEvent({ event: 'chat.message', data: EXAMPLE_CHAT_MESSAGE }, 42));
    expect(frame.id).toBe('42');
    const event = parseLeagueEvent(frame.event, frame.data);
    expect(event).toEqual({ event: 'chat.message', data: EXAMPLE_CHAT_MESSAGE });
    expect(event?.event === 'chat.message' && event.data.createdAt instanceof Date).toBe(true);
  });

  test('feed events', () => {
    const post = readFrame(formatLeagueEvent({ event: 'feed.post', data: { ...EXAMPLE_FEED_POST, userHasLiked: false } }));
    expect(post.id).toBeUndefined();
    expect(parseLeagueEvent(post.event, post.data)?.event).toBe('feed.post');
    const like = { postId: 21, leagueId: 1, userId: 8, liked: true, likeCount: 2, likerNames: ['@rival', '@me'] };
    const frame = readFrame(formatLeagueEvent({ event: 'feed.like', data: like }));
    expect(parseLeagueEvent(frame.event, frame.data)).toEqual({ event: 'feed.like', data: like });
  });

  test('unknown names are skipped and malformed data is refused', () => {
    expect(parseLeagueEvent('leaderboard.update', '{}')).toBeNull();
    expect(parseLeagueEvent('toString', '{}')).toBeNull();
    expect(() => parseLeagueEvent('feed.like', '{"json":{"postId":0}}')).toThrow();
  });
});
