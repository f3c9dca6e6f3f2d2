import { useQueryClient } from '@tanstack/react-query';
import type { ActiveScandal } from '@il/contracts';
import { Badge, Button, Card, CardContent, cx } from '@il/ui';
import { formatCountdown, useCountdown } from './countdown';
import { SCANDAL_KEYS } from './scandal-queries';
import { severityBadgeVariant, severityLabel } from './severity';

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
    <Card className={cx('crisis-card', `crisis-card--${scandal.severity}`)} data-testid="active-scandal" data-scandal-id={scandal.id}>
      <CardContent className="game-card__body">
        <div className="game-card__head">
          <h3 className="game-card__title crisis-card__title">{scandal.title}</h3>
          <Badge variant={severityBadgeVariant(scandal.severity)} className={cx('crisis-severity', `crisis-severity--${scandal.severity}`)}>
            {severityLabel(scandal.severity)}
          </Badge>
        </div>
        <p className="crisis-card__description">{scandal.description}</p>
        <div className="game-card__foot">
          <span className="crisis-card__deadline">
            <span aria-hidden="true">⏳</span> {formatCountdown(remaining)} left to respond
          </span>
          <Button variant="destructive" onClick={() => onManage(scandal)} disabled={remaining === 0}>
            Manage Crisis
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
