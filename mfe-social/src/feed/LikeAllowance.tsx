import { LIKES } from '@il/contracts';
import { Badge } from '@il/ui';
import { useGameState } from '../game-state/useGameState';

/** Energy and today's likes left: what the like buttons are decided from, in plain sight. */
export function LikeAllowance({ leagueId }: { leagueId: number }) {
  const { data } = useGameState(leagueId);
  if (!data) return null;
  const left = Math.max(0, LIKES.dailyLimit - data.dailyLikesGiven);
  return (
    <div className="social-allowance" data-testid="like-allowance">
      <Badge variant={data.energy < LIKES.energyCost ? 'destructive' : 'default'}>⚡ {data.energy} energy</Badge>
      <Badge variant={left === 0 ? 'warning' : 'outline'}>
        ♥ {left}/{LIKES.dailyLimit} likes left today
      </Badge>
    </div>
  );
}
