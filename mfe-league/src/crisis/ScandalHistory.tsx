import { useQuery } from '@tanstack/react-query';
import { EmptyState, useAuth } from '@il/ui';
import { ScandalHistoryCard } from './ScandalHistoryCard';
import { scandalHistoryQuery } from './scandal-queries';
import { ScandalSection } from './ScandalSection';
import ScrollText from 'lucide-react/icons/scroll-text';
import Sparkles from 'lucide-react/icons/sparkles';

/** §2 "Scandal History": answered and expired scandals, newest first. */
export function ScandalHistory({ leagueId }: { leagueId: number }) {
  const { status } = useAuth();
  const history = useQuery(scandalHistoryQuery(leagueId, status === 'authenticated'));
  return (
    <ScandalSection
      headingId="crisis-history-title"
      icon={<ScrollText />}
      title="Scandal History"
      list={history}
      loadingLabel="Loading scandal history"
      skeletonHeight={150}
      errorTitle="Error loading scandal history"
      empty={<EmptyState icon={<Sparkles />} title="Clean Slate" description="No scandals in your past. Keep it that way, or make it interesting." />}
      card={(scandal) => <ScandalHistoryCard key={scandal.id} scandal={scandal} />}
    />
  );
}
