import { REPUTATION_ASPECTS, type ReputationAspect, type ReputationChanges } from '@il/contracts';
import { signed } from '../studio/format';

const ASPECT_LABELS: Record<ReputationAspect, string> = {
  authenticity: 'Authenticity',
  drama: 'Drama',
  relatability: 'Relatability',
  aspirational: 'Aspirational',
};

/** Signed reputation changes as small chips; aspects that do not move are left out. */
export function ReputationEffects({ effects, label = 'Reputation effects' }: { effects: ReputationChanges; label?: string }) {
  const moved = REPUTATION_ASPECTS.filter((aspect) => (effects[aspect] ?? 0) !== 0);
  if (moved.length === 0) return <p className="studio-rep studio-rep--none">No reputation change</p>;
  return (
    <ul className="studio-rep" aria-label={label}>
      {moved.map((aspect) => {
        const change = effects[aspect] ?? 0;
        return (
          <li key={aspect} className={change > 0 ? 'studio-rep__chip studio-rep__chip--up' : 'studio-rep__chip studio-rep__chip--down'}>
            {ASPECT_LABELS[aspect]} {signed(change)}
          </li>
        );
      })}
    </ul>
  );
}

/** A card's four reputation columns as one map of changes. */
export function cardReputationEffects(card: {
  authenticityChange: number;
  dramaChange: number;
  relatabilityChange: number;
  aspirationalChange: number;
}): ReputationChanges {
  return {
    authenticity: card.authenticityChange,
    drama: card.dramaChange,
    relatability: card.relatabilityChange,
    aspirational: card.aspirationalChange,
  };
}
