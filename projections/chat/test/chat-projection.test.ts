import type { ChatMessageSent } from '@il/events';
import { docsOf, projectEvents } from '@il/platform';
import { CHAT_MESSAGES, chatProjection, type ChatMessageDoc } from '../src';

const sent = (messageId: number, message: string, leagueId = 1): ChatMessageSent => ({
  type: 'ChatMessageSent',
  data: {
    messageId,
    leagueId,
    characterId: 5,
    userId: 10,
    playerName: '@Chatty',
    avatarUrl: null,
    followers: 1200,
    message,
    sentAt: '2026-03-02T10:00:00.000Z',
  },
});

describe('chat projection', () => {
  it('keeps each message with its author as they were, ordered by log position', async () => {
    const docs = docsOf<ChatMessageDoc>(await projectEvents(chatProjection, [sent(40, 'Hi villa'), sent(3, 'Hello', 2)]), CHAT_MESSAGES);
    expect(docs.get('40')).toEqual({
      _id: '40',
      _position: 1,
      messageId: 40,
      leagueId: 1,
      characterId: 5,
      userId: 10,
      playerName: '@Chatty',
      avatarUrl: null,
      followers: 1200,
      message: 'Hi villa',
      sentAt: '2026-03-02T10:00:00.000Z',
      seq: 1,
    });
    // A smaller id sent later still sorts later: the order is the log's, not the ids'.
    expect(docs.get('3')).toMatchObject({ leagueId: 2, seq: 2 });
  });

  it('writes a message once', async () => {
    const docs = docsOf<ChatMessageDoc>(await projectEvents(chatProjection, [sent(40, 'first'), sent(40, 'again')]), CHAT_MESSAGES);
    expect(docs.get('40')).toMatchObject({ message: 'first', seq: 1 });
  });
});

describe('chat projection: avatars', () => {
  const withAvatar = (messageId: number, avatarUrl: string | null): ChatMessageSent => {
    const event = sent(messageId, 'Hi');
    return { ...event, data: { ...event.data, avatarUrl } };
  };

  it('stores a link to the avatar route instead of an inline image; addresses and null pass through', async () => {
    const docs = docsOf<ChatMessageDoc>(
      await projectEvents(chatProjection, [
        withAvatar(1, 'data:image/png;base64,iVBORw0KGgo='),
        withAvatar(2, 'https://img.example/a.png'),
        withAvatar(3, null),
        withAvatar(4, '/_api/avatar?characterId=5'),
      ]),
      CHAT_MESSAGES,
    );
    expect(docs.get('1')?.avatarUrl).toBe('/_api/avatar?characterId=5');
    expect(docs.get('2')?.avatarUrl).toBe('https://img.example/a.png');
    expect(docs.get('3')?.avatarUrl).toBeNull();
    expect(docs.get('4')?.avatarUrl).toBe('/_api/avatar?characterId=5');
  });
});
