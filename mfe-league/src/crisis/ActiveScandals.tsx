import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, Skeleton, messageOf } from '@il/ui';
import { RetryAlert } from '../errors/RetryAlert';
import { ActiveScandalCard } from './ActiveScandalCard';
import { activeScandalsQuery } from './scandal-queries';
import { ScandalResponseDialog } from './ScandalResponseDialog';
import Flame from 'lucide-react/icons/flame';
import ShieldCheck from 'lucide-react/icons/shield-check';

/** §2 "Active Scandals": one card per unanswered scandal, and the response dialog of the one managed. */
export function ActiveScandals({ leagueId }: { leagueId: number }) {
  const scandals = useQuery(activeScandalsQuery(leagueId));
  const [managingId, setManagingId] = useState<number | null>(null);
  // A scandal that left the list (answered elsewhere, expired) takes its dialog with it.
  const managing = scandals.data?.find((scandal) => scandal.id === managingId) ?? null;

  return (
    <section className="game-section" aria-labelledby="crisis-active-title">
      <h2 id="crisis-active-title" className="game-section__title">
        <Flame /> Active Scandals
      </h2>
      {scandals.isPending && (
        <div className="game-grid crisis-grid" role="status" aria-label="Loading active scandals">
          <Skeleton height={170} />
          <Skeleton height={170} />
        </div>
      )}
      {scandals.isError && (
        <RetryAlert title={`Error loading scandals: ${messageOf(scandals.error, 'An unknown error occurred.')}`} onRetry={() => void scandals.refetch()} />
      )}
      {scandals.isSuccess && scandals.data.length === 0 && (
        <EmptyState icon={<ShieldCheck />} title="All Clear!" description="No scandals right now. Your reputation is safe... for now." />
      )}
      {scandals.isSuccess && scandals.data.length > 0 && (
        <div className="game-grid crisis-grid">
          {scandals.data.map((scandal) => (
            <ActiveScandalCard key={scandal.id} scandal={scandal} onManage={(chosen) => setManagingId(chosen.id)} />
          ))}
        </div>
      )}
      {managing && <ScandalResponseDialog key={managing.id} leagueId={leagueId} scandal={managing} onClose={() => setManagingId(null)} />}
    </section>
  );
}
