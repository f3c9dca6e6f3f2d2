import type { HTMLAttributes, ReactNode } from 'react';
import { Card, CardContent, cx } from '@il/ui';
import './game-card.css';

/**
 * How a card stands out: `success` glows green (a challenge to claim), `done` steps back (claimed),
 * `danger` is tinted red (a scandal), `critical` glows red too.
 */
export type GameCardTone = 'default' | 'success' | 'done' | 'danger' | 'critical';

export interface GameCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The card's name, as its h3. */
  title?: ReactNode;
  /** A richer left side of the head instead of the title (a brand with its logo). */
  header?: ReactNode;
  /** The head's right side: a badge, a price. */
  aside?: ReactNode;
  /** The bottom row, pinned to the card's foot so the cards of a row line up; its last item sits right. */
  footer?: ReactNode;
  tone?: GameCardTone;
  bodyClassName?: string;
}

/** The card of the game screens: brand deals, scandals, challenges, achievements. */
export function GameCard({ title, header, aside, footer, tone = 'default', className, bodyClassName, children, ...rest }: GameCardProps) {
  const hasHead = title !== undefined || header !== undefined || aside !== undefined;
  return (
    <Card className={cx('il-game-card', tone !== 'default' && `il-game-card--${tone}`, className)} {...rest}>
      <CardContent className={cx('il-game-card__body', bodyClassName)}>
        {hasHead && (
          <div className="il-game-card__head">
            {header ?? <h3 className="il-game-card__title">{title}</h3>}
            {aside}
          </div>
        )}
        {children}
        {footer !== undefined && <div className="il-game-card__foot">{footer}</div>}
      </CardContent>
    </Card>
  );
}
