import { isDataUrl, servedAvatarUrl } from '@il/contracts';
import type { CharacterCreatedData, CharacterEvent, PostLiked } from '@il/events';
import { docKey, type DocChange, type DocRef, type ProjectionDefinition, type ReadDoc } from '@il/platform';

/**
 * One document per character: what the game-state call answers. Energy is stored with the
 * instant it was set; the query derives the current value from the clock.
 */
export interface CharacterDoc extends ReadDoc, CharacterCreatedData {
  /** As answers carry it (servedAvatarUrl): an inline image is a link to the avatar route. */
  avatarUrl: string | null;
  /**
   * Likes given on the character's latest like day (UTC), taken-back ones included; the query
   * answers 0 once that day is over. Absent until the first like.
   */
  likesGiven?: { day: string; count: number };
}

export const CHARACTERS = 'characters';

/**
 * A character's inline avatar, for the avatar route: written once at creation (an avatar never
 * changes), and kept out of the character document, which every stat change rewrites and every
 * gameplay call reads.
 */
export interface CharacterAvatarDoc extends ReadDoc {
  characterId: number;
  /** The data URL as the player chose it. */
  image: string;
}

export const CHARACTER_AVATARS = 'character_avatars';

const characterRefs = (event: { type: string; data: unknown }): DocRef[] => {
  const id = String((event.data as { characterId: number }).characterId);
  const character = { collection: CHARACTERS, id };
  return event.type === 'CharacterCreated' ? [character, { collection: CHARACTER_AVATARS, id }] : [character];
};

export const charactersProjection: ProjectionDefinition = {
  name: 'characters',
  collections: [{ name: CHARACTERS, indexes: [['userId', 'createdAt'], ['leagueId', 'userId']] }, { name: CHARACTER_AVATARS }],
  eventTypes: ['CharacterCreated', 'CharacterStatsChanged', 'CharacterPlatformUnlocked', 'PostLiked'],
  refs: characterRefs,
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
          avatarUrl: servedAvatarUrl(d.characterId, d.avatarUrl),
          stats: d.stats,
          unlockedPlatforms: d.unlockedPlatforms,
          createdAt: d.createdAt,
        };
        const changes: DocChange[] = [{ collection: CHARACTERS, id, doc }];
        if (d.avatarUrl !== null && isDataUrl(d.avatarUrl)) {
          changes.push({ collection: CHARACTER_AVATARS, id, doc: { _id: id, characterId: d.characterId, image: d.avatarUrl } });
        }
        return changes;
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
