import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton, messageOf } from '@il/ui';
import { RetryAlert } from '../errors/RetryAlert';

export interface ScandalSectionProps<T> {
  headingId: string;
  icon: ReactNode;
  title: string;
  list: UseQueryResult<T[], unknown>;
  loadingLabel: string;
  skeletonHeight: number;
  /** Leads the error alert: "Error loading scandals: <why>". */
  errorTitle: string;
  empty: ReactNode;
  card(item: T): ReactNode;
  children?: ReactNode;
}

/** One list of the crisis screen: two placeholders while it loads, a retry on failure, its cards or what an empty list says. */
export function ScandalSection<T>({ headingId, icon, title, list, loadingLabel, skeletonHeight, errorTitle, empty, card, children }: ScandalSectionProps<T>) {
  return (
    <section className="game-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="game-section__title">
        {icon} {title}
      </h2>
      {list.isPending && (
        <div className="game-grid crisis-grid" role="status" aria-label={loadingLabel}>
          <Skeleton height={skeletonHeight} />
          <Skeleton height={skeletonHeight} />
        </div>
      )}
      {list.isError && <RetryAlert title={`${errorTitle}: ${messageOf(list.error, 'An unknown error occurred.')}`} onRetry={() => void list.refetch()} />}
      {list.isSuccess && list.data.length === 0 && empty}
      {list.isSuccess && list.data.length > 0 && <div className="game-grid crisis-grid">{list.data.map(card)}</div>}
      {children}
    </section>
  );
}
