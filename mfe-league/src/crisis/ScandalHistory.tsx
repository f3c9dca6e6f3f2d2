import { useQuery } from '@tanstack/react-query';
import { EmptyState, Skeleton, messageOf, useAuth } from '@il/ui';
import { RetryAlert } from '../errors/RetryAlert';
import { ScandalHistoryCard } from './ScandalHistoryCard';
import { scandalHistoryQuery } from './scandal-queries';
import ScrollText from 'lucide-react/icons/scroll-text';
import Sparkles from 'lucide-react/icons/sparkles';

/** §2 "Scandal History": answered and expired scandals, newest first. */
export function ScandalHistory({ leagueId }: { leagueId: number }) {
  const { status } = useAuth();
  const history = useQuery(scandalHistoryQuery(leagueId, status === 'authenticated'));
  return (
    <section className="game-section" aria-labelledby="crisis-history-title">
      <h2 id="crisis-history-title" className="game-section__title">
        <ScrollText /> Scandal History
      </h2>
      {history.isPending && (
        <div className="game-grid crisis-grid" role="status" aria-label="Loading scandal history">
          <Skeleton height={150} />
          <Skeleton height={150} />
        </div>
      )}
      {history.isError && (
        <RetryAlert title={`Error loading scandal history: ${messageOf(history.error, 'An unknown error occurred.')}`} onRetry={() => void history.refetch()} />
      )}
      {history.isSuccess && history.data.length === 0 && (
        <EmptyState icon={<Sparkles />} title="Clean Slate" description="No scandals in your past. Keep it that way, or make it interesting." />
      )}
      {history.isSuccess && history.data.length > 0 && (
        <div className="game-grid crisis-grid">
          {history.data.map((scandal) => (
            <ScandalHistoryCard key={scandal.id} scandal={scandal} />
          ))}
        </div>
      )}
    </section>
  );
}
