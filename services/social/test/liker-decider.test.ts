import { LIKE_MESSAGES } from '@il/contracts';
import type { CharacterStats, PostLiked, PostUnliked } from '@il/events';
import { currentEnergy, startingStats } from '@il/league';
import { given } from '@il/platform';
import { likerDecider, likesGivenOn, type LikeCommand, type LikerEvent, type PostRef } from '../src/likes/liker-decider';

const NOW = '2026-03-02T10:00:00.000Z';
const at = (hours: number, from = NOW) => new Date(new Date(from).getTime() + hours * 3_600_000).toISOString();

const ME = { characterId: 5, leagueId: 1, userId: 10, playerName: '@Me' };
const post = (postId: number, author = { characterId: 6, userId: 11 }, leagueId = 1): PostRef => ({
  postId,
  leagueId,
  authorCharacterId: author.characterId,
  authorUserId: author.userId,
});

const created = (energy = 100): LikerEvent => {
  const stats: CharacterStats = { ...startingStats('competition', NOW), energy, energyUpdatedAt: NOW };
  return {
    type: 'CharacterCreated',
    data: { ...ME, realityShowBackground: 'competition', avatarUrl: null, stats, unlockedPlatforms: ['instagram'], createdAt: NOW },
  };
};

const likeCmd = (postId: number, now = NOW, ref = post(postId)): LikeCommand => ({ type: 'LikePost', post: ref, now });
const unlikeCmd = (postId: number, now = NOW): LikeCommand => ({ type: 'UnlikePost', post: post(postId), now });

/** Decides and applies, the way the command handler does, so scenarios read as a player's day. */
function play(history: LikerEvent[], ...commands: LikeCommand[]): LikerEvent[] {
  let events = history;
  for (const command of commands) events = [...events, ...given(likerDecider, events).when(command)];
  return events;
}

const energyOf = (events: LikerEvent[], now: string) => currentEnergy(given(likerDecider, events).state.character.stats, now);

describe('liking a post', () => {
  it('records the like and spends 8 energy in the same append', () => {
    const events = given(likerDecider, [created(50)]).when(likeCmd(21));
    expect(events).toEqual([
      {
        type: 'PostLiked',
        data: { postId: 21, ...ME, authorCharacterId: 6, authorUserId: 11, energySpent: 8, likeDay: '2026-03-02', likedAt: NOW },
      },
      expect.objectContaining({
        type: 'CharacterStatsChanged',
        data: expect.objectContaining({ cause: { kind: 'post_liked', id: 21 }, changes: { energy: -8 }, stats: expect.objectContaining({ energy: 42 }) }),
      }),
    ]);
  });

  it('refuses a second like of the same post', () => {
    const history = play([created()], likeCmd(21));
    expect(() => given(likerDecider, history).when(likeCmd(21, at(1)))).toThrow(LIKE_MESSAGES.alreadyLiked);
  });

  it("refuses one's own post", () => {
    expect(() => given(likerDecider, [created()]).when(likeCmd(21, NOW, post(21, { characterId: 5, userId: 10 })))).toThrow(
      'You cannot like your own post',
    );
  });

  it('refuses a post of another league as not found', () => {
    expect(() => given(likerDecider, [created()]).when(likeCmd(21, NOW, post(21, undefined, 2)))).toThrow(LIKE_MESSAGES.postNotFound);
  });

  it('refuses without 8 energy, counting the energy regenerated since', () => {
    expect(() => given(likerDecider, [created(7)]).when(likeCmd(21))).toThrow('Not enough energy (8 required)');
    expect(given(likerDecider, [created(7)]).when(likeCmd(21, at(1)))).toHaveLength(2);
  });

  it('refuses a sixth like on the same UTC day with the limit in its words', () => {
    const five = play([created()], likeCmd(1), likeCmd(2), likeCmd(3), likeCmd(4), likeCmd(5));
    expect(likesGivenOn(given(likerDecider, five).state, '2026-03-02')).toBe(5);
    expect(() => given(likerDecider, five).when(likeCmd(6, at(1)))).toThrow('Daily limit reached (5/5 likes used)');
  });

  it('gives five new likes when the UTC date changes', () => {
    const five = play([created()], likeCmd(1), likeCmd(2), likeCmd(3), likeCmd(4), likeCmd(5));
    expect(() => given(likerDecider, five).when(likeCmd(6, '2026-03-02T23:59:59.999Z'))).toThrow('Daily limit reached');
    const next = given(likerDecider, five).when(likeCmd(6, '2026-03-03T00:00:00.000Z'));
    expect((next[0] as PostLiked).data.likeDay).toBe('2026-03-03');
  });

  it('refuses a character that does not exist', () => {
    expect(() => given(likerDecider, []).when(likeCmd(21))).toThrow("You don't have a character");
  });
});

