import { Link } from 'react-router';
import { buttonClass, leaguePath } from '@il/ui';
import { NextGoalCard } from '../../progression/NextGoalCard';
import type { DashboardWidgetProps } from './widget-props';

/** Next-milestone card: the goal closest to done, how far along it is, and the way to Progression. */
export function NextMilestoneWidget({ leagueId }: DashboardWidgetProps) {
  return (
    <NextGoalCard
      leagueId={leagueId}
      compact
      footer={
        <Link to={leaguePath(leagueId, 'progression')} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          View Progression
        </Link>
      }
    />
  );
}
