import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  variant?: 'error' | 'info' | 'success' | 'warning';
  title?: ReactNode;
}

export function Alert({ variant = 'info', title, className, children, ...rest }: AlertProps) {
  // Errors interrupt; the rest is announced politely.
  const role = variant === 'error' ? 'alert' : 'status';
  return (
    <div role={role} className={cx('il-alert', `il-alert--${variant}`, className)} {...rest}>
      {title && <p className="il-alert__title">{title}</p>}
      {children && <div className="il-alert__body">{children}</div>}
    </div>
  );
}
