import type { Rewards } from '@il/contracts';
import { formatMoney } from '../format/numbers';
import '../styles/game-screens.css';
import './reward-chips.css';

/** Money, followers and energy as small chips; a part worth nothing is left out. */
export function RewardChips({ rewards, className }: { rewards: Rewards; className?: string }) {
  return (
    <ul className={['game-chips', className].filter(Boolean).join(' ')} aria-label="Rewards">
      {rewards.money > 0 && (
        <li className="game-chip challenge-reward challenge-reward--money">
          <span aria-hidden="true">💰</span> {formatMoney(rewards.money)}
        </li>
      )}
      {rewards.followers > 0 && (
        <li className="game-chip challenge-reward challenge-reward--followers">
          <span aria-hidden="true">👥</span> +{rewards.followers.toLocaleString('en-US')} followers
        </li>
      )}
      {rewards.energy > 0 && (
        <li className="game-chip challenge-reward challenge-reward--energy">
          <span aria-hidden="true">⚡</span> +{rewards.energy} energy
        </li>
      )}
    </ul>
  );
}
