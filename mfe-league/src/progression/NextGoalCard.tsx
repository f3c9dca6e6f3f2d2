import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ALMOST_THERE_PERCENT } from '@il/contracts';
import { Alert, Badge, Card, CardContent, CardHeader, CardTitle, Progress, Skeleton, cx } from '@il/ui';
import { RewardChips } from '../challenges/RewardChips';
import { milestoneStanding } from './milestone-format';
import { milestonesQuery } from './progression-queries';
import '../styles/game-screens.css';
import './progression.css';
import Crown from 'lucide-react/icons/crown';
import Flag from 'lucide-react/icons/flag';

export interface NextGoalCardProps {
  leagueId: number;
  /** The dashboard's smaller card, with its own way to the progression screen. */
  compact?: boolean;
  footer?: ReactNode;
}

/** §2 Next Goal: the unreached milestone closest to done, how far along it is and what it pays. */
export function NextGoalCard({ leagueId, compact = false, footer }: NextGoalCardProps) {
  const milestones = useQuery(milestonesQuery(leagueId));
  const goal = milestones.data?.nextGoal ?? null;
  const almostThere = goal !== null && goal.progressPercent >= ALMOST_THERE_PERCENT;
  return (
    <Card className={cx('next-goal', compact && 'next-goal--compact', almostThere && 'next-goal--close')} data-testid="next-goal">
      <CardHeader>
        <CardTitle className="game-widget__title">
          <Flag /> Next Goal
        </CardTitle>
      </CardHeader>
      <CardContent className="next-goal__content">
        {milestones.isPending && <Skeleton height={compact ? 56 : 84} />}
        {milestones.isError && <Alert variant="error">Failed to load milestone progress.</Alert>}
        {milestones.isSuccess && !goal && <p className="next-goal__done">Every milestone reached. Legendary. <Crown /></p>}
        {goal && (
          <div className="next-goal__goal">
            <div className="next-goal__row">
              <p className="next-goal__name">{goal.name}</p>
              {almostThere && <Badge variant="warning">Almost there!</Badge>}
            </div>
            {!compact && <p className="next-goal__description">{goal.description}</p>}
            <div className="next-goal__row next-goal__row--numbers">
              <span data-testid="next-goal-standing">{milestoneStanding(goal)}</span>
              <span className="next-goal__percent">{goal.progressPercent}%</span>
            </div>
            <Progress value={goal.progressPercent} pulse={almostThere && goal.progressPercent < 100} label={`${goal.name} progress`} />
            <div className="next-goal__reward">
              <span className="next-goal__reward-label">Reward</span>
              <RewardChips rewards={goal.reward} />
            </div>
          </div>
        )}
        {footer}
      </CardContent>
    </Card>
  );
}