describe('taking a like back', () => {
  it('refunds the 8 energy of a like given the same UTC day', () => {
    const history = play([created(50)], likeCmd(21));
    const events = given(likerDecider, history).when(unlikeCmd(21, at(2)));
    expect(events[0]).toEqual({
      type: 'PostUnliked',
      data: { postId: 21, ...ME, authorCharacterId: 6, authorUserId: 11, energyRefunded: 8, unlikedAt: at(2) },
    });
    expect(events[1]).toMatchObject({ type: 'CharacterStatsChanged', data: { cause: { kind: 'like_refunded', id: 21 }, changes: { energy: 8 } } });
    expect(energyOf(play(history, unlikeCmd(21, at(2))), at(2))).toBe(52);
  });

  it('refunds nothing for a like of an earlier day, and still takes the like back', () => {
    const history = play([created(50)], likeCmd(21, '2026-03-02T23:00:00.000Z'));
    const events = given(likerDecider, history).when(unlikeCmd(21, '2026-03-03T00:30:00.000Z'));
    expect(events).toEqual([expect.objectContaining({ type: 'PostUnliked', data: expect.objectContaining({ energyRefunded: 0 }) })]);
  });

  it('never refunds past the energy cap', () => {
    const history = play([created(100)], likeCmd(21));
    // Eight hours later energy is back at 100: there is nothing to give back.
    expect(given(likerDecider, history).when(unlikeCmd(21, at(8)))).toEqual([
      expect.objectContaining({ type: 'PostUnliked', data: expect.objectContaining({ energyRefunded: 0 }) }),
    ]);
    // After three hours it is at 95: only 5 come back.
    const partial = given(likerDecider, history).when(unlikeCmd(21, at(3)));
    expect((partial[0] as PostUnliked).data.energyRefunded).toBe(5);
  });

  it('refuses to take back a like that is not there', () => {
    expect(() => given(likerDecider, [created()]).when(unlikeCmd(21))).toThrow(LIKE_MESSAGES.notLiked);
    const undone = play([created()], likeCmd(21), unlikeCmd(21));
    expect(() => given(likerDecider, undone).when(unlikeCmd(21))).toThrow(LIKE_MESSAGES.notLiked);
  });
});

describe('like and unlike cycles', () => {
  it('do not give back daily slots: each like counts, unliked or not', () => {
    const cycles = play([created()], likeCmd(21), unlikeCmd(21), likeCmd(21), unlikeCmd(21), likeCmd(21), unlikeCmd(21), likeCmd(21), unlikeCmd(21), likeCmd(21));
    expect(likesGivenOn(given(likerDecider, cycles).state, '2026-03-02')).toBe(5);
    const undone = play(cycles, unlikeCmd(21));
    expect(() => given(likerDecider, undone).when(likeCmd(21))).toThrow('Daily limit reached (5/5 likes used)');
    expect(() => given(likerDecider, undone).when(likeCmd(22))).toThrow('Daily limit reached (5/5 likes used)');
  });

  it('do not create energy: a cycle ends where it began', () => {
    const cycles = play([created(40)], likeCmd(21), unlikeCmd(21), likeCmd(22), unlikeCmd(22));
    expect(energyOf(cycles, NOW)).toBe(40);
  });

  it('cannot turn an old like into energy by liking again and taking it back the next day', () => {
    const yesterday = play([created(60)], likeCmd(21, '2026-03-02T20:00:00.000Z'));
    const today = play(yesterday, unlikeCmd(21, '2026-03-03T08:00:00.000Z'));
    // 60 at 10:00, +10 by 20:00, -8 for the like, +12 overnight; the unlike of yesterday's like adds nothing.
    expect(energyOf(today, '2026-03-03T08:00:00.000Z')).toBe(60 + 10 - 8 + 12);
  });
});
