import { servedAvatarUrl } from '@il/contracts';
import { leagueDay, leagueHour, type LeagueContextEvent } from '@il/events';
import { docKey, type DocChange, type DocRef, type ProjectionDefinition, type ReadDoc } from '@il/platform';

/** A character's standing numbers. */
export interface StandingValues {
  followers: number;
  money: number;
  relevance: number;
}

/** The numbers at the end of one hour of a league day (0 is the day's first) in which they changed. */
export interface HourValuesDoc extends StandingValues {
  hour: number;
}

/** A character's numbers at the end of a league day on which they changed. */
export interface DayValuesDoc extends StandingValues {
  day: number;
  /**
   * The same day hour by hour, oldest first: the numbers at the end of each hour in which they
   * changed (the last entry equals the day's). Absent in documents written before hours were kept:
   * such a day is known only at its end.
   */
  hours?: HourValuesDoc[];
}

/**
 * One document per character: who they are (as the leaderboard shows them) and their numbers at
 * the end of every league day (and hour of it) on which any of them changed, oldest first. The first entry is the
 * day of creation, with the creation values.
 */
export interface CharacterDaysDoc extends ReadDoc {
  characterId: number;
  leagueId: number;
  userId: number;
  characterName: string;
  /** As answers carry it (servedAvatarUrl). */
  avatarUrl: string | null;
  /** Character creation time: the leaderboard's last tie-breaker. */
  joinedAt: string;
  days: DayValuesDoc[];
}

/** The league's calendar, and the day its standings froze. */
export interface LeagueDaysDoc extends ReadDoc {
  leagueId: number;
  startDate: string;
  endDate: string;
  /** The league day of LeagueCompleted; null while the league is in play. */
  finalDay: number | null;
}

export const STANDINGS_DAYS = 'standings_days';
export const STANDINGS_LEAGUES = 'standings_leagues';

const EVENT_TYPES = ['LeagueCreated', 'LeagueCompleted', 'CharacterCreated', 'CharacterStatsChanged'] as const;
type Handled = Extract<LeagueContextEvent, { type: (typeof EVENT_TYPES)[number] }>;

/** A later value of the same hour replaces the earlier one: an hour keeps its last numbers. */
function withHour(hours: HourValuesDoc[], values: HourValuesDoc): HourValuesDoc[] {
  const last = hours[hours.length - 1];
  if (last && last.hour === values.hour) return [...hours.slice(0, -1), values];
  return [...hours, values];
}

/** A later value of the same day replaces the earlier one: a day keeps its last numbers, and its hours. */
function withDay(days: DayValuesDoc[], day: number, hour: number, values: StandingValues): DayValuesDoc[] {
  const last = days[days.length - 1];
  if (last && last.day === day) return [...days.slice(0, -1), { day, ...values, hours: withHour(last.hours ?? [], { hour, ...values }) }];
  return [...days, { day, ...values, hours: [{ hour, ...values }] }];
}

/**
 * The season replayed: from the league's own events, each character's standing numbers day by
 * day. It follows the leaderboard's rules exactly (the same events, the same values, nothing after
 * the league completes), so the standings of a day are the leaderboard as it stood at its end.
 */
export const standingsByDayProjection: ProjectionDefinition = {
  name: 'standings-by-day',
  collections: [{ name: STANDINGS_DAYS, indexes: [['leagueId']] }, { name: STANDINGS_LEAGUES }],
  eventTypes: EVENT_TYPES,
  refs(event): DocRef[] {
    const e = event as unknown as Handled;
    const league = { collection: STANDINGS_LEAGUES, id: String(e.data.leagueId) };
    if (e.type === 'LeagueCreated' || e.type === 'LeagueCompleted') return [league];
    return [league, { collection: STANDINGS_DAYS, id: String(e.data.characterId) }];
  },
  evolve(docs, event): DocChange[] {
    const e = event as unknown as Handled;
    const leagueId = String(e.data.leagueId);
    if (e.type === 'LeagueCreated') {
      const { startDate, endDate } = e.data;
      const doc: Omit<LeagueDaysDoc, '_position'> = { _id: leagueId, leagueId: e.data.leagueId, startDate, endDate, finalDay: null };
      return [{ collection: STANDINGS_LEAGUES, id: leagueId, doc }];
    }
    const league = docs.get(docKey(STANDINGS_LEAGUES, leagueId)) as LeagueDaysDoc | null | undefined;
    if (!league || league.finalDay !== null) return [];
    if (e.type === 'LeagueCompleted') {
      return [{ collection: STANDINGS_LEAGUES, id: leagueId, doc: { ...league, finalDay: leagueDay(league, e.data.completedAt) } }];
    }
    const id = String(e.data.characterId);
    const character = docs.get(docKey(STANDINGS_DAYS, id)) as CharacterDaysDoc | null | undefined;
    if (e.type === 'CharacterCreated') {
      if (character) return [];
      const d = e.data;
      const doc: Omit<CharacterDaysDoc, '_position'> = {
        _id: id,
        characterId: d.characterId,
        leagueId: d.leagueId,
        userId: d.userId,
        characterName: d.playerName,
        avatarUrl: servedAvatarUrl(d.characterId, d.avatarUrl),
        joinedAt: d.createdAt,
        days: withDay([], leagueDay(league, d.createdAt), leagueHour(league, d.createdAt), { followers: d.stats.followers, money: d.stats.money, relevance: d.stats.relevance }),
      };
      return [{ collection: STANDINGS_DAYS, id, doc }];
    }
    if (!character) return [];
    const { stats, at } = e.data;
    const last = character.days[character.days.length - 1];
    if (last && last.followers === stats.followers && last.money === stats.money && last.relevance === stats.relevance) return [];
    const values = { followers: stats.followers, money: stats.money, relevance: stats.relevance };
    return [{ collection: STANDINGS_DAYS, id, doc: { ...character, days: withDay(character.days, leagueDay(league, at), leagueHour(league, at), values) } }];
  },
};
