import { servedAvatarUrl } from '@il/contracts';
import type { ContentPosted, ContentTypeValue, LikeEvent } from '@il/events';
import { docKey, type DocChange, type ProjectionDefinition, type ReadDoc } from '@il/platform';

/** Who likes a post, in the order the likes were given. */
export interface FeedLiker {
  userId: number;
  characterId: number;
  playerName: string;
}

/**
 * One document per post: everything the league feed shows. The likers are kept with their user
 * ids, so the feed call can tell each viewer whether they liked a post from the same document.
 */
export interface FeedPostDoc extends ReadDoc {
  postId: number;
  leagueId: number;
  characterId: number;
  userId: number;
  playerName: string;
  /** As answers carry it (servedAvatarUrl): an inline image is a link to the avatar route. */
  avatarUrl: string | null;
  contentCardId: number;
  contentType: ContentTypeValue;
  contentTitle: string;
  contentDescription: string;
  chosenCaption: string;
  followersGained: number;
  dayPosted: number;
  postedAt: string;
  /**
   * The global position of the post's event: the feed's order. Ids are no time order and two
   * posts may share an instant, while positions are unique and only grow.
   */
  seq: number;
  likers: FeedLiker[];
  likeCount: number;
}

export const FEED_POSTS = 'feed_posts';

const EVENT_TYPES = ['ContentPosted', 'PostLiked', 'PostUnliked'] as const;
type Handled = ContentPosted | LikeEvent;

const withLikers = (doc: FeedPostDoc, likers: FeedLiker[]): FeedPostDoc => ({ ...doc, likers, likeCount: likers.length });

export const feedProjection: ProjectionDefinition = {
  name: 'feed',
  collections: [{ name: FEED_POSTS, indexes: [['leagueId', 'seq']] }],
  eventTypes: EVENT_TYPES,
  refs: (event) => [{ collection: FEED_POSTS, id: String((event.data as { postId: number }).postId) }],
  evolve(docs, event): DocChange[] {
    const e = event as unknown as Handled;
    const id = String(e.data.postId);
    const current = docs.get(docKey(FEED_POSTS, id)) as FeedPostDoc | null | undefined;
    switch (e.type) {
      case 'ContentPosted': {
        if (current) return [];
        const d = e.data;
        const doc: Omit<FeedPostDoc, '_position'> = {
          _id: id,
          postId: d.postId,
          leagueId: d.leagueId,
          characterId: d.characterId,
          userId: d.userId,
          playerName: d.playerName,
          avatarUrl: servedAvatarUrl(d.characterId, d.avatarUrl),
          contentCardId: d.card.contentCardId,
          contentType: d.card.contentType,
          contentTitle: d.card.title,
          contentDescription: d.card.description,
          chosenCaption: d.caption.text,
          followersGained: d.outcome.followersGained,
          dayPosted: d.dayPosted,
          postedAt: d.postedAt,
          seq: event.position,
          likers: [],
          likeCount: 0,
        };
        return [{ collection: FEED_POSTS, id, doc }];
      }
      case 'PostLiked': {
        const d = e.data;
        if (!current || current.likers.some((l) => l.characterId === d.characterId)) return [];
        const liker = { userId: d.userId, characterId: d.characterId, playerName: d.playerName };
        return [{ collection: FEED_POSTS, id, doc: withLikers(current, [...current.likers, liker]) }];
      }
      case 'PostUnliked': {
        const d = e.data;
        if (!current || !current.likers.some((l) => l.characterId === d.characterId)) return [];
        const likers = current.likers.filter((l) => l.characterId !== d.characterId);
        return [{ collection: FEED_POSTS, id, doc: withLikers(current, likers) }];
      }
      default:
        return [];
    }
  },
};
