import type { ReactNode } from 'react';
import type { DailyChallenge } from '@il/contracts';
import { Card, CardContent } from '@il/ui';
import { formatMoney } from '../format/numbers';
import { challengeStats } from './challenge-summary';
import CircleCheck from 'lucide-react/icons/circle-check';
import Gift from 'lucide-react/icons/gift';

function ChallengeStat({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Card className="challenge-stat">
      <CardContent className="challenge-stat__body">
        <span className="challenge-stat__icon" aria-hidden="true">
          {icon}
        </span>
        <div>
          <p className="challenge-stat__label">{label}</p>
          {children}
        </div>
      </CardContent>
    </Card>
  );
}

/** §2 stats: Completed Today and Rewards Earned. */
export function ChallengeStats({ challenges }: { challenges: readonly DailyChallenge[] }) {
  const { completed, total, rewards } = challengeStats(challenges);
  return (
    <div className="challenge-stats">
      <ChallengeStat icon={<CircleCheck />} label="Completed Today">
        <p className="challenge-stat__value" data-testid="challenges-completed">
          {completed}/{total}
        </p>
      </ChallengeStat>
      <ChallengeStat icon={<Gift />} label="Rewards Earned">
        <p className="challenge-stat__value challenge-stat__value--rewards" data-testid="challenges-rewards">
          <span>{formatMoney(rewards.money)}</span>
          <span>+{rewards.followers.toLocaleString('en-US')} followers</span>
          <span>+{rewards.energy} energy</span>
        </p>
      </ChallengeStat>
    </div>
  );
}
