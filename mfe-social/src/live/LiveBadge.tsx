import { Badge } from '@il/ui';

/** Tells the player whether news arrives at once or on the next refresh. */
export function LiveBadge({ live }: { live: boolean }) {
  return live ? (
    <Badge variant="success" className="social-live" data-testid="live-badge">
      <span className="social-live__dot" aria-hidden="true" /> Live
    </Badge>
  ) : (
    <Badge variant="secondary" className="social-live" data-testid="live-badge" title="Live updates are unavailable; the page refreshes itself every few seconds.">
      Auto-refresh
    </Badge>
  );
}
