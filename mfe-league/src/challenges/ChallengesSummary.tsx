import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { isClaimable } from '@il/contracts';
import { Card, CardContent, CardHeader, CardTitle, Skeleton, buttonClass, cx, leaguePath } from '@il/ui';
import { dailyChallengesQuery } from './challenge-queries';
import { isCompleted } from './challenge-summary';
import '../styles/game-screens.css';
import './challenges.css';
import Gift from 'lucide-react/icons/gift';
import Target from 'lucide-react/icons/target';

/** The dashboard's daily challenges summary: active and completed counts, and the way to all of them. */
export function ChallengesSummary({ leagueId, className }: { leagueId: number; className?: string }) {
  const challenges = useQuery(dailyChallengesQuery(leagueId));
  const list = challenges.data ?? [];
  const completed = list.filter(isCompleted).length;
  const claimable = list.filter(isClaimable).length;
  return (
    <Card className={cx('challenges-summary', className)} data-testid="challenges-summary">
      <CardHeader>
        <CardTitle className="game-widget__title">
          <Target /> Daily Challenges
        </CardTitle>
      </CardHeader>
      <CardContent className="challenges-summary__content">
        {challenges.isPending && <Skeleton height={56} />}
        {challenges.isError && <p className="challenges-summary__muted">Failed to load challenges</p>}
        {challenges.isSuccess && list.length === 0 && <p className="challenges-summary__muted">No Daily Challenges. Check back tomorrow for new challenges to boost your fame!</p>}
        {challenges.isSuccess && list.length > 0 && (
          <>
            <dl className="challenges-summary__counts">
              <div>
                <dt>Active</dt>
                <dd data-testid="challenges-active-count">{list.length - completed}</dd>
              </div>
              <div>
                <dt>Completed</dt>
                <dd data-testid="challenges-completed-count">{completed}</dd>
              </div>
            </dl>
            {claimable > 0 && (
              <p className="challenges-summary__ready">
                <Gift /> {claimable === 1 ? '1 reward ready to claim' : `${claimable} rewards ready to claim`}
              </p>
            )}
          </>
        )}
        <Link to={leaguePath(leagueId, 'challenges')} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          View All Challenges
        </Link>
      </CardContent>
    </Card>
  );
}
