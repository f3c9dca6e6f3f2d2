import type { CharacterCreated, CharacterStatsChanged } from '@il/events';
import { docsOf, projectEvents, type GivenEvent } from '@il/platform';
import {
  energyFullAt,
  NOTIFICATION_INBOXES,
  NOTIFICATIONS,
  notificationsProjection,
  type NotificationDoc,
  type NotificationInboxDoc,
} from '../src';

const AT = '2026-03-02T10:00:00.000Z';
const LATER = '2026-03-02T11:00:00.000Z';
const reputation = { authenticity: 50, drama: 50, relatability: 50, aspirational: 50 };
const stats = { followers: 1_000, energy: 100, energyUpdatedAt: AT, money: 500, relevance: 50, reputation };

const created = (characterId: number, userId: number, playerName: string, followers = 1_000): CharacterCreated => ({
  type: 'CharacterCreated',
  data: {
    characterId,
    leagueId: 1,
    userId,
    playerName,
    realityShowBackground: 'drama',
    avatarUrl: null,
    stats: { ...stats, followers },
    unlockedPlatforms: ['instagram'],
    createdAt: AT,
  },
});
const changed = (characterId: number, userId: number, next: Partial<typeof stats>, at = LATER): CharacterStatsChanged => ({
  type: 'CharacterStatsChanged',
  data: { characterId, leagueId: 1, userId, cause: { kind: 'content_posted', id: 1 }, changes: {}, stats: { ...stats, ...next }, at },
});
const me = { characterId: 5, leagueId: 1, userId: 10 };

const project = async (events: GivenEvent[]) => {
  const docs = await projectEvents(notificationsProjection, events);
  return { notifications: [...docsOf<NotificationDoc>(docs, NOTIFICATIONS).values()], inboxes: docsOf<NotificationInboxDoc>(docs, NOTIFICATION_INBOXES) };
};

describe('notifications projection', () => {
  it('tells a character that a scandal broke and that an achievement unlocked', async () => {
    const { notifications } = await project([
      created(5, 10, '@Me'),
      {
        type: 'ScandalTriggered',
        data: { scandalId: 7, ...me, postId: 3, catalogKey: 'caption', title: 'Caption Controversy', description: 'Fans are upset.', severity: 'low', chance: 0.2, roll: 0.1, triggeredAt: LATER, expiresAt: LATER },
      },
      { type: 'AchievementUnlocked', data: { achievementId: 1, ...me, name: 'Rising Star', followers: 2_600, reputation, unlockedAt: LATER } },
    ]);
    expect(notifications.map(({ kind, title, body, at, userId }) => ({ kind, title, body, at, userId }))).toEqual([
      { kind: 'scandal', title: 'Scandal: Caption Controversy', body: 'Fans are upset.', at: LATER, userId: 10 },
      { kind: 'achievement', title: 'Achievement unlocked: Rising Star', body: 'See it on your Progression page.', at: LATER, userId: 10 },
    ]);
  });

  it('tells the players a rival passed, with their new rank, and nobody else', async () => {
    const { notifications } = await project([
      created(5, 10, '@Me', 3_000),
      created(6, 11, '@Second', 2_000),
      created(7, 12, '@Rival', 1_000),
      changed(7, 12, { followers: 2_500 }),
      changed(7, 12, { followers: 4_000 }, '2026-03-02T12:00:00.000Z'),
    ]);
    expect(notifications.map(({ userId, kind, title, body, position }) => ({ userId, kind, title, body, position }))).toEqual([
      { userId: 11, kind: 'rival_passed', title: '@Rival passed you on the leaderboard', body: 'You are now #3.', position: 4 },
      { userId: 10, kind: 'rival_passed', title: '@Rival passed you on the leaderboard', body: 'You are now #2.', position: 5 },
    ]);
  });

  it('says nothing when a character falls or keeps its rank, nor after the league completed', async () => {
    const { notifications } = await project([
      created(5, 10, '@Me', 3_000),
      created(6, 11, '@Second', 2_000),
      changed(5, 10, { followers: 1_000 }),
      changed(5, 10, { followers: 900 }),
      { type: 'LeagueCompleted', data: { leagueId: 1 } },
      changed(5, 10, { followers: 9_000 }),
    ]);
    expect(notifications).toEqual([]);
  });

  it('keeps the instant energy will be full, and the instants it was full again', async () => {
    const spent = changed(5, 10, { energy: 97, energyUpdatedAt: AT }, AT);
    const { inboxes } = await project([
      created(5, 10, '@Me'),
      spent,
      // Spent again before it was full: the first instant never came.
      changed(5, 10, { energy: 90, energyUpdatedAt: '2026-03-02T10:30:00.000Z' }, '2026-03-02T10:30:00.000Z'),
      // Long after full: that instant happened; the post spends from full again.
      changed(5, 10, { energy: 95, energyUpdatedAt: '2026-03-03T12:00:00.000Z' }, '2026-03-03T12:00:00.000Z'),
    ]);
    expect(inboxes.get('5')).toMatchObject({
      energyFulls: ['2026-03-02T20:30:00.000Z'],
      energyFullAt: '2026-03-03T17:00:00.000Z',
    });
    expect(energyFullAt({ energy: 97, energyUpdatedAt: AT })).toBe('2026-03-02T13:00:00.000Z');
    expect(energyFullAt({ energy: 100, energyUpdatedAt: AT })).toBeNull();
  });

  it('keeps the running deals with their deadlines and when they ended', async () => {
    const terms = { brandName: 'GlowUp', product: 'Serum', tier: 1, payment: 150, postsRequired: 2, minFollowers: 0, minAuthenticity: 0, minAspirational: 0, minRelatability: 0, minDrama: 0, authenticityImpact: 0, dramaImpact: 0, relatabilityImpact: 0, aspirationalImpact: 0, riskDescription: null, deliveryHours: 48 };
    const { inboxes } = await project([
      created(5, 10, '@Me'),
      { type: 'BrandDealAccepted', data: { brandDealId: 3, ...me, terms, acceptedAt: AT, expiresAt: '2026-03-04T10:00:00.000Z' } },
      { type: 'BrandDealAccepted', data: { brandDealId: 4, ...me, terms: { ...terms, brandName: 'FitFuel' }, acceptedAt: AT, expiresAt: '2026-03-04T10:00:00.000Z' } },
      { type: 'BrandDealCompleted', data: { brandDealId: 3, ...me, payment: 150, reputationImpacts: {}, completedAt: LATER } },
    ]);
    expect(inboxes.get('5')?.deals).toEqual({
      '3': { brandName: 'GlowUp', acceptedAt: AT, expiresAt: '2026-03-04T10:00:00.000Z', endedAt: LATER },
      '4': { brandName: 'FitFuel', acceptedAt: AT, expiresAt: '2026-03-04T10:00:00.000Z', endedAt: null },
    });
  });

  it('moves the read mark forward only', async () => {
    const read = (readThrough: string): GivenEvent => ({ type: 'NotificationsRead', data: { ...me, readThrough, readAt: readThrough } });
    const { inboxes } = await project([created(5, 10, '@Me'), read(LATER), read(AT)]);
    expect(inboxes.get('5')?.readThrough).toBe(LATER);
  });
});
