import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Skeleton, useAuth } from '@il/ui';
import { RetryAlert } from '../errors/RetryAlert';
import { AcceptDealDialog } from './AcceptDealDialog';
import { availableDealsQuery } from './deal-queries';
import { MarketplaceDealCard } from './MarketplaceDealCard';
import ShoppingBag from 'lucide-react/icons/shopping-bag';

/** §2 Brand Deal Marketplace: today's offers, each accepted through a confirm dialog. */
export function DealMarketplace({ leagueId, now, closedReason = null }: { leagueId: number; now: number; closedReason?: string | null }) {
  const { status } = useAuth();
  const deals = useQuery(availableDealsQuery(leagueId, status === 'authenticated' && !closedReason));
  const [choosingId, setChoosingId] = useState<number | null>(null);
  const choosing = deals.data?.find((deal) => deal.id === choosingId) ?? null;
  return (
    <section className="game-section" aria-labelledby="deals-market-title">
      <h2 id="deals-market-title" className="game-section__title">
        <ShoppingBag /> Brand Deal Marketplace
      </h2>
      {closedReason && <p className="deals-section__empty">{closedReason}: the marketplace is closed.</p>}
      {!closedReason && deals.isPending && (
        <div className="game-grid" role="status" aria-label="Loading brand deals">
          <Skeleton height={300} />
          <Skeleton height={300} />
          <Skeleton height={300} />
        </div>
      )}
      {deals.isError && (
        <RetryAlert title="Failed to load brand deals. Please try again." onRetry={() => void deals.refetch()} />
      )}
      {deals.isSuccess && deals.data.length === 0 && <p className="deals-section__empty">No brand deals available right now. Check back later!</p>}
      {deals.isSuccess && deals.data.length > 0 && (
        <div className="game-grid">
          {deals.data.map((deal) => (
            <MarketplaceDealCard key={deal.id} deal={deal} now={now} onAccept={(chosen) => setChoosingId(chosen.id)} />
          ))}
        </div>
      )}
      {choosing && <AcceptDealDialog key={choosing.id} leagueId={leagueId} deal={choosing} onClose={() => setChoosingId(null)} />}
    </section>
  );
}
