import type { PostHistoryItem as Item } from '@il/contracts';
import { contentTypeInfo } from '../studio/content-types';
import { signedCount } from '../studio/format';
import { ContentTypeIcon, EmojiText } from '@il/ui/icons';

/** §2 one post of the history: type, title, description, caption, day, gains, energy and player. */
export function PostHistoryItem({ post }: { post: Item }) {
  const type = contentTypeInfo(post.contentType);
  return (
    <li className="studio-history__item" data-testid="history-item" data-post-id={post.postId}>
      <div className="studio-history__top">
        <span className="studio-history__type">
          <ContentTypeIcon type={type.value} /> {type.label}
        </span>
        <span className="studio-history__day">Day {post.dayPosted}</span>
      </div>
      <p className="studio-history__title">{post.contentTitle}</p>
      <p className="studio-history__description">{post.contentDescription}</p>
      <p className="studio-history__caption">
        “<EmojiText text={post.chosenCaption} />”
      </p>
      <div className="studio-history__numbers">
        <span className="studio-history__followers" data-testid="history-followers">
          {signedCount(post.followersGained)} followers
        </span>
        <span className="studio-history__energy" data-testid="history-energy">
          -{post.energySpent} energy
        </span>
        <span className="studio-history__player">by {post.player.playerName}</span>
      </div>
    </li>
  );
}
