import { ActiveDealsList } from '../../brand-deals/ActiveDealsList';
import type { DashboardWidgetProps } from './widget-props';

/** Active brand deals, from the game state (it carries them): brand, pay, status and posts delivered. */
export function ActiveDealsWidget({ leagueId, state }: DashboardWidgetProps) {
  return <ActiveDealsList leagueId={leagueId} deals={state.activeBrandDeals} className="widget widget--deals" />;
}
