import type { LeagueDetail } from '@il/contracts';
import { PageHeader } from '@il/ui';
import { PLAY_REFUSED_REASON, playRefusal } from '@il/ui/league';
import { useMinuteClock } from '../challenges/challenge-time';
import { ActiveDeals } from './ActiveDeals';
import { DealMarketplace } from './DealMarketplace';
import '../styles/game-screens.css';
import './brand-deals.css';

/** §2 Brand deals: the deals running now, then today's marketplace. */
export function BrandDealsScreen({ league }: { league: LeagueDetail }) {
  const now = useMinuteClock();
  // A closed league signs nothing more: the marketplace gives way to the reason.
  const refusal = playRefusal(league);
  const closedReason = refusal ? PLAY_REFUSED_REASON[refusal] : null;
  return (
    <div className="game-screen">
      <PageHeader eyebrow={league.name} title="Brand Deals" description="Sign sponsors, deliver the posts, get paid. Every post counts toward the deal due first." />
      <ActiveDeals leagueId={league.id} now={now} closedReason={refusal === 'pending' ? null : closedReason} />
      <DealMarketplace leagueId={league.id} now={now} closedReason={closedReason} />
    </div>
  );
}
