import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@il/ui';
import { ActiveScandalCard } from './ActiveScandalCard';
import { activeScandalsQuery } from './scandal-queries';
import { ScandalResponseDialog } from './ScandalResponseDialog';
import { ScandalSection } from './ScandalSection';
import Flame from 'lucide-react/icons/flame';
import ShieldCheck from 'lucide-react/icons/shield-check';

/** §2 "Active Scandals": one card per unanswered scandal, and the response dialog of the one managed. */
export function ActiveScandals({ leagueId }: { leagueId: number }) {
  const scandals = useQuery(activeScandalsQuery(leagueId));
  const [managingId, setManagingId] = useState<number | null>(null);
  // A scandal that left the list (answered elsewhere, expired) takes its dialog with it.
  const managing = scandals.data?.find((scandal) => scandal.id === managingId) ?? null;

  return (
    <ScandalSection
      headingId="crisis-active-title"
      icon={<Flame />}
      title="Active Scandals"
      list={scandals}
      loadingLabel="Loading active scandals"
      skeletonHeight={170}
      errorTitle="Error loading scandals"
      empty={<EmptyState icon={<ShieldCheck />} title="All Clear!" description="No scandals right now. Your reputation is safe... for now." />}
      card={(scandal) => <ActiveScandalCard key={scandal.id} scandal={scandal} onManage={(chosen) => setManagingId(chosen.id)} />}
    >
      {managing && <ScandalResponseDialog key={managing.id} leagueId={leagueId} scandal={managing} onClose={() => setManagingId(null)} />}
    </ScandalSection>
  );
}
