import { Link } from 'react-router';
import type { ActiveBrandDeal } from '@il/contracts';
import { Card, CardContent, CardHeader, CardTitle, buttonClass, cx, leaguePath } from '@il/ui';
import { useMinuteClock } from '../challenges/challenge-time';
import { ActiveDealCard } from './ActiveDealCard';
import '../styles/game-screens.css';
import './brand-deals.css';
import Handshake from 'lucide-react/icons/handshake';

/** The dashboard's active brand deals list, from the game state (it carries the same list). */
export function ActiveDealsList({ leagueId, deals, className }: { leagueId: number; deals: readonly ActiveBrandDeal[]; className?: string }) {
  const now = useMinuteClock();
  return (
    <Card className={cx('deals-list', className)} data-testid="active-deals-widget">
      <CardHeader>
        <CardTitle className="game-widget__title">
          <Handshake /> Active Brand Deals
        </CardTitle>
      </CardHeader>
      <CardContent className="deals-list__content">
        {deals.length === 0 ? (
          <p className="deals-list__empty">No active brand deals. Keep growing your influence!</p>
        ) : (
          <ul className="deals-list__items">
            {deals.map((deal) => (
              <li key={deal.id}>
                <ActiveDealCard deal={deal} now={now} compact />
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
