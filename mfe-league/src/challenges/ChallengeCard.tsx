import { progressPercent, type DailyChallenge } from '@il/contracts';
import { Badge, Button, Progress } from '@il/ui';
import { GameCard, type GameCardTone } from '@il/ui/league';
import { claimButtonState, type ClaimButtonState } from './claim-button-label';
import { isClaimed, isCompleted } from './challenge-summary';
import { timeLeftLabel } from './challenge-time';
import { RewardChips } from './RewardChips';
import Timer from 'lucide-react/icons/timer';
import CircleCheck from 'lucide-react/icons/circle-check';

const TONES: Record<'claimed' | 'completed' | 'active', GameCardTone> = { claimed: 'done', completed: 'success', active: 'default' };

export interface ChallengeCardProps {
  challenge: DailyChallenge;
  now: number;
  claiming: boolean;
  onClaim: (challenge: DailyChallenge) => void;
  /** Set in a closed league: a reward can no longer be claimed, and the button says why. */
  closedReason?: string | null;
}

/** One daily challenge: what to do, progress toward goalTarget, time left, reward and its button. */
export function ChallengeCard({ challenge, now, claiming, onClaim, closedReason = null }: ChallengeCardProps) {
  const timeLeft = timeLeftLabel(challenge.expiresAt, now);
  const expired = timeLeft === 'Expired';
  const button = claimButtonState(challenge, claiming, expired || closedReason !== null);
  const shown = Math.min(challenge.progress, challenge.goalTarget);
  const state = isClaimed(challenge) ? 'claimed' : isCompleted(challenge) ? 'completed' : 'active';
  return (
    <GameCard
      className="challenge-card"
      tone={TONES[state]}
      data-testid="challenge"
      data-challenge-id={challenge.id}
      data-state={state}
      title={challenge.name}
      aside={
        <Badge variant={expired ? 'destructive' : 'outline'} className="challenge-card__timer" data-testid="challenge-timer">
          <Timer /> {timeLeft}
        </Badge>
      }
      footer={
        <>
          <RewardChips rewards={challenge.rewards} />
          <Button
            variant={button.label === 'Claim Reward' ? 'primary' : 'secondary'}
            size="sm"
            disabled={!button.enabled}
            title={closedReason && button.label === 'Claim Reward' ? closedReason : undefined}
            aria-busy={claiming || undefined}
            onClick={() => onClaim(challenge)}
          >
            <ClaimLabel label={button.label} />
          </Button>
        </>
      }
    >
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
    </GameCard>
  );
}

/**
 * The §2 label as written ("Claimed ✅" stays the button's text and name); the tick is drawn as an
 * SVG, the emoji kept for assistive technology only, since not every device has an emoji font.
 */
function ClaimLabel({ label }: { label: ClaimButtonState['label'] }) {
  if (!label.endsWith(' ✅')) return <>{label}</>;
  return (
    <>
      {label.slice(0, -2)} <CircleCheck />
      <span className="il-visually-hidden">✅</span>
    </>
  );
}
