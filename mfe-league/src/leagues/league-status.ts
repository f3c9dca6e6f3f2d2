import type { LeagueStatus } from '@il/contracts';
import type { BadgeVariant } from '@il/ui';

/** §2: active success, pending warning, completed secondary, cancelled destructive. */
export const STATUS_BADGE: Record<LeagueStatus, BadgeVariant> = {
  active: 'success',
  pending: 'warning',
  completed: 'secondary',
  cancelled: 'destructive',
};

export function statusLabel(status: LeagueStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
