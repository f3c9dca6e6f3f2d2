import { brandDealStatusLabel, progressPercent, type ActiveBrandDeal } from '@il/contracts';
import { Badge, Progress, cx, type BadgeVariant } from '@il/ui';
import { timeLeftLabel } from '../challenges/challenge-time';
import { formatPayment } from './deal-terms';

const STATUS_BADGE: Record<ActiveBrandDeal['status'], BadgeVariant> = {
  active: 'success',
  completed: 'default',
  expired: 'destructive',
  available: 'secondary',
};

/** A signed deal: brand, pay, status and the posts delivered so far. Used on the screen and the dashboard. */
export function ActiveDealCard({ deal, now, compact = false }: { deal: ActiveBrandDeal; now: number; compact?: boolean }) {
  const delivered = Math.min(deal.postsCompleted, deal.postsRequired);
  return (
    <div className={cx('active-deal', compact && 'active-deal--compact')} data-testid="active-deal" data-deal-id={deal.id}>
      <div className="active-deal__head">
        <div className="active-deal__who">
          <p className="active-deal__brand">{deal.brandName}</p>
          <p className="active-deal__product">{deal.product}</p>
        </div>
        <div className="active-deal__side">
          <span className="active-deal__payment">{formatPayment(deal.payment)}</span>
          <Badge variant={STATUS_BADGE[deal.status]}>{brandDealStatusLabel(deal.status)}</Badge>
        </div>
      </div>
      <div className="active-deal__progress-row">
        <span data-testid="active-deal-posts">
          {delivered}/{deal.postsRequired} posts
        </span>
        {deal.expiresAt && deal.status === 'active' && <span className="active-deal__deadline">{timeLeftLabel(deal.expiresAt, now)}</span>}
      </div>
      <Progress value={progressPercent(deal.postsCompleted, deal.postsRequired)} tone={deal.status === 'expired' ? 'danger' : 'brand'} label={`${deal.brandName} posts delivered`} />
    </div>
  );
}
