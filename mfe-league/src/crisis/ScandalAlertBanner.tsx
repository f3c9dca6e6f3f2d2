import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { buttonClass, leaguePath } from '@il/ui';
import { formatCountdown, useCountdown } from './countdown';
import { SCANDAL_KEYS, activeScandalsQuery } from './scandal-queries';
import { severityLabel } from './severity';
import './crisis.css';
import Siren from 'lucide-react/icons/siren';

/** The dashboard's scandal alert: only while a scandal waits for an answer; all clear shows nothing. */
export function ScandalAlertBanner({ leagueId }: { leagueId: number }) {
  const scandals = useQuery(activeScandalsQuery(leagueId));
  const open = scandals.data ?? [];
  const first = open[0];
  if (!first) return null;
  const soonest = open.reduce((earliest, scandal) => (scandal.expiresAt < earliest.expiresAt ? scandal : earliest), first);
  return (
    <div className="crisis-alert" role="alert" data-testid="scandal-alert">
      <span className="crisis-alert__icon" aria-hidden="true">
        <Siren />
      </span>
      <div className="crisis-alert__text">
        <p className="crisis-alert__title">{open.length === 1 ? `Scandal Alert: ${first.title}` : `Scandal Alert: ${open.length} scandals need your response`}</p>
        <p className="crisis-alert__description">
          {open.length === 1 ? `${severityLabel(first.severity)} severity. ` : ''}The internet is talking. <Deadline deadline={soonest.expiresAt} />
        </p>
      </div>
      <Link to={leaguePath(leagueId, 'crisis')} className={buttonClass({ variant: 'destructive', size: 'sm' })}>
        Manage Crisis
      </Link>
    </div>
  );
}

function Deadline({ deadline }: { deadline: Date }) {
  const queryClient = useQueryClient();
  // An unanswered scandal leaves the active list at its deadline; the banner goes with it.
  const remaining = useCountdown(deadline, () => void queryClient.invalidateQueries({ queryKey: SCANDAL_KEYS.all }));
  return <span className="crisis-alert__deadline">{formatCountdown(remaining)} left to respond.</span>;
}
