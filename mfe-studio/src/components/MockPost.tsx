import { useState } from 'react';
import type { ContentCard } from '@il/contracts';
import { mockEngagement } from '../studio/mock-engagement';
import { formatCount } from '../studio/format';
import { CardImage } from './CardImage';
import { EmojiText } from '@il/ui/icons';
import Heart from 'lucide-react/icons/heart';
import MessageCircle from 'lucide-react/icons/message-circle';

export interface MockPostProps {
  card: ContentCard;
  caption: string;
  playerName: string;
  avatarUrl: string | null;
}

/** The first letter of the player's name (a handle's @ is not a letter). */
export function initialOf(name: string): string {
  return (name.replace(/^@+/, '').trim()[0] ?? '?').toUpperCase();
}

function PosterAvatar({ name, src }: { name: string; src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="studio-post__avatar" aria-hidden="true">
      {src && !failed ? <img src={src} alt="" onError={() => setFailed(true)} /> : initialOf(name)}
    </span>
  );
}

/** §2 Preview: the post as the feed would show it, with made-up engagement. */
export function MockPost({ card, caption, playerName, avatarUrl }: MockPostProps) {
  // Drawn once per preview so the numbers do not jump on every render.
  const [{ likes, comments }] = useState(() => mockEngagement());
  return (
    <article className="studio-post" aria-label="Mock post">
      <header className="studio-post__header">
        <PosterAvatar name={playerName} src={avatarUrl} />
        <div>
          <p className="studio-post__name">{playerName}</p>
          <p className="studio-post__time">Just now</p>
        </div>
      </header>
      <CardImage cardId={card.id} title={card.title} className="studio-post__image" />
      <div className="studio-post__body">
        <p className="studio-post__engagement">
          <span data-testid="mock-likes">
            <Heart /> {formatCount(likes)}
          </span>
          <span data-testid="mock-comments">
            <MessageCircle /> {formatCount(comments)}
          </span>
        </p>
        <p className="studio-post__caption">
          <strong>{playerName}</strong> <EmojiText text={caption} />
        </p>
      </div>
    </article>
  );
}
