import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass, cx } from '@il/ui';
import type { PostNotice } from '../studio/post-notices';
import Flag from 'lucide-react/icons/flag';
import Handshake from 'lucide-react/icons/handshake';
import Rocket from 'lucide-react/icons/rocket';
import Target from 'lucide-react/icons/target';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import Trophy from 'lucide-react/icons/trophy';

/** Long enough to read a title and a line; then the next notice follows. */
export const POST_NOTICE_MS = 5000;

const ICONS = { deal: Handshake, milestone: Flag, achievement: Trophy, challenge: Target, platform: Rocket, scandal: TriangleAlert } as const;

export interface PostNoticesProps {
  leagueId: number;
  notices: readonly PostNotice[];
  onDone: (notice: PostNotice) => void;
}

/**
 * What a post set off, told after the success overlay one notice at a time: the oldest until it
 * is dismissed or its time is up, then the next. Nothing sits under the overlay.
 */
export function PostNotices({ leagueId, notices, onDone }: PostNoticesProps) {
  const notice = notices[0];
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => onDone(notice), POST_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, onDone]);
  if (!notice) return null;
  const Icon = ICONS[notice.kind];
  const more = notices.length - 1;
  return (
    <div className={cx('studio-notice', `studio-notice--${notice.kind}`)} role="status" aria-live="polite" data-testid="post-notice" key={notice.key}>
      <div className="studio-notice__icon" aria-hidden="true">
        <Icon />
      </div>
      <div className="studio-notice__text">
        <p className="studio-notice__title">{notice.title}</p>
        <p className="studio-notice__detail">{notice.detail}</p>
        {notice.link && (
          <Link className={cx(buttonClass({ size: 'sm', variant: notice.kind === 'scandal' ? 'primary' : 'secondary' }), 'studio-notice__link')} to={`/leagues/${leagueId}/${notice.link.path}`}>
            {notice.link.label}
          </Link>
        )}
      </div>
      <Button variant="ghost" size="sm" onClick={() => onDone(notice)}>
        {more > 0 ? `Next (${more} more)` : 'Got it'}
      </Button>
    </div>
  );
}
