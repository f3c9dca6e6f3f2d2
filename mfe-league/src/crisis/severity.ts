import type { ScandalSeverity } from '@il/contracts';
import type { BadgeVariant } from '@il/ui';

const SEVERITY_BADGE: Record<ScandalSeverity, BadgeVariant> = {
  low: 'secondary',
  medium: 'warning',
  high: 'destructive',
  critical: 'destructive',
};

export function severityBadgeVariant(severity: ScandalSeverity): BadgeVariant {
  return SEVERITY_BADGE[severity];
}

/** §2: the severity shows as an upper-cased badge; the text itself is upper case, not just styled. */
export function severityLabel(severity: ScandalSeverity): string {
  return severity.toUpperCase();
}
