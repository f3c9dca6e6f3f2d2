import { ScandalAlertBanner } from '../../crisis/ScandalAlertBanner';
import type { DashboardWidgetProps } from './widget-props';

/** Scandal alert banner: shown only while a scandal waits for an answer, linking to Crisis. */
export function ScandalAlertWidget({ leagueId }: DashboardWidgetProps) {
  return <ScandalAlertBanner leagueId={leagueId} />;
}
