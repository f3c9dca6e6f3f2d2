import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  eyebrow?: ReactNode;
}

export function PageHeader({ title, description, actions, eyebrow }: PageHeaderProps) {
  return (
    <header className="il-page-header">
      <div>
        {eyebrow && <p className="il-page-header__eyebrow">{eyebrow}</p>}
        <h1 className="il-page-header__title">{title}</h1>
        {description && <p className="il-page-header__description">{description}</p>}
      </div>
      {actions && <div className="il-page-header__actions">{actions}</div>}
    </header>
  );
}
