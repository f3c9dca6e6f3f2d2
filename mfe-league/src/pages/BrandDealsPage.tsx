import { Navigate, useParams } from 'react-router';
import { leaguePath } from '@il/ui';
import { LeagueGuard, useDocumentTitle } from '@il/ui/league';
import { BrandDealsScreen } from '../brand-deals/BrandDealsScreen';

/** §2 Brand deals, behind the league guard; no character yet means character creation (§8). */
export default function BrandDealsPage() {
  const { leagueId } = useParams();
  useDocumentTitle('Brand Deals');
  return (
    <LeagueGuard leagueId={leagueId}>
      {(league) => (league.hasCharacter ? <BrandDealsScreen league={league} /> : <Navigate to={leaguePath(league.id, 'create-character')} replace />)}
    </LeagueGuard>
  );
}
