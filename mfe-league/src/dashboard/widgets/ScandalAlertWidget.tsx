import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { buttonClass, callApi, leaguePath } from '@il/ui';
import type { DashboardWidgetProps } from './widget-props';

/** Scandal alert banner: shown only while a scandal waits for an answer; all clear shows nothing. */
export function ScandalAlertWidget({ leagueId }: DashboardWidgetProps) {
  const scandals = useQuery({ queryKey: ['scandals', 'active', leagueId], queryFn: () => callApi('activeScandals', { query: { leagueId } }), staleTime: 30_000 });
  const open = scandals.data ?? [];
  if (open.length === 0) return null;
  const first = open[0]!;
  return (
    <div className="scandal-banner" role="alert">
      <span className="scandal-banner__icon" aria-hidden="true">
        🚨
      </span>
      <div className="scandal-banner__text">
        <p className="scandal-banner__title">{open.length === 1 ? `Scandal: ${first.title}` : `${open.length} scandals need your response`}</p>
        <p className="scandal-banner__description">The internet is talking. Respond before it is too late.</p>
      </div>
      <Link to={leaguePath(leagueId, 'crisis')} className={buttonClass({ variant: 'destructive', size: 'sm' })}>
        Manage Crisis
      </Link>
    </div>
  );
}
