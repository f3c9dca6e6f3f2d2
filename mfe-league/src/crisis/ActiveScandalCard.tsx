import { useQueryClient } from '@tanstack/react-query';
import type { ActiveScandal } from '@il/contracts';
import { Button } from '@il/ui';
import { GameCard } from '@il/ui/league';
import { formatCountdown, useCountdown } from './countdown';
import { SCANDAL_KEYS } from './scandal-queries';
import { SeverityBadge } from './SeverityBadge';
import Hourglass from 'lucide-react/icons/hourglass';

export interface ActiveScandalCardProps {
  scandal: ActiveScandal;
  onManage: (scandal: ActiveScandal) => void;
}

/** §2 Active Scandals card: title, upper-cased severity, description, Manage Crisis. */
export function ActiveScandalCard({ scandal, onManage }: ActiveScandalCardProps) {
  const queryClient = useQueryClient();
  // Once the deadline passes the server files the scandal under history; fetch both lists again.
  const remaining = useCountdown(scandal.expiresAt, () => void queryClient.invalidateQueries({ queryKey: SCANDAL_KEYS.all }));
  return (
    <GameCard
      tone={scandal.severity === 'critical' ? 'critical' : 'danger'}
      data-testid="active-scandal"
      data-scandal-id={scandal.id}
      title={scandal.title}
      aside={<SeverityBadge severity={scandal.severity} />}
      footer={
        <>
          <span className="crisis-card__deadline">
            <Hourglass /> {formatCountdown(remaining)} left to respond
          </span>
          <Button variant="destructive" onClick={() => onManage(scandal)} disabled={remaining === 0}>
            Manage Crisis
          </Button>
        </>
      }
    >
      <p className="crisis-card__description">{scandal.description}</p>
    </GameCard>
  );
}
