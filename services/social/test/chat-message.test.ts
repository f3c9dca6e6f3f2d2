import { initialCharacterState, startingStats, type CharacterState } from '@il/league';
import { decideChatMessage } from '../src/chat/chat-message';

const NOW = '2026-03-02T10:00:00.000Z';
const character: CharacterState = {
  ...initialCharacterState,
  exists: true,
  characterId: 5,
  leagueId: 1,
  userId: 10,
  playerName: '@Chatty',
  avatarUrl: 'https://img.example/c.png',
  stats: startingStats('drama', NOW),
};
const send = (message: string, over: Partial<Parameters<typeof decideChatMessage>[0]> = {}) =>
  decideChatMessage({ messageId: 40, leagueId: 1, character, message, now: NOW, ...over });

describe('chat message', () => {
  it('is sent as the character, trimmed, with the followers it had', () => {
    expect(send('  Hi villa  ')).toEqual({
      type: 'ChatMessageSent',
      data: {
        messageId: 40,
        leagueId: 1,
        characterId: 5,
        userId: 10,
        playerName: '@Chatty',
        avatarUrl: 'https://img.example/c.png',
        followers: 1500,
        message: 'Hi villa',
        sentAt: NOW,
      },
    });
  });

  it('links to a drawn avatar instead of copying the image into every message', () => {
    const drawn = { ...character, avatarUrl: `data:image/svg+xml;base64,${'A'.repeat(12_000)}` };
    expect(send('hi', { character: drawn }).data.avatarUrl).toBe('/_api/avatar?characterId=5');
    expect(send('hi', { character: { ...character, avatarUrl: null } }).data.avatarUrl).toBeNull();
  });

  it('holds 1 to 500 characters after trimming', () => {
    expect(() => send(' \n ')).toThrow('Message cannot be empty.');
    expect(() => send('x'.repeat(501))).toThrow('Message is too long.');
    expect(send(` ${'x'.repeat(500)} `).data.message).toHaveLength(500);
  });

  it('needs a character of this league', () => {
    expect(() => send('hi', { character: initialCharacterState })).toThrow("You don't have a character");
    expect(() => send('hi', { leagueId: 2 })).toThrow("You don't have a character");
  });
});
