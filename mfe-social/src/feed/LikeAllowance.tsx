import { LIKES } from '@il/contracts';
import { Badge } from '@il/ui';
import { useGameState } from '../game-state/useGameState';
import Heart from 'lucide-react/icons/heart';
import Zap from 'lucide-react/icons/zap';

/** Energy and today's likes left: what the like buttons are decided from, in plain sight. */
export function LikeAllowance({ leagueId }: { leagueId: number }) {
  const { data } = useGameState(leagueId);
  if (!data) return null;
  const left = Math.max(0, LIKES.dailyLimit - data.dailyLikesGiven);
  return (
    <div className="social-allowance" data-testid="like-allowance">
      <Badge variant={data.energy < LIKES.energyCost ? 'destructive' : 'default'}>
        <Zap /> {data.energy} energy
      </Badge>
      <Badge variant={left === 0 ? 'warning' : 'outline'}>
        <Heart /> {left}/{LIKES.dailyLimit} likes left today
      </Badge>
    </div>
  );
}
