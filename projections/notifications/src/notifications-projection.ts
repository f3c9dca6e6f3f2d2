import { ENERGY } from '@il/contracts';
import type {
  AchievementUnlocked,
  BrandDealAccepted,
  BrandDealCompleted,
  BrandDealExpired,
  CharacterCreated,
  CharacterStatsChanged,
  CharacterStats,
  LeagueCompleted,
  NotificationsRead,
  ScandalTriggered,
} from '@il/events';
import { docKey, isoTime, type DocChange, type DocRef, type ProjectionDefinition, type RecordedEvent } from '@il/platform';
import {
  ENERGY_FULLS_KEPT,
  NOTIFICATION_INBOXES,
  NOTIFICATION_STANDINGS,
  NOTIFICATIONS,
  type InboxDeal,
  type NotificationDoc,
  type NotificationInboxDoc,
  type NotificationKind,
  type NotificationStandingsDoc,
} from './notification-docs';
import { rivalPasses } from './rival-passes';

const HOUR_MS = 60 * 60 * 1000;

const EVENT_TYPES = [
  'CharacterCreated',
  'CharacterStatsChanged',
  'LeagueCompleted',
  'ScandalTriggered',
  'AchievementUnlocked',
  'BrandDealAccepted',
  'BrandDealCompleted',
  'BrandDealExpired',
  'NotificationsRead',
] as const;

type Handled =
  | CharacterCreated
  | CharacterStatsChanged
  | LeagueCompleted
  | ScandalTriggered
  | AchievementUnlocked
  | BrandDealAccepted
  | BrandDealCompleted
  | BrandDealExpired
  | NotificationsRead;

export const notificationDocId = (characterId: number, kind: NotificationKind, key: string | number) => `${characterId}-${kind}-${key}`;

/**
 * When regeneration alone brings these stats to full energy (the game state's rule: +1 per whole
 * hour since `energyUpdatedAt`), or null when already full.
 */
export function energyFullAt(stats: Pick<CharacterStats, 'energy' | 'energyUpdatedAt'>): string | null {
  if (stats.energy >= ENERGY.max) return null;
  const hours = Math.ceil((ENERGY.max - stats.energy) / ENERGY.regenPerHour);
  return isoTime(Date.parse(stats.energyUpdatedAt) + hours * HOUR_MS);
}

const inboxRef = (characterId: number): DocRef => ({ collection: NOTIFICATION_INBOXES, id: String(characterId) });
const standingsRef = (leagueId: number): DocRef => ({ collection: NOTIFICATION_STANDINGS, id: String(leagueId) });

function notification(
  owner: { characterId: number; leagueId: number; userId: number },
  kind: NotificationKind,
  key: string | number,
  text: { title: string; body: string },
  at: string,
  position: number,
): DocChange {
  const id = notificationDocId(owner.characterId, kind, key);
  const doc: Omit<NotificationDoc, '_position'> = {
    _id: id,
    characterId: owner.characterId,
    leagueId: owner.leagueId,
    userId: owner.userId,
    kind,
    ...text,
    at,
    position,
  };
  return { collection: NOTIFICATIONS, id, doc };
}

/** The inbox after a stat change: a full-energy instant the change came after has happened. */
function withEnergy(inbox: NotificationInboxDoc, stats: CharacterStats, at: string): NotificationInboxDoc {
  const next = energyFullAt(stats);
  const pending = inbox.energyFullAt;
  const happened = pending !== null && pending !== next && pending <= at;
  return {
    ...inbox,
    energyFullAt: next,
    energyFulls: happened ? [...inbox.energyFulls, pending].slice(-ENERGY_FULLS_KEPT) : inbox.energyFulls,
  };
}

/** The deciding event's position: in a rebuild, the same notification gets the same number. */
function rivalNotifications(standings: NotificationStandingsDoc, change: CharacterStatsChanged, position: number): DocChange[] {
  const { characterId, stats, at } = change.data;
  const mover = standings.rows.find((row) => row.characterId === characterId);
  if (!mover) return [];
  const after = standings.rows.map((row) =>
    row.characterId === characterId ? { ...row, followers: stats.followers, money: stats.money, relevance: stats.relevance } : row,
  );
  return rivalPasses(standings.rows, after, characterId).map(({ passed, rankNow }) =>
    notification(
      { characterId: passed.characterId, leagueId: standings.leagueId, userId: passed.userId },
      'rival_passed',
      position,
      { title: `${mover.characterName} passed you on the leaderboard`, body: `You are now #${rankNow}.` },
      at,
      position,
    ),
  );
}

/**
 * The league's own voice: notifications of what happened to a character. Events that tell
 * something by themselves (a scandal, an achievement, a rival overtaking) become a notification
 * document each; what only time brings (a deal about to run out, the challenges' reset, energy
 * full again) is derived when read from the instants kept in the character's inbox, with the
 * rules' constants, so a replay builds the very same documents.
 */
