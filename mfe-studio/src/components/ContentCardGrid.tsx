import type { ContentCard } from '@il/contracts';
import { Alert, Skeleton, messageOf } from '@il/ui';
import { ContentCardView } from './ContentCardView';
import Film from 'lucide-react/icons/film';

/** §9: three skeleton cards while the options load. */
export const CONTENT_CARD_SKELETONS = 3;
export const NO_CONTENT_OPTIONS = 'No content options available. Try selecting a different content type or check back later.';

export interface ContentCardGridProps {
  status: 'pending' | 'error' | 'success';
  cards: readonly ContentCard[] | undefined;
  error: unknown;
  energy: number;
  relevance: number;
  disabled: boolean;
  onChoose: (card: ContentCard) => void;
}

export function ContentCardGrid({ status, cards, error, energy, relevance, disabled, onChoose }: ContentCardGridProps) {
  if (status === 'pending') {
    return (
      <div className="studio-grid" role="status" aria-label="Loading content options">
        {Array.from({ length: CONTENT_CARD_SKELETONS }, (_, index) => (
          <div key={index} className="il-card studio-card" data-testid="content-card-skeleton">
            <Skeleton className="studio-card-image" />
            <div className="studio-card__body">
              <Skeleton height={20} width="70%" />
              <Skeleton height={14} width="95%" />
              <Skeleton height={14} width="60%" />
              <Skeleton height={36} width="100%" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (status === 'error') {
    return (
      <Alert variant="error" title="Could not load content options">
        {messageOf(error, 'The studio did not answer. Please try again.')}
      </Alert>
    );
  }
  if (!cards || cards.length === 0) {
    return (
      <div className="il-empty studio-empty">
        <div className="il-empty__icon" aria-hidden="true">
          <Film />
        </div>
        <p className="il-empty__description">{NO_CONTENT_OPTIONS}</p>
      </div>
    );
  }
  return (
    <ul className="studio-grid" aria-label="Content options">
      {cards.map((card) => (
        <li key={card.id}>
          <ContentCardView card={card} energy={energy} relevance={relevance} disabled={disabled} onChoose={onChoose} />
        </li>
      ))}
    </ul>
  );
}
