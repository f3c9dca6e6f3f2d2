import type { Achievement, GameState } from '@il/contracts';
import { Badge, Progress, cx } from '@il/ui';
import { GameCard } from '@il/ui/league';
import { formatDate } from '../format/numbers';
import { achievementIcon, achievementProgress, requirementText } from './achievement-progress';
import Check from 'lucide-react/icons/check';
import Lock from 'lucide-react/icons/lock';

/** One achievement, unlocked (with its date) or locked (with how far along, "almost there" from 80%). */
export function AchievementCard({ achievement, state }: { achievement: Achievement; state: GameState | undefined }) {
  const progress = achievementProgress(achievement, state);
  const status = achievement.isUnlocked ? 'unlocked' : progress.almostThere ? 'almost' : 'locked';
  const Icon = achievement.isUnlocked ? achievementIcon(achievement) : Lock;
  return (
    <GameCard
      className={cx('achievement', `achievement--${status}`)}
      bodyClassName="achievement__body"
      data-testid="achievement"
      data-achievement-id={achievement.id}
      data-status={status}
      header={
        <div className="achievement__head">
          <span className="achievement__icon" aria-hidden="true">
            <Icon />
          </span>
          <h3 className="achievement__name">{achievement.name}</h3>
        </div>
      }
    >
        {/* The server's description already says what it takes; the rule in words stands in without one. */}
        <p className="achievement__description">{achievement.description || requirementText(achievement)}</p>
        {achievement.isUnlocked ? (
          <Badge variant="success" className="achievement__badge">
            <Check /> Unlocked{achievement.unlockedAt ? ` ${formatDate(achievement.unlockedAt)}` : ''}
          </Badge>
        ) : (
          <div className="achievement__progress">
            <div className="achievement__progress-row">
              <span>{progress.detail ?? 'Locked'}</span>
              {progress.almostThere ? <Badge variant="warning">Almost there!</Badge> : <span>{progress.percent}%</span>}
            </div>
            {/* §2: the bar pulses between 80% and 100%. */}
            <Progress value={progress.percent} pulse={progress.almostThere && progress.percent < 100} label={`${achievement.name} progress`} />
          </div>
        )}
    </GameCard>
  );
}
