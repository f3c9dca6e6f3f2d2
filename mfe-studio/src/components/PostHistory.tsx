import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, Card, Skeleton, buttonClass, loginPathFor, useAuth } from '@il/ui';
import { usePostHistory } from '../studio/use-post-history';
import { PostHistoryItem } from './PostHistoryItem';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronRight from 'lucide-react/icons/chevron-right';
import FolderClock from 'lucide-react/icons/folder-clock';

export const HISTORY_SKELETONS = 3;
export const HISTORY_ERROR = 'Failed to load post history. Please try again later.';

/**
 * §2 collapsible Post History: the player's posts, or the league's with Show all players. In a
 * closed league (`closed`) it is the record of a season over, which invites no first post.
 */
export function PostHistory({ leagueId, closed = false }: { leagueId: number; closed?: boolean }) {
  const auth = useAuth();
  const location = useLocation();
  const [open, setOpen] = useState(true);
  const [showAllPlayers, setShowAllPlayers] = useState(false);
  const [page, setPage] = useState(1);
  const history = usePostHistory(leagueId, page, showAllPlayers, open && auth.status === 'authenticated');
  const bodyId = useId();

  const body = () => {
    if (auth.status === 'loading') return <HistorySkeletons />;
    if (auth.status === 'unauthenticated') {
      return (
        <div className="studio-history__prompt">
          <p>Log in to see your post history.</p>
          <Link className={buttonClass({ size: 'sm' })} to={loginPathFor(`${location.pathname}${location.search}`)}>
            Log In
          </Link>
        </div>
      );
    }
    if (history.isPending) return <HistorySkeletons />;
    if (history.isError) return <p className="studio-history__error" role="alert">{HISTORY_ERROR}</p>;
    const { posts, totalPages } = history.data;
    if (posts.length === 0) {
      return (
        <p className="studio-muted studio-history__empty">
          {emptyHistoryText(showAllPlayers, closed)}
        </p>
      );
    }
    return (
      <>
        <ul className="studio-history__list" aria-label="Posts">
          {posts.map((post) => (
            <PostHistoryItem key={post.postId} post={post} />
          ))}
        </ul>
        {totalPages > 1 && (
          <div className="studio-history__pager">
            <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Newer
            </Button>
            <span className="studio-muted">
              Page {page} of {totalPages}
            </span>
            <Button size="sm" variant="ghost" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
              Older
            </Button>
          </div>
        )}
      </>
    );
  };

  return (
    <Card className="studio-panel studio-history">
      <h2 className="studio-panel__title">
        <button type="button" className="studio-history__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          <span>
            <FolderClock /> Post History
          </span>
          <span className="studio-history__chevron" aria-hidden="true">
            {open ? <ChevronDown /> : <ChevronRight />}
          </span>
        </button>
      </h2>
      {open && (
        <div id={bodyId} className="studio-history__body">
          {auth.status === 'authenticated' && (
            <label className="studio-switch">
              <input
                type="checkbox"
                checked={showAllPlayers}
                onChange={(event) => {
                  setShowAllPlayers(event.target.checked);
                  setPage(1);
                }}
              />
              <span>Show all players</span>
            </label>
          )}
          {body()}
        </div>
      )}
    </Card>
  );
}

function HistorySkeletons() {
  return (
    <div role="status" aria-label="Loading post history" className="studio-history__list">
      {Array.from({ length: HISTORY_SKELETONS }, (_, index) => (
        <div key={index} className="studio-history__item" data-testid="history-skeleton">
          <Skeleton height={14} width="40%" />
          <Skeleton height={18} width="80%" />
          <Skeleton height={14} width="60%" />
        </div>
      ))}
    </div>
  );
}

function emptyHistoryText(showAllPlayers: boolean, closed: boolean): string {
  if (closed) return showAllPlayers ? 'No one posted anything in this league.' : "You didn't post anything in this league.";
  return showAllPlayers ? 'No one in this league has posted yet.' : "You haven't posted anything yet. Your first post will show up here.";
}
