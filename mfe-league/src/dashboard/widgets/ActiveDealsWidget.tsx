import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle, Progress, buttonClass, leaguePath } from '@il/ui';
import { formatMoney } from '../../format/numbers';
import type { DashboardWidgetProps } from './widget-props';

/** Active brand deals, from the game state (it carries them): brand, pay and posts delivered. */
export function ActiveDealsWidget({ leagueId, state }: DashboardWidgetProps) {
  const deals = state.activeBrandDeals;
  return (
    <Card className="widget widget--deals">
      <CardHeader>
        <CardTitle>
          <span aria-hidden="true">🤝</span> Active Brand Deals
        </CardTitle>
      </CardHeader>
      <CardContent className="widget__content">
        {deals.length === 0 ? (
          <p className="widget__muted">No active brand deals. Keep growing your influence!</p>
        ) : (
          <ul className="widget__list">
            {deals.map((deal) => (
              <li key={deal.id}>
                <div className="widget__row">
                  <span className="widget__strong">{deal.brandName}</span>
                  <span>{formatMoney(deal.payment)}</span>
                </div>
                <Progress value={deal.postsRequired > 0 ? (deal.postsCompleted / deal.postsRequired) * 100 : 100} label={`${deal.brandName} posts`} />
                <p className="widget__muted">
                  {deal.postsCompleted}/{deal.postsRequired} posts · {deal.product}
                </p>
              </li>
            ))}
          </ul>
        )}
        <Link to={leaguePath(leagueId, 'brand-deals')} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          Browse Brand Deals
        </Link>
      </CardContent>
    </Card>
  );
}
