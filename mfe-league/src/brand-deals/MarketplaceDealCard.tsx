import type { BrandDeal } from '@il/contracts';
import { Button, Card, CardContent } from '@il/ui';
import { timeLeftLabel } from '../challenges/challenge-time';
import { dealImpacts, dealMinimums, formatPayment, postsLabel } from './deal-terms';
import { DealTermList } from './DealTermList';

export interface MarketplaceDealCardProps {
  deal: BrandDeal;
  now: number;
  onAccept: (deal: BrandDeal) => void;
}

/** §2 marketplace card: brand, product, pay, posts, minimums, impacts, risk and when the offer ends. */
export function MarketplaceDealCard({ deal, now, onAccept }: MarketplaceDealCardProps) {
  return (
    <Card className="deal-card" data-testid="marketplace-deal" data-deal-id={deal.id}>
      <CardContent className="game-card__body">
        <div className="game-card__head">
          <div className="deal-card__brand">
            <span className="deal-card__logo" aria-hidden="true">
              {deal.brandName.charAt(0)}
            </span>
            <div>
              <h3 className="deal-card__name">{deal.brandName}</h3>
              <p className="deal-card__product">{deal.product}</p>
            </div>
          </div>
          <p className="deal-card__payment" data-testid="deal-payment">
            {formatPayment(deal.payment)}
          </p>
        </div>
        <p className="deal-card__posts">
          <span aria-hidden="true">📸</span> {postsLabel(deal.postsRequired)} required
        </p>
        <DealTermList title="Requirements" terms={dealMinimums(deal)} />
        <DealTermList title="Reputation impact" terms={dealImpacts(deal)} />
        {deal.riskDescription && (
          <p className="deal-card__risk">
            <span aria-hidden="true">⚠️</span> {deal.riskDescription}
          </p>
        )}
        <div className="game-card__foot deal-card__foot">
          {deal.expiresAt && <span className="deal-card__expiry">Offer ends: {timeLeftLabel(deal.expiresAt, now)}</span>}
          <Button size="sm" onClick={() => onAccept(deal)} aria-label={`Accept ${deal.brandName} deal`}>
            Accept
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
