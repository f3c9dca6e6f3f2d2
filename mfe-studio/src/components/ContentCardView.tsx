import type { ContentCard } from '@il/contracts';
import { Button, Card, Tooltip } from '@il/ui';
import { cardFollowerRange, formatRange } from '../studio/estimates';
import { CardImage } from './CardImage';
import { RiskBadge } from './RiskBadge';
import { ReputationEffects, cardReputationEffects } from './ReputationEffects';
import Zap from 'lucide-react/icons/zap';

export interface ContentCardViewProps {
  card: ContentCard;
  energy: number;
  relevance: number;
  disabled: boolean;
  onChoose: (card: ContentCard) => void;
}

/** One content card: what it is, what it costs, what it may earn and how it moves reputation. */
export function ContentCardView({ card, energy, relevance, disabled, onChoose }: ContentCardViewProps) {
  // §5: the post button is disabled when the energy is below the card's own cost.
  const tooTired = energy < card.energyCost;
  const button = (
    <Button block disabled={disabled || tooTired} onClick={() => onChoose(card)} aria-label={`Create post: ${card.title}`}>
      {tooTired ? 'Not enough energy' : 'Create Post'}
    </Button>
  );
  return (
    <Card className="studio-card" data-testid="content-card" data-card-id={card.id}>
      <CardImage cardId={card.id} title={card.title} />
      <div className="studio-card__body">
        <p className="studio-card__eyebrow">
          <RiskBadge risk={card.riskLevel} />
        </p>
        <h3 className="studio-card__title">{card.title}</h3>
        <p className="studio-card__description">{card.description}</p>
        <dl className="studio-card__stats">
          <div>
            <dt>Energy</dt>
            <dd data-testid="card-energy">
              <Zap /> {card.energyCost}
            </dd>
          </div>
          <div>
            <dt>Followers</dt>
            <dd data-testid="card-followers">{formatRange(cardFollowerRange(card, relevance))}</dd>
          </div>
        </dl>
        <ReputationEffects effects={cardReputationEffects(card)} />
      </div>
      <div className="studio-card__footer">
        {tooTired ? <Tooltip content={`Needs ${card.energyCost} energy, you have ${energy}`}>{button}</Tooltip> : button}
      </div>
    </Card>
  );
}
