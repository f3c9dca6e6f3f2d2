import { CONTENT_TYPES, contentImagePath, type FeedPost, type GameState } from '@il/contracts';
import { Avatar, Badge, Card, CardContent } from '@il/ui';
import { formatFollowers } from '../format/format-followers';
import { timeAgo } from '../format/format-time';
import { ContentImage } from './ContentImage';
import { LikeButton } from './LikeButton';
import { LikerNames } from './LikerNames';
import { ContentTypeIcon, EmojiText } from '@il/ui/icons';

export interface FeedPostCardProps {
  leagueId: number;
  post: FeedPost;
  gameState: GameState | undefined;
  viewerId: number | null;
  closedReason?: string | null;
}

export function FeedPostCard({ leagueId, post, gameState, viewerId, closedReason }: FeedPostCardProps) {
  const type = CONTENT_TYPES.find((entry) => entry.value === post.contentType);
  const gained = post.followersGained;
  return (
    <Card className="social-post" data-testid="feed-post" data-post-id={post.postId}>
      <CardContent className="social-post__body">
        <header className="social-post__author">
          <Avatar name={post.player.playerName} src={post.player.avatarUrl} size="md" />
          <div className="social-post__author-text">
            <p className="social-post__player">{post.player.playerName}</p>
            <p className="social-post__when">
              Day {post.dayPosted} · <time dateTime={post.postedAt.toISOString()}>{timeAgo(post.postedAt)}</time>
            </p>
          </div>
          <Badge variant="outline" className="social-post__type">
            <ContentTypeIcon type={post.contentType} /> {type?.label ?? post.contentType}
          </Badge>
        </header>

        <figure className="social-post__content">
          <ContentImage src={post.contentImageUrl ?? contentImagePath(post.contentCardId)} alt={post.contentTitle} />
          <figcaption className="social-post__content-text">
            <p className="social-post__title">{post.contentTitle}</p>
            <p className="social-post__description">{post.contentDescription}</p>
          </figcaption>
        </figure>

        <blockquote className="social-post__caption">
          <EmojiText text={post.chosenCaption} />
        </blockquote>

        <footer className="social-post__footer">
          <LikeButton leagueId={leagueId} post={post} gameState={gameState} viewerId={viewerId} closedReason={closedReason} />
          <div className="social-post__stats">
            <LikerNames names={post.likerNames} />
            <Badge variant={gained > 0 ? 'success' : 'secondary'} className="social-post__gain">
              {gained >= 0 ? '+' : ''}
              {formatFollowers(gained)} followers
            </Badge>
          </div>
        </footer>
      </CardContent>
    </Card>
  );
}
