import { useState } from 'react';
import { contentImagePath } from '@il/contracts';
import { cx } from '@il/ui';

/** The card's picture from GET /_api/image; a picture that fails to load is hidden (§7, §8). */
export function CardImage({ cardId, title, className }: { cardId: number; title: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      className={cx('studio-card-image', className)}
      src={contentImagePath(cardId)}
      alt={title}
      loading="lazy"
      width={640}
      height={400}
      onError={() => setFailed(true)}
    />
  );
}
