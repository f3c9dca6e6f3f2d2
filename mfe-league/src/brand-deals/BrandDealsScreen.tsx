import type { LeagueDetail } from '@il/contracts';
import { PageHeader } from '@il/ui';
import { CLOSED_LEAGUE_REASON, leagueClosure } from '@il/ui/league';
import { useMinuteClock } from '../challenges/challenge-time';
import { ActiveDeals } from './ActiveDeals';
import { DealMarketplace } from './DealMarketplace';
import '../styles/game-screens.css';
import './brand-deals.css';

/** §2 Brand deals: the deals running now, then today's marketplace. */
export function BrandDealsScreen({ league }: { league: LeagueDetail }) {
  const now = useMinuteClock();
  // A closed league signs nothing more: the marketplace gives way to the reason.
  const closure = leagueClosure(league);
  const closedReason = closure ? CLOSED_LEAGUE_REASON[closure] : null;
  return (
    <div className="game-screen">
      <PageHeader eyebrow={league.name} title="Brand Deals" description="Sign sponsors, deliver the posts, get paid. Every post counts toward the deal due first." />
      <ActiveDeals leagueId={league.id} now={now} closedReason={closedReason} />
      <DealMarketplace leagueId={league.id} now={now} closedReason={closedReason} />
    </div>
  );
}
