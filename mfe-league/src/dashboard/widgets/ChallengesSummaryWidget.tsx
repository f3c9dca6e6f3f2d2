import { ChallengesSummary } from '../../challenges/ChallengesSummary';
import type { DashboardWidgetProps } from './widget-props';

/** Daily challenges summary: active and completed counts, and View All Challenges. */
export function ChallengesSummaryWidget({ leagueId }: DashboardWidgetProps) {
  return <ChallengesSummary leagueId={leagueId} className="widget widget--challenges" />;
}
