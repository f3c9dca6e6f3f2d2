import { useState } from 'react';
import { cx } from './cx';

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}

function initials(name: string): string {
  const letters = name
    .replace(/^@/, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** The picture when there is one that loads, otherwise the initials on the brand gradient. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(src) && !failed;
  return (
    <span className={cx('il-avatar', `il-avatar--${size}`, className)} aria-hidden={showImage ? undefined : true}>
      {showImage ? (
        <img src={src ?? undefined} alt={name} onError={() => setFailed(true)} />
      ) : (
        <span className="il-avatar__initials">{initials(name)}</span>
      )}
    </span>
  );
}
