import type { LeagueContextEvent } from '@il/events';
import { docsOf, projectEvents } from '@il/platform';
import { CHARACTER_AVATARS, CHARACTERS, charactersProjection, type CharacterAvatarDoc, type CharacterDoc } from '../src';

const AT = '2026-03-02T10:00:00.000Z';
const stats = { followers: 1500, energy: 80, energyUpdatedAt: AT, money: 400, relevance: 65, reputation: { authenticity: 35, drama: 75, relatability: 40, aspirational: 50 } };
const created: LeagueContextEvent = {
  type: 'CharacterCreated',
  data: { characterId: 5, leagueId: 1, userId: 10, playerName: '@Drama', realityShowBackground: 'drama', avatarUrl: 'https://img.example/a.png', stats, unlockedPlatforms: ['instagram'], createdAt: AT },
};

describe('characters projection', () => {
  it('keeps the game state of each character', async () => {
    const later = { ...stats, followers: 6000, energy: 72, energyUpdatedAt: '2026-03-02T11:00:00.000Z' };
    const docs = await projectEvents(charactersProjection, [
      created,
      { type: 'CharacterStatsChanged', data: { characterId: 5, leagueId: 1, userId: 10, cause: { kind: 'content_posted', id: 1 }, changes: { followers: 4500, energy: -8 }, stats: later, at: '2026-03-02T11:00:00.000Z' } },
      { type: 'CharacterPlatformUnlocked', data: { characterId: 5, leagueId: 1, userId: 10, platform: 'tiktok', followers: 6000, at: '2026-03-02T11:00:00.000Z' } },
      { type: 'CharacterPlatformUnlocked', data: { characterId: 5, leagueId: 1, userId: 10, platform: 'tiktok', followers: 6000, at: '2026-03-02T11:00:00.000Z' } },
    ]);
    expect(docsOf<CharacterDoc>(docs, CHARACTERS).get('5')).toMatchObject({
      characterId: 5,
      leagueId: 1,
      userId: 10,
      playerName: '@Drama',
      realityShowBackground: 'drama',
      avatarUrl: 'https://img.example/a.png',
      stats: later,
      unlockedPlatforms: ['instagram', 'tiktok'],
    });
  });

  it('ignores changes to an unknown character', async () => {
    const docs = await projectEvents(charactersProjection, [
      { type: 'CharacterStatsChanged', data: { characterId: 9, leagueId: 1, userId: 10, cause: { kind: 'x' }, changes: { followers: 1 }, stats, at: AT } },
    ]);
    expect(docs.size).toBe(0);
  });
});

describe('characters projection: likes given', () => {
  const like = (postId: number, likeDay: string) => ({
    type: 'PostLiked',
    data: { postId, leagueId: 1, characterId: 5, userId: 10, playerName: '@Drama', authorCharacterId: 6, authorUserId: 11, energySpent: 8, likeDay, likedAt: `${likeDay}T12:00:00.000Z` },
  });

  it('counts the likes of the latest like day, starting again on a new day', async () => {
    const sameDay = await projectEvents(charactersProjection, [created, like(1, '2026-03-02'), like(2, '2026-03-02')]);
    expect(docsOf<CharacterDoc>(sameDay, CHARACTERS).get('5')?.likesGiven).toEqual({ day: '2026-03-02', count: 2 });
    const nextDay = await projectEvents(charactersProjection, [created, like(1, '2026-03-02'), like(2, '2026-03-02'), like(3, '2026-03-03')]);
    expect(docsOf<CharacterDoc>(nextDay, CHARACTERS).get('5')?.likesGiven).toEqual({ day: '2026-03-03', count: 1 });
  });
});

describe('characters projection: avatars', () => {
  const INLINE = 'data:image/svg+xml;utf8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
  const createdWith = (characterId: number, avatarUrl: string | null): LeagueContextEvent => ({
    type: 'CharacterCreated',
    data: { ...(created.data as CharacterCreatedData), characterId, avatarUrl },
  });
  type CharacterCreatedData = Extract<LeagueContextEvent, { type: 'CharacterCreated' }>['data'];

  it('answers a link to the avatar route for an inline image, and keeps the image apart for it', async () => {
    const docs = await projectEvents(charactersProjection, [createdWith(12, INLINE), { type: 'CharacterStatsChanged', data: { characterId: 12, leagueId: 1, userId: 10, cause: { kind: 'x' }, changes: { followers: 1 }, stats, at: AT } }]);
    expect(docsOf<CharacterDoc>(docs, CHARACTERS).get('12')?.avatarUrl).toBe('/_api/avatar?characterId=12');
    expect(docsOf<CharacterAvatarDoc>(docs, CHARACTER_AVATARS).get('12')).toEqual({ _id: '12', _position: 1, characterId: 12, image: INLINE });
  });

  it('passes an http(s) address and a missing avatar through, with nothing kept apart', async () => {
    const docs = await projectEvents(charactersProjection, [createdWith(5, 'https://img.example/a.png'), createdWith(6, null)]);
    const characters = docsOf<CharacterDoc>(docs, CHARACTERS);
    expect(characters.get('5')?.avatarUrl).toBe('https://img.example/a.png');
    expect(characters.get('6')?.avatarUrl).toBeNull();
    expect(docsOf(docs, CHARACTER_AVATARS).size).toBe(0);
  });
});
