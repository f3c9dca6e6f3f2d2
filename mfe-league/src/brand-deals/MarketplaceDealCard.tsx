import type { BrandDeal } from '@il/contracts';
import { Button } from '@il/ui';
import { GameCard } from '@il/ui/league';
import { timeLeftLabel } from '../challenges/challenge-time';
import { dealImpacts, dealMinimums, formatPayment, postsLabel } from './deal-terms';
import { DealTermList } from './DealTermList';
import Camera from 'lucide-react/icons/camera';
import TriangleAlert from 'lucide-react/icons/triangle-alert';

export interface MarketplaceDealCardProps {
  deal: BrandDeal;
  now: number;
  onAccept: (deal: BrandDeal) => void;
}

/** §2 marketplace card: brand, product, pay, posts, minimums, impacts, risk and when the offer ends. */
export function MarketplaceDealCard({ deal, now, onAccept }: MarketplaceDealCardProps) {
  return (
    <GameCard
      className="deal-card"
      data-testid="marketplace-deal"
      data-deal-id={deal.id}
      header={
        <div className="deal-card__brand">
          <span className="deal-card__logo" aria-hidden="true">
            {deal.brandName.charAt(0)}
          </span>
          <div>
            <h3 className="deal-card__name">{deal.brandName}</h3>
            <p className="deal-card__product">{deal.product}</p>
          </div>
        </div>
      }
      aside={
        <p className="deal-card__payment" data-testid="deal-payment">
          {formatPayment(deal.payment)}
        </p>
      }
      footer={
        <>
          {deal.expiresAt && <span className="deal-card__expiry">Offer ends: {timeLeftLabel(deal.expiresAt, now)}</span>}
          <Button size="sm" onClick={() => onAccept(deal)} aria-label={`Accept ${deal.brandName} deal`}>
            Accept
          </Button>
        </>
      }
    >
      <p className="deal-card__posts">
        <Camera /> {postsLabel(deal.postsRequired)} required
      </p>
      <DealTermList title="Requirements" terms={dealMinimums(deal)} />
      <DealTermList title="Reputation impact" terms={dealImpacts(deal)} />
      {deal.riskDescription && (
        <p className="deal-card__risk">
          <TriangleAlert /> {deal.riskDescription}
        </p>
      )}
    </GameCard>
  );
}
