import type { CharacterEvent, CharacterStats, PlatformName, PostLiked, RealityShowBackgroundValue } from '@il/events';
import { docKey, type DocChange, type ProjectionDefinition, type ReadDoc } from '@il/platform';

/**
 * One document per character: what the game-state call answers. Energy is stored with the
 * instant it was set; the query derives the current value from the clock.
 */
export interface CharacterDoc extends ReadDoc {
  characterId: number;
  leagueId: number;
  userId: number;
  playerName: string;
  realityShowBackground: RealityShowBackgroundValue;
  avatarUrl: string | null;
  stats: CharacterStats;
  unlockedPlatforms: PlatformName[];
  createdAt: string;
  /**
   * Likes given on the character's latest like day (UTC), taken-back ones included; the query
   * answers 0 once that day is over. Absent until the first like.
   */
  likesGiven?: { day: string; count: number };
}

export const CHARACTERS = 'characters';

export const charactersProjection: ProjectionDefinition = {
  name: 'characters',
  collections: [{ name: CHARACTERS, indexes: [['userId', 'createdAt'], ['leagueId', 'userId']] }],
  eventTypes: ['CharacterCreated', 'CharacterStatsChanged', 'CharacterPlatformUnlocked', 'PostLiked'],
  refs: (event) => [{ collection: CHARACTERS, id: String((event.data as { characterId: number }).characterId) }],
  evolve(docs, event): DocChange[] {
    const e = event as unknown as CharacterEvent | PostLiked;
    const id = String(e.data.characterId);
    const current = docs.get(docKey(CHARACTERS, id)) as CharacterDoc | null | undefined;
    switch (e.type) {
      case 'CharacterCreated': {
        const d = e.data;
        const doc: Omit<CharacterDoc, '_position'> = {
          _id: id,
          characterId: d.characterId,
          leagueId: d.leagueId,
          userId: d.userId,
          playerName: d.playerName,
          realityShowBackground: d.realityShowBackground,
          avatarUrl: d.avatarUrl,
          stats: d.stats,
          unlockedPlatforms: d.unlockedPlatforms,
          createdAt: d.createdAt,
        };
        return [{ collection: CHARACTERS, id, doc }];
      }
      case 'CharacterStatsChanged':
        if (!current) return [];
        return [{ collection: CHARACTERS, id, doc: { ...current, stats: e.data.stats } }];
      case 'CharacterPlatformUnlocked':
        if (!current || current.unlockedPlatforms.includes(e.data.platform)) return [];
        return [{ collection: CHARACTERS, id, doc: { ...current, unlockedPlatforms: [...current.unlockedPlatforms, e.data.platform] } }];
      case 'PostLiked': {
        if (!current) return [];
        const { likeDay } = e.data;
        const count = current.likesGiven?.day === likeDay ? current.likesGiven.count + 1 : 1;
        return [{ collection: CHARACTERS, id, doc: { ...current, likesGiven: { day: likeDay, count } } }];
      }
      default:
        return [];
    }
  },
};
