import type { League, LeagueDetail } from '@il/contracts';
import type { LeagueDoc } from '@il/projection-leagues';
import { leagueStatusAt } from '../league/league-status';

/** A league as every list shows it; the status is read against the clock. */
export function toLeague(doc: LeagueDoc, now: Date): League {
  const champion = doc.lifecycle === 'completed' ? (doc.finalStandings?.[0] ?? null) : null;
  return {
    id: doc.leagueId,
    name: doc.name,
    description: doc.description,
    type: doc.leagueType,
    maxPlayers: doc.maxPlayers,
    memberCount: doc.memberCount,
    status: leagueStatusAt(doc, now),
    startDate: new Date(doc.startDate),
    endDate: new Date(doc.endDate),
    champion: champion
      ? {
          userId: champion.userId,
          characterName: champion.characterName,
          avatarUrl: champion.avatarUrl,
          compositeScore: champion.compositeScore,
        }
      : null,
  };
}

export function toLeagueDetail(doc: LeagueDoc, now: Date, viewer: { userId: number; hasCharacter: boolean }): LeagueDetail {
  const isMember = doc.memberIds.includes(viewer.userId);
  return {
    ...toLeague(doc, now),
    ownerId: doc.ownerId,
    isMember,
    hasCharacter: isMember && viewer.hasCharacter,
    inviteCode: isMember ? doc.inviteCode : null,
  };
}
