import { servedAvatarUrl } from '@il/contracts';
import { leagueDay, type LeagueContextEvent } from '@il/events';
import { docKey, type DocChange, type DocRef, type ProjectionDefinition, type ReadDoc } from '@il/platform';

export interface FollowerPointDoc {
  day: number;
  at: string;
  followers: number;
}

/** One document per character: its followers after every change, from its creation on (oldest first). */
export interface FollowerSeriesDoc extends ReadDoc {
  characterId: number;
  leagueId: number;
  userId: number;
  playerName: string;
  /** As answers carry it (servedAvatarUrl): an inline image is a link to the avatar route. */
  avatarUrl: string | null;
  points: FollowerPointDoc[];
}

/** The league's calendar, which the day numbers are counted from. */
export interface LeagueCalendarDoc extends ReadDoc {
  leagueId: number;
  startDate: string;
  endDate: string;
}

export const FOLLOWER_HISTORY = 'follower_history';
export const FOLLOWER_HISTORY_CALENDARS = 'follower_history_calendars';

const EVENT_TYPES = ['LeagueCreated', 'CharacterCreated', 'CharacterStatsChanged'] as const;
type Handled = Extract<LeagueContextEvent, { type: (typeof EVENT_TYPES)[number] }>;

/**
 * Every change is a point, so a day's climb (2,000 → 3,600 over an evening's posts) draws as the
 * steps it was; only two changes at the very same instant (a post and the milestone it reached)
 * make one point, the later value.
 */
function withPoint(points: FollowerPointDoc[], point: FollowerPointDoc): FollowerPointDoc[] {
  const last = points[points.length - 1];
  if (last && last.at === point.at) return [...points.slice(0, -1), point];
  return [...points, point];
}

export const followerHistoryProjection: ProjectionDefinition = {
  name: 'follower-history',
  collections: [{ name: FOLLOWER_HISTORY, indexes: [['leagueId']] }, { name: FOLLOWER_HISTORY_CALENDARS }],
  eventTypes: EVENT_TYPES,
  refs(event): DocRef[] {
    const e = event as unknown as Handled;
    const calendar = { collection: FOLLOWER_HISTORY_CALENDARS, id: String(e.data.leagueId) };
    if (e.type === 'LeagueCreated') return [calendar];
    return [calendar, { collection: FOLLOWER_HISTORY, id: String(e.data.characterId) }];
  },
  evolve(docs, event): DocChange[] {
    const e = event as unknown as Handled;
    const calendarId = String(e.data.leagueId);
    if (e.type === 'LeagueCreated') {
      const { leagueId, startDate, endDate } = e.data;
      return [{ collection: FOLLOWER_HISTORY_CALENDARS, id: calendarId, doc: { _id: calendarId, leagueId, startDate, endDate } }];
    }
    const calendar = docs.get(docKey(FOLLOWER_HISTORY_CALENDARS, calendarId)) as LeagueCalendarDoc | null | undefined;
    if (!calendar) return [];
    const id = String(e.data.characterId);
    const series = docs.get(docKey(FOLLOWER_HISTORY, id)) as FollowerSeriesDoc | null | undefined;
    switch (e.type) {
      case 'CharacterCreated': {
        const d = e.data;
        const point = { day: leagueDay(calendar, d.createdAt), at: d.createdAt, followers: d.stats.followers };
        const doc: Omit<FollowerSeriesDoc, '_position'> = {
          _id: id,
          characterId: d.characterId,
          leagueId: d.leagueId,
          userId: d.userId,
          playerName: d.playerName,
          avatarUrl: servedAvatarUrl(d.characterId, d.avatarUrl),
          points: [point],
        };
        return [{ collection: FOLLOWER_HISTORY, id, doc }];
      }
      case 'CharacterStatsChanged': {
        if (!series || !e.data.changes.followers) return [];
        const point = { day: leagueDay(calendar, e.data.at), at: e.data.at, followers: e.data.stats.followers };
        return [{ collection: FOLLOWER_HISTORY, id, doc: { ...series, points: withPoint(series.points, point) } }];
      }
      default:
        return [];
    }
  },
};
