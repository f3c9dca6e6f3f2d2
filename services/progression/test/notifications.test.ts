import type { NotificationInboxDoc } from '@il/projection-notifications';
import { given } from '@il/platform';
import { leagueStopMs, readMarkDecider, timedNotifications } from '../src';

const ms = (iso: string) => Date.parse(iso);
const END = ms('2026-04-01T00:00:00.000Z');
const inbox = (over: Partial<NotificationInboxDoc> = {}): NotificationInboxDoc => ({
  _id: '5',
  _position: 1,
  characterId: 5,
  leagueId: 1,
  userId: 10,
  createdAt: '2026-03-02T10:00:00.000Z',
  readThrough: null,
  energyFullAt: null,
  energyFulls: [],
  deals: {},
  ...over,
});
const deal = (over: Partial<NotificationInboxDoc['deals'][string]> = {}) => ({
  brandName: 'GlowUp',
  acceptedAt: '2026-03-02T10:00:00.000Z',
  expiresAt: '2026-03-04T10:00:00.000Z',
  endedAt: null,
  ...over,
});

describe('time-based notifications', () => {
  it('warn of a running deal 12 hours before its deadline, and say when that will be', () => {
    const doc = inbox({ deals: { '3': deal() } });
    expect(timedNotifications(doc, ms('2026-03-02T12:00:00.000Z'), END).nextAtMs).toBe(ms('2026-03-03T00:00:00.000Z'));
    const { due } = timedNotifications(doc, ms('2026-03-03T22:00:00.000Z'), END);
    expect(due).toContainEqual({
      id: '5-deal_expiring-3',
      kind: 'deal_expiring',
      title: 'GlowUp deal expires soon',
      body: '12 hours left to finish its posts and get paid.',
      at: '2026-03-03T22:00:00.000Z',
    });
  });

  it('keep a warning that was given, and never give one for a deal done before its moment', () => {
    const now = ms('2026-03-05T12:00:00.000Z');
    const late = timedNotifications(inbox({ deals: { '3': deal({ endedAt: '2026-03-04T09:00:00.000Z' }) } }), now, END).due;
    expect(late.map((n) => n.kind)).toContain('deal_expiring');
    const early = timedNotifications(inbox({ deals: { '3': deal({ endedAt: '2026-03-03T09:00:00.000Z' }) } }), now, END).due;
    expect(early.map((n) => n.kind)).not.toContain('deal_expiring');
  });

  it('list only the latest reset and the latest return to full energy', () => {
    const doc = inbox({ energyFulls: ['2026-03-02T15:00:00.000Z', '2026-03-03T20:00:00.000Z'], energyFullAt: '2026-03-05T09:00:00.000Z' });
    const { due, nextAtMs } = timedNotifications(doc, ms('2026-03-04T08:00:00.000Z'), END);
    expect(due.map(({ id, at }) => ({ id, at }))).toEqual([
      { id: '5-challenges_reset-2026-03-04', at: '2026-03-04T00:00:00.000Z' },
      { id: '5-energy_full-2026-03-03T20:00:00.000Z', at: '2026-03-03T20:00:00.000Z' },
    ]);
    expect(nextAtMs).toBe(ms('2026-03-05T00:00:00.000Z'));
  });

  it('tell nothing that falls after the league stopped', () => {
    const cancelled = leagueStopMs({ endDate: '2026-04-01T00:00:00.000Z', completedAt: null, cancelledAt: '2026-03-02T11:00:00.000Z' });
    const doc = inbox({ energyFullAt: '2026-03-02T15:00:00.000Z', deals: { '3': deal() } });
    expect(timedNotifications(doc, ms('2026-03-10T00:00:00.000Z'), cancelled)).toEqual({ due: [], nextAtMs: null });
  });
});

describe('read mark', () => {
  const command = (readThrough: string) => ({ characterId: 5, leagueId: 1, userId: 10, readThrough, now: '2026-03-02T12:00:00.000Z' });
  const read = (readThrough: string) => ({ type: 'NotificationsRead' as const, data: { characterId: 5, leagueId: 1, userId: 10, readThrough, readAt: readThrough } });

  it('records a later mark and ignores an earlier or equal one', () => {
    expect(given(readMarkDecider, []).when(command('2026-03-02T11:00:00.000Z'))).toEqual([
      { type: 'NotificationsRead', data: { characterId: 5, leagueId: 1, userId: 10, readThrough: '2026-03-02T11:00:00.000Z', readAt: '2026-03-02T12:00:00.000Z' } },
    ]);
    expect(given(readMarkDecider, [read('2026-03-02T11:00:00.000Z')]).when(command('2026-03-02T11:00:00.000Z'))).toEqual([]);
    expect(given(readMarkDecider, [read('2026-03-02T11:00:00.000Z')]).when(command('2026-03-02T10:00:00.000Z'))).toEqual([]);
    expect(given(readMarkDecider, [read('2026-03-02T11:00:00.000Z')]).when(command('2026-03-02T11:30:00.000Z'))).toHaveLength(1);
  });
});
