import type { ContentPosted, PostLiked, PostUnliked } from '@il/events';
import { docsOf, projectEvents, type GivenEvent } from '@il/platform';
import { FEED_POSTS, feedProjection, type FeedPostDoc } from '../src';

const AT = '2026-03-02T10:00:00.000Z';

const posted = (postId: number, leagueId = 1, author = { characterId: 6, userId: 11, playerName: '@Author' }): ContentPosted => ({
  type: 'ContentPosted',
  data: {
    postId,
    characterId: author.characterId,
    leagueId,
    userId: author.userId,
    playerName: author.playerName,
    avatarUrl: 'https://img.example/author.png',
    card: {
      contentCardId: 101,
      catalogVersion: 1,
      title: 'Golden Hour Selfie',
      description: 'A sun-kissed close-up.',
      contentType: 'photo',
      theme: 'lifestyle',
      riskLevel: 'safe',
      energyCost: 8,
      followersMin: 40,
      followersMax: 120,
    },
    caption: { type: 'safe', text: 'Good vibes only', energyCost: 0, followersBonus: 0, reputationEffects: {} },
    trendingTopic: null,
    outcome: {
      followersRange: { min: 40, max: 120 },
      followersRolled: 77,
      followersGained: 77,
      energySpent: 8,
      relevanceChange: 1,
      reputationChanges: {},
      authenticityBonus: 0,
    },
    dayPosted: 1,
    postedAt: AT,
  },
});

const liker = (characterId: number) => ({ characterId, userId: characterId + 100, playerName: `@Fan${characterId}` });

const liked = (postId: number, by: ReturnType<typeof liker>): PostLiked => ({
  type: 'PostLiked',
  data: { postId, leagueId: 1, ...by, authorCharacterId: 6, authorUserId: 11, energySpent: 8, likeDay: '2026-03-02', likedAt: AT },
});

const unliked = (postId: number, by: ReturnType<typeof liker>): PostUnliked => ({
  type: 'PostUnliked',
  data: { postId, leagueId: 1, ...by, authorCharacterId: 6, authorUserId: 11, energyRefunded: 8, unlikedAt: AT },
});

const feedOf = async (events: GivenEvent[]) => docsOf<FeedPostDoc>(await projectEvents(feedProjection, events), FEED_POSTS);

describe('feed projection', () => {
  it('keeps each post with its player, content, caption and outcome, ordered by log position', async () => {
    const feed = await feedOf([posted(21), posted(22, 2)]);
    expect(feed.get('21')).toEqual({
      _id: '21',
      _position: 1,
      postId: 21,
      leagueId: 1,
      characterId: 6,
      userId: 11,
      playerName: '@Author',
      avatarUrl: 'https://img.example/author.png',
      contentCardId: 101,
      contentType: 'photo',
      contentTitle: 'Golden Hour Selfie',
      contentDescription: 'A sun-kissed close-up.',
      chosenCaption: 'Good vibes only',
      followersGained: 77,
      dayPosted: 1,
      postedAt: AT,
      seq: 1,
      likers: [],
      likeCount: 0,
    });
    expect(feed.get('22')).toMatchObject({ leagueId: 2, seq: 2 });
  });

  it('adds likers in like order and removes them on unlike', async () => {
    const feed = await feedOf([posted(21), liked(21, liker(7)), liked(21, liker(8)), liked(21, liker(9)), unliked(21, liker(8))]);
    expect(feed.get('21')).toMatchObject({
      likeCount: 2,
      likers: [
        { characterId: 7, userId: 107, playerName: '@Fan7' },
        { characterId: 9, userId: 109, playerName: '@Fan9' },
      ],
    });
  });

  it('counts a liker once and lets them like again after an unlike', async () => {
    const feed = await feedOf([posted(21), liked(21, liker(7)), liked(21, liker(7)), unliked(21, liker(7)), unliked(21, liker(7)), liked(21, liker(7))]);
    expect(feed.get('21')).toMatchObject({ likeCount: 1, likers: [{ characterId: 7 }] });
  });

  it('ignores likes of a post it does not know, and a post seen twice', async () => {
    const feed = await feedOf([liked(99, liker(7)), posted(21), { ...posted(21), data: { ...posted(21).data, caption: { ...posted(21).data.caption, text: 'changed' } } }]);
    expect([...feed.keys()]).toEqual(['21']);
    expect(feed.get('21')).toMatchObject({ chosenCaption: 'Good vibes only', seq: 2 });
  });
});

describe('feed projection: avatars', () => {
  it("stores a link to the avatar route instead of the author's inline image", async () => {
    const event = posted(31);
    const feed = await feedOf([{ ...event, data: { ...event.data, avatarUrl: 'data:image/svg+xml;base64,PHN2Zy8+' } }, posted(32)]);
    expect(feed.get('31')?.avatarUrl).toBe('/_api/avatar?characterId=6');
    expect(feed.get('32')?.avatarUrl).toBe('https://img.example/author.png');
  });
});
