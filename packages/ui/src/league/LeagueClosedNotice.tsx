import { Link } from 'react-router';
import type { League } from '@il/contracts';
import { Alert, buttonClass, leaguePath } from '@il/ui';
import { CLOSED_LEAGUE_NOTICE, leagueClosure, pendingLeagueNotice } from './league-closure';

/**
 * The banner every page of a closed league wears above its screen, so a cancelled or finished
 * league never looks playable; a finished league's banner leads to its final standings. A league
 * that has not started wears one too: most of its actions wait for the start.
 */
export function LeagueClosedNotice({ league }: { league: Pick<League, 'id' | 'status' | 'startDate'> }) {
  if (league.status === 'pending') {
    const notice = pendingLeagueNotice(new Date(league.startDate));
    return (
      <Alert variant="info" title={notice.title} className="il-league-closed" data-testid="league-closed" data-closure="pending">
        <p>{notice.text}</p>
      </Alert>
    );
  }
  const closure = leagueClosure(league);
  if (!closure) return null;
  const notice = CLOSED_LEAGUE_NOTICE[closure];
  return (
    <Alert variant="warning" title={notice.title} className="il-league-closed" data-testid="league-closed" data-closure={closure}>
      <p>{notice.text}</p>
      {closure === 'completed' && (
        <Link to={leaguePath(league.id)} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          See the Final Standings
        </Link>
      )}
    </Alert>
  );
}
