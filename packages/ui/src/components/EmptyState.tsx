import type { ReactNode } from 'react';
import { cx } from './cx';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div className={cx('il-empty', className)}>
      {icon && <div className="il-empty__icon" aria-hidden="true">{icon}</div>}
      <h3 className="il-empty__title">{title}</h3>
      {description && <p className="il-empty__description">{description}</p>}
      {action && <div className="il-empty__action">{action}</div>}
    </div>
  );
}
