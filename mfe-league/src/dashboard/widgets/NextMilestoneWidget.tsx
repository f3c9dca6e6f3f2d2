import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ALMOST_THERE_PERCENT } from '@il/contracts';
import { Card, CardContent, CardHeader, CardTitle, Progress, Skeleton, buttonClass, callApi, leaguePath } from '@il/ui';
import type { DashboardWidgetProps } from './widget-props';

/** Next-milestone card: the goal closest to done and how far along it is. */
export function NextMilestoneWidget({ leagueId }: DashboardWidgetProps) {
  const milestones = useQuery({ queryKey: ['progression', 'milestones', leagueId], queryFn: () => callApi('milestones', { query: { leagueId } }) });
  const goal = milestones.data?.nextGoal ?? null;
  return (
    <Card className="widget widget--milestone">
      <CardHeader>
        <CardTitle>
          <span aria-hidden="true">🏁</span> Next Goal
        </CardTitle>
      </CardHeader>
      <CardContent className="widget__content">
        {milestones.isPending && <Skeleton height={48} />}
        {milestones.isError && <p className="widget__muted">Failed to load milestone progress.</p>}
        {milestones.isSuccess && !goal && <p className="widget__muted">Every milestone reached. Legendary.</p>}
        {goal && (
          <div>
            <div className="widget__row">
              <span className="widget__strong">{goal.name}</span>
              <span>{goal.progressPercent}%</span>
            </div>
            <Progress value={goal.progressPercent} pulse={goal.progressPercent >= ALMOST_THERE_PERCENT} label={goal.name} />
            <p className="widget__muted">{goal.description}</p>
          </div>
        )}
        <Link to={leaguePath(leagueId, 'progression')} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          View Progression
        </Link>
      </CardContent>
    </Card>
  );
}
