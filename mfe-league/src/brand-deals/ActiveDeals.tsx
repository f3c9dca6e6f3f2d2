import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, Skeleton, messageOf, useAuth } from '@il/ui';
import { RetryAlert } from '../errors/RetryAlert';
import { ActiveDealCard } from './ActiveDealCard';
import { activeDealsQuery } from './deal-queries';
import Handshake from 'lucide-react/icons/handshake';

/** §2 active deals section: the player's signed deals and how far each is delivered. */
export function ActiveDeals({ leagueId, now, closedReason = null }: { leagueId: number; now: number; closedReason?: string | null }) {
  const { status } = useAuth();
  const deals = useQuery(activeDealsQuery(leagueId, status === 'authenticated'));
  return (
    <section className="game-section" aria-labelledby="deals-active-title">
      <h2 id="deals-active-title" className="game-section__title">
        <Handshake /> Your Active Deals
      </h2>
      {deals.isPending && <Skeleton height={96} />}
      {deals.isError && (
        <RetryAlert title={`Error loading brand deals: ${messageOf(deals.error, 'An unknown error occurred.')}`} onRetry={() => void deals.refetch()} />
      )}
      {deals.isSuccess && deals.data.length === 0 && (
        <p className="deals-section__empty">{closedReason ? `${closedReason}: no deal runs any more.` : 'No active brand deals. Keep growing your influence!'}</p>
      )}
      {deals.isSuccess && deals.data.length > 0 && (
        <div className="game-grid">
          {deals.data.map((deal) => (
            <Card key={deal.id} className="deals-active-card">
              <CardContent className="deals-active-card__body">
                <ActiveDealCard deal={deal} now={now} />
              </CardContent>
            </Card>
          ))}
        </div>
      )}
    </section>
  );
}
