import { useState } from 'react';
import type { Scandal } from '@il/contracts';
import { Badge, cx } from '@il/ui';
import { GameCard } from '@il/ui/league';
import { formatDate } from '../format/numbers';
import { isLongDescription, responseLabel, truncateDescription } from './describe-scandal';
import { SeverityBadge } from './SeverityBadge';

/** §2 Scandal History card: title, severity, triggered date, description (120 characters until asked), response. */
export function ScandalHistoryCard({ scandal }: { scandal: Scandal }) {
  const [expanded, setExpanded] = useState(false);
  const long = isLongDescription(scandal.description);
  const response = scandal.chosenResponse;
  return (
    <GameCard className="crisis-history-card" data-testid="scandal-history-item" data-scandal-id={scandal.id} title={scandal.title} aside={<SeverityBadge severity={scandal.severity} />}>
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
    </GameCard>
  );
}
