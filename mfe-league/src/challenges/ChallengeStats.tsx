import type { DailyChallenge } from '@il/contracts';
import { Card, CardContent } from '@il/ui';
import { formatMoney } from '../format/numbers';
import { challengeStats } from './challenge-summary';
import CircleCheck from 'lucide-react/icons/circle-check';
import Gift from 'lucide-react/icons/gift';

/** §2 stats: Completed Today and Rewards Earned. */
export function ChallengeStats({ challenges }: { challenges: readonly DailyChallenge[] }) {
  const { completed, total, rewards } = challengeStats(challenges);
  return (
    <div className="challenge-stats">
      <Card className="challenge-stat">
        <CardContent className="challenge-stat__body">
          <span className="challenge-stat__icon" aria-hidden="true">
            <CircleCheck />
          </span>
          <div>
            <p className="challenge-stat__label">Completed Today</p>
            <p className="challenge-stat__value" data-testid="challenges-completed">
              {completed}/{total}
            </p>
          </div>
        </CardContent>
      </Card>
      <Card className="challenge-stat">
        <CardContent className="challenge-stat__body">
          <span className="challenge-stat__icon" aria-hidden="true">
            <Gift />
          </span>
          <div>
            <p className="challenge-stat__label">Rewards Earned</p>
            <p className="challenge-stat__value challenge-stat__value--rewards" data-testid="challenges-rewards">
              <span>{formatMoney(rewards.money)}</span>
              <span>+{rewards.followers.toLocaleString('en-US')} followers</span>
              <span>+{rewards.energy} energy</span>
            </p>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
