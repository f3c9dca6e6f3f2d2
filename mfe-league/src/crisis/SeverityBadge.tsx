import type { ScandalSeverity } from '@il/contracts';
import { Badge, cx } from '@il/ui';
import { severityBadgeVariant, severityLabel } from './severity';

/** A scandal's upper-cased severity, on its active card, its history card and in the dialog. */
export function SeverityBadge({ severity }: { severity: ScandalSeverity }) {
  return (
    <Badge variant={severityBadgeVariant(severity)} className={cx('crisis-severity', `crisis-severity--${severity}`)}>
      {severityLabel(severity)}
    </Badge>
  );
}
