import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, CardTitle, Skeleton, buttonClass, callApi, leaguePath } from '@il/ui';
import type { DashboardWidgetProps } from './widget-props';

/** Daily challenges summary: how many are running and done today, and the way to all of them. */
export function ChallengesSummaryWidget({ leagueId }: DashboardWidgetProps) {
  const challenges = useQuery({ queryKey: ['challenges', 'daily', leagueId], queryFn: () => callApi('dailyChallenges', { query: { leagueId } }), staleTime: 30_000 });
  const list = challenges.data ?? [];
  const completed = list.filter((c) => c.status === 'completed').length;
  return (
    <Card className="widget widget--challenges">
      <CardHeader>
        <CardTitle>
          <span aria-hidden="true">🎯</span> Daily Challenges
        </CardTitle>
      </CardHeader>
      <CardContent className="widget__content">
        {challenges.isPending && <Skeleton height={48} />}
        {challenges.isError && <p className="widget__muted">Failed to load challenges</p>}
        {challenges.isSuccess && list.length === 0 && <p className="widget__muted">No Daily Challenges. Check back tomorrow for new challenges to boost your fame!</p>}
        {challenges.isSuccess && list.length > 0 && (
          <dl className="widget__counts">
            <div>
              <dt>Active</dt>
              <dd>{list.length - completed}</dd>
            </div>
            <div>
              <dt>Completed</dt>
              <dd>{completed}</dd>
            </div>
          </dl>
        )}
        <Link to={leaguePath(leagueId, 'challenges')} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          View All Challenges
        </Link>
      </CardContent>
    </Card>
  );
}
