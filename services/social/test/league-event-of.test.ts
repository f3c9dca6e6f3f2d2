import type { ReadDoc, ReadStoreReader } from '@il/platform';
import { recordedEvents } from '@il/platform';
import type { FeedPostDoc } from '@il/projection-feed';
import { leagueEventOf, leagueOfPushed } from '../src/live/league-event-of';

const post: FeedPostDoc = {
  _id: '21',
  _position: 7,
  postId: 21,
  leagueId: 1,
  characterId: 6,
  userId: 11,
  playerName: '@Author',
  avatarUrl: null,
  contentCardId: 101,
  contentType: 'photo',
  contentTitle: 'Golden Hour Selfie',
  contentDescription: 'A sun-kissed close-up.',
  chosenCaption: 'Good vibes only',
  followersGained: 77,
  dayPosted: 1,
  postedAt: '2026-03-02T10:00:00.000Z',
  seq: 3,
  likers: [{ userId: 12, characterId: 7, playerName: '@Fan' }],
  likeCount: 1,
};

/** A read model holding one feed post. */
const readModel = (doc: FeedPostDoc | null): ReadStoreReader => ({
  get: async <T extends ReadDoc>(collection: string, id: string) => (collection === 'feed_posts' && doc && id === doc._id ? (doc as unknown as T) : null),
  getMany: async () => new Map(),
  find: async () => ({ items: [], nextCursor: null }),
  count: async () => 0,
});

const likedAt = (position: number) =>
  recordedEvents([
    {
      type: 'PostLiked',
      position,
      data: { postId: 21, leagueId: 1, characterId: 7, userId: 12, playerName: '@Fan', authorCharacterId: 6, authorUserId: 11, energySpent: 8, likeDay: '2026-03-02', likedAt: '2026-03-02T10:00:00.000Z' },
    },
  ])[0]!;

describe('league events pushed live', () => {
  it('belong to the league named in the event; other events are not pushed', () => {
    expect(leagueOfPushed(likedAt(7))).toBe(1);
    expect(leagueOfPushed(recordedEvents([{ type: 'CharacterStatsChanged', data: { leagueId: 1 } }])[0]!)).toBeNull();
  });

  it('are built from the read model once it shows the event', async () => {
    expect(await leagueEventOf(readModel(post), likedAt(7))).toEqual({
      event: 'feed.like',
      data: { postId: 21, leagueId: 1, userId: 12, liked: true, likeCount: 1, likerNames: ['@Fan'] },
    });
  });

  it('are held back while the read model has not applied the event', async () => {
    expect(await leagueEventOf(readModel(post), likedAt(8))).toBeNull();
    expect(await leagueEventOf(readModel(null), likedAt(7))).toBeNull();
  });
});
