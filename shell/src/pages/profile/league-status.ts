import type { BadgeVariant } from '@il/ui';

/** §2 Leagues list status badges: active success, pending warning, completed secondary, cancelled destructive. */
export const STATUS_BADGE: Record<string, BadgeVariant> = {
  active: 'success',
  pending: 'warning',
  completed: 'secondary',
  cancelled: 'destructive',
};

export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
