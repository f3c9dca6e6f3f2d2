import type { Rewards } from '@il/contracts';
import { formatMoney } from '../format/numbers';
import '../styles/game-screens.css';
import './reward-chips.css';
import Users from 'lucide-react/icons/users';
import Wallet from 'lucide-react/icons/wallet';
import Zap from 'lucide-react/icons/zap';

/** Money, followers and energy as small chips; a part worth nothing is left out. */
export function RewardChips({ rewards, className }: { rewards: Rewards; className?: string }) {
  return (
    <ul className={['game-chips', className].filter(Boolean).join(' ')} aria-label="Rewards">
      {rewards.money > 0 && (
        <li className="game-chip challenge-reward challenge-reward--money">
          <Wallet /> {formatMoney(rewards.money)}
        </li>
      )}
      {rewards.followers > 0 && (
        <li className="game-chip challenge-reward challenge-reward--followers">
          <Users /> +{rewards.followers.toLocaleString('en-US')} followers
        </li>
      )}
      {rewards.energy > 0 && (
        <li className="game-chip challenge-reward challenge-reward--energy">
          <Zap /> +{rewards.energy} energy
        </li>
      )}
    </ul>
  );
}