export const notificationsProjection: ProjectionDefinition = {
  name: 'notifications',
  collections: [
    { name: NOTIFICATIONS, indexes: [['characterId', 'at'], ['position']] },
    { name: NOTIFICATION_INBOXES },
    { name: NOTIFICATION_STANDINGS },
  ],
  eventTypes: EVENT_TYPES,
  refs(event: RecordedEvent): DocRef[] {
    const e = event as unknown as Handled;
    switch (e.type) {
      case 'CharacterCreated':
      case 'CharacterStatsChanged':
        return [inboxRef(e.data.characterId), standingsRef(e.data.leagueId)];
      case 'LeagueCompleted':
        return [standingsRef(e.data.leagueId)];
      case 'ScandalTriggered':
        return [{ collection: NOTIFICATIONS, id: notificationDocId(e.data.characterId, 'scandal', e.data.scandalId) }];
      case 'AchievementUnlocked':
        return [{ collection: NOTIFICATIONS, id: notificationDocId(e.data.characterId, 'achievement', e.data.achievementId) }];
      default:
        return [inboxRef(e.data.characterId)];
    }
  },
  evolve(docs, event): DocChange[] {
    const e = event as unknown as Handled;
    switch (e.type) {
      case 'ScandalTriggered':
        return [notification(e.data, 'scandal', e.data.scandalId, { title: `Scandal: ${e.data.title}`, body: e.data.description }, e.data.triggeredAt, event.position)];
      case 'AchievementUnlocked':
        return [
          notification(
            e.data,
            'achievement',
            e.data.achievementId,
            { title: `Achievement unlocked: ${e.data.name}`, body: 'See it on your Progression page.' },
            e.data.unlockedAt,
            event.position,
          ),
        ];
      case 'LeagueCompleted': {
        const standings = docs.get(docKey(NOTIFICATION_STANDINGS, String(e.data.leagueId))) as NotificationStandingsDoc | null | undefined;
        if (!standings || standings.final) return [];
        return [{ collection: NOTIFICATION_STANDINGS, id: standings._id, doc: { ...standings, final: true } }];
      }
      case 'CharacterCreated':
        return characterCreated(docs, e);
      default:
        break;
    }
    const id = String(e.data.characterId);
    const inbox = docs.get(docKey(NOTIFICATION_INBOXES, id)) as NotificationInboxDoc | null | undefined;
    if (!inbox) return [];
    const put = (doc: NotificationInboxDoc): DocChange => ({ collection: NOTIFICATION_INBOXES, id, doc });
    const setDeal = (brandDealId: number, deal: InboxDeal | undefined): DocChange[] =>
      deal ? [put({ ...inbox, deals: { ...inbox.deals, [String(brandDealId)]: deal } })] : [];
    switch (e.type) {
      case 'CharacterStatsChanged': {
        const changes = [put(withEnergy(inbox, e.data.stats, e.data.at))];
        const standings = docs.get(docKey(NOTIFICATION_STANDINGS, String(e.data.leagueId))) as NotificationStandingsDoc | null | undefined;
        if (!standings || standings.final) return changes;
        const { stats } = e.data;
        const rows = standings.rows.map((row) =>
          row.characterId === e.data.characterId ? { ...row, followers: stats.followers, money: stats.money, relevance: stats.relevance } : row,
        );
        return [
          ...changes,
          { collection: NOTIFICATION_STANDINGS, id: standings._id, doc: { ...standings, rows } },
          ...rivalNotifications(standings, e, event.position),
        ];
      }
      case 'BrandDealAccepted':
        return setDeal(e.data.brandDealId, { brandName: e.data.terms.brandName, acceptedAt: e.data.acceptedAt, expiresAt: e.data.expiresAt, endedAt: null });
      case 'BrandDealCompleted': {
        const deal = inbox.deals[String(e.data.brandDealId)];
        return setDeal(e.data.brandDealId, deal && !deal.endedAt ? { ...deal, endedAt: e.data.completedAt } : undefined);
      }
      case 'BrandDealExpired': {
        const deal = inbox.deals[String(e.data.brandDealId)];
        return setDeal(e.data.brandDealId, deal && !deal.endedAt ? { ...deal, endedAt: e.data.expiredAt } : undefined);
      }
      case 'NotificationsRead':
        if (inbox.readThrough !== null && e.data.readThrough <= inbox.readThrough) return [];
        return [put({ ...inbox, readThrough: e.data.readThrough })];
      default:
        return [];
    }
  },
};

function characterCreated(docs: Parameters<ProjectionDefinition['evolve']>[0], e: CharacterCreated): DocChange[] {
  const d = e.data;
  const id = String(d.characterId);
  const changes: DocChange[] = [];
  if (!docs.get(docKey(NOTIFICATION_INBOXES, id))) {
    const inbox: Omit<NotificationInboxDoc, '_position'> = {
      _id: id,
      characterId: d.characterId,
      leagueId: d.leagueId,
      userId: d.userId,
      createdAt: d.createdAt,
      readThrough: null,
      energyFullAt: energyFullAt(d.stats),
      energyFulls: [],
      deals: {},
    };
    changes.push({ collection: NOTIFICATION_INBOXES, id, doc: inbox });
  }
  const leagueKey = String(d.leagueId);
  const standings: Pick<NotificationStandingsDoc, '_id' | 'leagueId' | 'final' | 'rows'> = (docs.get(docKey(NOTIFICATION_STANDINGS, leagueKey)) as NotificationStandingsDoc | null | undefined) ?? {
    _id: leagueKey,
    leagueId: d.leagueId,
    final: false,
    rows: [],
  };
  if (!standings.final && !standings.rows.some((row) => row.characterId === d.characterId)) {
    const row = {
      characterId: d.characterId,
      userId: d.userId,
      characterName: d.playerName,
      avatarUrl: null,
      followers: d.stats.followers,
      money: d.stats.money,
      relevance: d.stats.relevance,
      joinedAt: d.createdAt,
    };
    changes.push({ collection: NOTIFICATION_STANDINGS, id: leagueKey, doc: { ...standings, rows: [...standings.rows, row] } });
  }
  return changes;
}
