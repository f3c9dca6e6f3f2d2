import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export type BadgeVariant = 'default' | 'success' | 'warning' | 'secondary' | 'destructive' | 'outline';

export function Badge({ variant = 'default', className, ...rest }: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return <span className={cx('il-badge', `il-badge--${variant}`, className)} {...rest} />;
}
