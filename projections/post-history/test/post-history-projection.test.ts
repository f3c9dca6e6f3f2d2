import type { ContentPosted } from '@il/events';
import { docsOf, projectEvents, type GivenEvent } from '@il/platform';
import {
  POST_HISTORY,
  POST_HISTORY_COUNTERS,
  postHistoryProjection,
  type PostCounterDoc,
  type PostHistoryDoc,
} from '../src';

const AT = '2026-03-02T10:00:00.000Z';

function posted(postId: number, userId: number, overrides: Partial<ContentPosted['data']> = {}): GivenEvent {
  const data: ContentPosted['data'] = {
    postId,
    characterId: userId + 100,
    leagueId: 1,
    userId,
    playerName: `@Player${userId}`,
    avatarUrl: null,
    card: {
      contentCardId: 101,
      catalogVersion: 1,
      title: 'Golden Hour Selfie',
      description: 'A sun-kissed close-up.',
      contentType: 'photo',
      theme: 'lifestyle',
      riskLevel: 'safe',
      energyCost: 10,
      followersMin: 100,
      followersMax: 200,
    },
    caption: { type: 'custom', text: 'My words', energyCost: 5, followersBonus: 0, reputationEffects: {} },
    trendingTopic: { id: 501, topicName: '#GoldenHourChallenge', bonusMultiplier: 0.3 },
    outcome: {
      followersRange: { min: 128, max: 285 },
      followersRolled: 150,
      followersGained: 195,
      energySpent: 15,
      relevanceChange: 3,
      reputationChanges: { authenticity: 4 },
      authenticityBonus: 3,
    },
    dayPosted: 2,
    postedAt: AT,
    ...overrides,
  };
  return { type: 'ContentPosted', data, streamId: `character-${userId + 100}` };
}

describe('post-history projection', () => {
  it('keeps one document per post, with what the history item shows and who posted it', async () => {
    const docs = await projectEvents(postHistoryProjection, [posted(21, 10)]);
    expect(docsOf<PostHistoryDoc>(docs, POST_HISTORY).get('21')).toEqual({
      _id: '21',
      _position: 1,
      postId: 21,
      leagueId: 1,
      userId: 10,
      characterId: 110,
      playerName: '@Player10',
      avatarUrl: null,
      contentCardId: 101,
      contentType: 'photo',
      contentTitle: 'Golden Hour Selfie',
      contentDescription: 'A sun-kissed close-up.',
      theme: 'lifestyle',
      riskLevel: 'safe',
      captionType: 'custom',
      chosenCaption: 'My words',
      trendingTopicId: 501,
      dayPosted: 2,
      followersGained: 195,
      energySpent: 15,
      postedAt: AT,
      leagueSeq: 1,
      playerSeq: 1,
    });
  });

  it('numbers posts in posting order, per league and per player in the league', async () => {
    const docs = await projectEvents(postHistoryProjection, [
      posted(30, 10),
      posted(12, 11),
      posted(44, 10),
      posted(5, 10, { leagueId: 2 }),
    ]);
    const posts = docsOf<PostHistoryDoc>(docs, POST_HISTORY);
    // Ids are no order; the log is.
    expect([30, 12, 44, 5].map((id) => [posts.get(String(id))!.leagueSeq, posts.get(String(id))!.playerSeq])).toEqual([
      [1, 1],
      [2, 1],
      [3, 2],
      [1, 1],
    ]);
    const counters = docsOf<PostCounterDoc>(docs, POST_HISTORY_COUNTERS);
    expect(counters.get('league-1')).toMatchObject({ leagueId: 1, userId: null, count: 3 });
    expect(counters.get('player-1-10')).toMatchObject({ leagueId: 1, userId: 10, count: 2 });
    expect(counters.get('player-1-11')).toMatchObject({ count: 1 });
    expect(counters.get('league-2')).toMatchObject({ count: 1 });
  });

  it('counts a post delivered twice once', async () => {
    const again = posted(30, 10);
    const docs = await projectEvents(postHistoryProjection, [again, { ...again, position: 2 }, posted(31, 10)]);
    expect(docsOf<PostCounterDoc>(docs, POST_HISTORY_COUNTERS).get('player-1-10')!.count).toBe(2);
    expect(docsOf<PostHistoryDoc>(docs, POST_HISTORY).get('31')!.playerSeq).toBe(2);
  });

  it('ignores the other events of the character stream', async () => {
    const docs = await projectEvents(postHistoryProjection, [
      { type: 'CharacterStatsChanged', data: { characterId: 110, leagueId: 1, userId: 10, cause: { kind: 'content_posted', id: 21 }, changes: {}, stats: {}, at: AT } },
    ]);
    expect(docs.size).toBe(0);
  });
});

describe('post-history projection: avatars', () => {
  it('stores a link to the avatar route instead of an inline image', async () => {
    const docs = await projectEvents(postHistoryProjection, [posted(21, 10, { avatarUrl: 'data:image/png;base64,iVBORw0KGgo=' }), posted(22, 11)]);
    expect(docsOf<PostHistoryDoc>(docs, POST_HISTORY).get('21')?.avatarUrl).toBe('/_api/avatar?characterId=110');
    expect(docsOf<PostHistoryDoc>(docs, POST_HISTORY).get('22')?.avatarUrl).toBeNull();
  });
});
