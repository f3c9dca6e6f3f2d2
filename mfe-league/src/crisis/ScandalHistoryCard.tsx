import { useState } from 'react';
import type { Scandal } from '@il/contracts';
import { Badge, Card, CardContent, cx } from '@il/ui';
import { formatDate } from '../format/numbers';
import { isLongDescription, responseLabel, truncateDescription } from './describe-scandal';
import { severityBadgeVariant, severityLabel } from './severity';

/** §2 Scandal History card: title, severity, triggered date, description (120 characters until asked), response. */
export function ScandalHistoryCard({ scandal }: { scandal: Scandal }) {
  const [expanded, setExpanded] = useState(false);
  const long = isLongDescription(scandal.description);
  const response = scandal.chosenResponse;
  return (
    <Card className="crisis-history-card" data-testid="scandal-history-item" data-scandal-id={scandal.id}>
      <CardContent className="game-card__body">
        <div className="game-card__head">
          <h3 className="game-card__title crisis-card__title">{scandal.title}</h3>
          <Badge variant={severityBadgeVariant(scandal.severity)} className={cx('crisis-severity', `crisis-severity--${scandal.severity}`)}>
            {severityLabel(scandal.severity)}
          </Badge>
        </div>
        <p className="crisis-history-card__date">
          Triggered <time dateTime={scandal.triggeredAt.toISOString()}>{formatDate(scandal.triggeredAt)}</time>
        </p>
        <p className="crisis-card__description">{expanded || !long ? scandal.description : truncateDescription(scandal.description)}</p>
        {long && (
          <button type="button" className="crisis-more" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
            {expanded ? 'Show Less' : 'Show More'}
          </button>
        )}
        <p className="crisis-history-card__response">
          Response:{' '}
          <Badge variant={response ? 'outline' : 'secondary'} className={cx('crisis-response', `crisis-response--${response ?? 'none'}`)}>
            {responseLabel(response)}
          </Badge>
        </p>
      </CardContent>
    </Card>
  );
}
