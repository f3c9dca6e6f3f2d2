import type { FeedPost, GameState } from '@il/contracts';
import { Button, Tooltip, cx } from '@il/ui';
import { likeButtonState } from './like-button-state';
import { useLikePost } from './useLikePost';
import Heart from 'lucide-react/icons/heart';

export interface LikeButtonProps {
  leagueId: number;
  post: FeedPost;
  gameState: GameState | undefined;
  viewerId: number | null;
  closedReason?: string | null;
}

export function LikeButton({ leagueId, post, gameState, viewerId, closedReason }: LikeButtonProps) {
  const like = useLikePost(leagueId, post.postId);
  const { disabled, tooltip } = likeButtonState({
    energy: gameState?.energy,
    dailyLikesGiven: gameState?.dailyLikesGiven,
    userHasLiked: post.userHasLiked,
    pending: like.isPending,
    ownPost: viewerId !== null && post.player.userId === viewerId,
    closedReason,
  });

  // The count sits beside the button: the button is named Like or Unlike alone, and what it
  // shows is its icon only, so what is seen and what is heard agree.
  return (
    <span className="social-like-group">
      <Tooltip content={tooltip} align="start">
        <Button
          variant={post.userHasLiked ? 'primary' : 'secondary'}
          size="sm"
          className={cx('social-like', post.userHasLiked && 'social-like--liked')}
          disabled={disabled}
          loading={like.isPending}
          aria-pressed={post.userHasLiked}
          aria-label={post.userHasLiked ? 'Unlike' : 'Like'}
          onClick={() => like.mutate(!post.userHasLiked)}
        >
          <Heart className={post.userHasLiked ? 'social-like__heart--on' : undefined} />
        </Button>
      </Tooltip>
      <span className="social-like__count" data-testid="like-count">
        {post.likeCount}
      </span>
    </span>
  );
}
