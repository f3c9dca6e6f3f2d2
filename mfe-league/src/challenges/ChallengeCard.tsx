import { progressPercent, type DailyChallenge } from '@il/contracts';
import { Badge, Button, Card, CardContent, Progress, cx } from '@il/ui';
import { claimButtonState } from './claim-button-label';
import { isClaimed, isCompleted } from './challenge-summary';
import { timeLeftLabel } from './challenge-time';
import { RewardChips } from './RewardChips';

export interface ChallengeCardProps {
  challenge: DailyChallenge;
  now: number;
  claiming: boolean;
  onClaim: (challenge: DailyChallenge) => void;
}

/** One daily challenge: what to do, progress toward goalTarget, time left, reward and its button. */
export function ChallengeCard({ challenge, now, claiming, onClaim }: ChallengeCardProps) {
  const timeLeft = timeLeftLabel(challenge.expiresAt, now);
  const expired = timeLeft === 'Expired';
  const button = claimButtonState(challenge, claiming, expired);
  const shown = Math.min(challenge.progress, challenge.goalTarget);
  const state = isClaimed(challenge) ? 'claimed' : isCompleted(challenge) ? 'completed' : 'active';
  return (
    <Card className={cx('challenge-card', `challenge-card--${state}`)} data-testid="challenge" data-challenge-id={challenge.id} data-state={state}>
      <CardContent className="game-card__body">
        <div className="game-card__head">
          <h3 className="game-card__title">{challenge.name}</h3>
          <Badge variant={expired ? 'destructive' : 'outline'} className="challenge-card__timer" data-testid="challenge-timer">
            <span aria-hidden="true">⏱</span> {timeLeft}
          </Badge>
        </div>
        <p className="challenge-card__description">{challenge.description}</p>
        <div className="challenge-card__progress">
          <div className="challenge-card__progress-row">
            <span>Progress</span>
            <span className="challenge-card__count" data-testid="challenge-progress">
              {shown.toLocaleString('en-US')}/{challenge.goalTarget.toLocaleString('en-US')}
            </span>
          </div>
          <Progress value={progressPercent(challenge.progress, challenge.goalTarget)} tone={isCompleted(challenge) ? 'success' : 'brand'} label={`${challenge.name} progress`} />
        </div>
        <div className="game-card__foot">
          <RewardChips rewards={challenge.rewards} />
          <Button
            variant={button.label === 'Claim Reward' ? 'primary' : 'secondary'}
            size="sm"
            disabled={!button.enabled}
            aria-busy={claiming || undefined}
            onClick={() => onClaim(challenge)}
            className="challenge-card__claim"
          >
            {button.label}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
