import { servedAvatarUrl } from '@il/contracts';
import type { LeagueContextEvent, LeagueCreatedData, StandingSnapshot } from '@il/events';
import { docKey, type DocChange, type DocRef, type ProjectionDefinition, type ReadDoc } from '@il/platform';

export type LeagueLifecycleValue = 'pending' | 'active' | 'completed' | 'cancelled';

/** One document per league: its settings, members and, once completed, its frozen standings. */
export interface LeagueDoc extends ReadDoc, LeagueCreatedData {
  memberIds: number[];
  memberCount: number;
  /** What events recorded; the status shown also depends on the clock (see the league service). */
  lifecycle: LeagueLifecycleValue;
  createdAt: string;
  completedAt: string | null;
  cancelledAt: string | null;
  /** As recorded, with each avatar as answers carry it (servedAvatarUrl). */
  finalStandings: StandingSnapshot[] | null;
}

/** One document per membership, so a player's leagues are one indexed query. */
export interface LeagueMemberDoc extends ReadDoc {
  leagueId: number;
  userId: number;
  joinedAt: string;
  characterId: number | null;
}

export const LEAGUES = 'leagues';
export const LEAGUE_MEMBERS = 'league_members';

export const memberDocId = (leagueId: number, userId: number) => `${leagueId}-${userId}`;

const EVENT_TYPES = [
  'LeagueCreated',
  'LeagueMemberJoined',
  'LeagueStarted',
  'LeagueCompleted',
  'LeagueCancelled',
  'CharacterCreated',
] as const;

type Handled = Extract<LeagueContextEvent, { type: (typeof EVENT_TYPES)[number] }>;

/** Standings recorded before avatars were served by link may still hold the inline image. */
const withServedAvatar = (standing: StandingSnapshot): StandingSnapshot => ({
  ...standing,
  avatarUrl: servedAvatarUrl(standing.characterId, standing.avatarUrl),
});

export const leaguesProjection: ProjectionDefinition = {
  name: 'leagues',
  collections: [
    { name: LEAGUES, indexes: [['leagueType', 'lifecycle'], ['lifecycle', 'startDate'], ['lifecycle', 'endDate'], ['inviteCode']] },
    { name: LEAGUE_MEMBERS, indexes: [['userId', 'joinedAt'], ['leagueId']] },
  ],
  eventTypes: EVENT_TYPES,
  refs(event): DocRef[] {
    const e = event as unknown as Handled;
    const league = { collection: LEAGUES, id: String(e.data.leagueId) };
    switch (e.type) {
      case 'LeagueMemberJoined':
      case 'CharacterCreated':
        return [league, { collection: LEAGUE_MEMBERS, id: memberDocId(e.data.leagueId, e.data.userId) }];
      default:
        return [league];
    }
  },
  evolve(docs, event): DocChange[] {
    const e = event as unknown as Handled;
    const id = String(e.data.leagueId);
    const league = (docs.get(docKey(LEAGUES, id)) as LeagueDoc | null | undefined) ?? null;
    const putLeague = (doc: Omit<LeagueDoc, '_position'>): DocChange => ({ collection: LEAGUES, id, doc });
    switch (e.type) {
      case 'LeagueCreated': {
        const d = e.data;
        return [
          putLeague({
            _id: id,
            leagueId: d.leagueId,
            ownerId: d.ownerId,
            name: d.name,
            description: d.description,
            leagueType: d.leagueType,
            maxPlayers: d.maxPlayers,
            startDate: d.startDate,
            endDate: d.endDate,
            inviteCode: d.inviteCode,
            memberIds: [],
            memberCount: 0,
            lifecycle: 'pending',
            createdAt: d.createdAt,
            completedAt: null,
            cancelledAt: null,
            finalStandings: null,
          }),
        ];
      }
      case 'LeagueMemberJoined': {
        if (!league || league.memberIds.includes(e.data.userId)) return [];
        const memberIds = [...league.memberIds, e.data.userId];
        const memberId = memberDocId(e.data.leagueId, e.data.userId);
        const member: Omit<LeagueMemberDoc, '_position'> = {
          _id: memberId,
          leagueId: e.data.leagueId,
          userId: e.data.userId,
          joinedAt: e.data.joinedAt,
          characterId: null,
        };
        return [
          putLeague({ ...league, memberIds, memberCount: memberIds.length }),
          { collection: LEAGUE_MEMBERS, id: memberId, doc: member },
        ];
      }
      case 'LeagueStarted':
        if (!league || league.lifecycle !== 'pending') return [];
        return [putLeague({ ...league, lifecycle: 'active' })];
      case 'LeagueCompleted':
        if (!league) return [];
        return [
          putLeague({
            ...league,
            lifecycle: 'completed',
            completedAt: e.data.completedAt,
            // Ended early by an operator: the league ran until then.
            endDate: e.data.endedEarly ? e.data.completedAt : league.endDate,
            finalStandings: e.data.standings.map(withServedAvatar),
          }),
        ];
      case 'LeagueCancelled':
        if (!league) return [];
        return [putLeague({ ...league, lifecycle: 'cancelled', cancelledAt: e.data.cancelledAt })];
      case 'CharacterCreated': {
        const memberId = memberDocId(e.data.leagueId, e.data.userId);
        const member = docs.get(docKey(LEAGUE_MEMBERS, memberId)) as LeagueMemberDoc | null | undefined;
        if (!member) return [];
        return [{ collection: LEAGUE_MEMBERS, id: memberId, doc: { ...member, characterId: e.data.characterId } }];
      }
      default:
        return [];
    }
  },
};
