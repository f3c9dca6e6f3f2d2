import { servedAvatarUrl } from '@il/contracts';
import type { LeagueContextEvent } from '@il/events';
import { docKey, type ProjectionDefinition, type ReadDoc } from '@il/platform';
import { rankRows, type RankedRow } from './scoring';

/** One document per league: every character's raw numbers, scored and ranked. */
export interface LeaderboardDoc extends ReadDoc {
  leagueId: number;
  /** Set when the league completes: its frozen standings live on the league from then on. */
  final: boolean;
  rows: RankedRow[];
}

export const LEADERBOARDS = 'leaderboards';

const EVENT_TYPES = ['CharacterCreated', 'CharacterStatsChanged', 'LeagueCompleted'] as const;

export const leaderboardProjection: ProjectionDefinition = {
  name: 'leaderboard',
  collections: [{ name: LEADERBOARDS }],
  eventTypes: EVENT_TYPES,
  refs: (event) => [{ collection: LEADERBOARDS, id: String((event.data as { leagueId: number }).leagueId) }],
  evolve(docs, event) {
    const e = event as unknown as LeagueContextEvent;
    if (!('leagueId' in e.data)) return [];
    const id = String(e.data.leagueId);
    const current = (docs.get(docKey(LEADERBOARDS, id)) as LeaderboardDoc | null | undefined) ?? null;
    const base = current ?? { _id: id, leagueId: e.data.leagueId, final: false, rows: [] };
    const put = (rows: RankedRow[], final = base.final) => [
      { collection: LEADERBOARDS, id, doc: { ...base, _id: id, final, rows } },
    ];
    switch (e.type) {
      case 'CharacterCreated': {
        const d = e.data;
        if (base.final || base.rows.some((r) => r.characterId === d.characterId)) return [];
        const row = {
          characterId: d.characterId,
          userId: d.userId,
          characterName: d.playerName,
          avatarUrl: servedAvatarUrl(d.characterId, d.avatarUrl),
          followers: d.stats.followers,
          money: d.stats.money,
          relevance: d.stats.relevance,
          joinedAt: d.createdAt,
        };
        return put(rankRows([...base.rows, row]));
      }
      case 'CharacterStatsChanged': {
        const { characterId, stats } = e.data;
        const row = base.rows.find((r) => r.characterId === characterId);
        if (base.final || !row) return [];
        if (row.followers === stats.followers && row.money === stats.money && row.relevance === stats.relevance) return [];
        const rows = base.rows.map((r) =>
          r.characterId === characterId ? { ...r, followers: stats.followers, money: stats.money, relevance: stats.relevance } : r,
        );
        return put(rankRows(rows));
      }
      case 'LeagueCompleted':
        return put(base.rows, true);
      default:
        return [];
    }
  },
};
