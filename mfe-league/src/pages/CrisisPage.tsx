import { Navigate, useParams } from 'react-router';
import { leaguePath } from '@il/ui';
import { LeagueGuard, useDocumentTitle } from '@il/ui/league';
import { CrisisScreen } from '../crisis/CrisisScreen';

/** §2 Crisis management, behind the league guard; no character yet means character creation (§8). */
export default function CrisisPage() {
  const { leagueId } = useParams();
  useDocumentTitle('Crisis Management');
  return (
    <LeagueGuard leagueId={leagueId}>
      {(league) => (league.hasCharacter ? <CrisisScreen league={league} /> : <Navigate to={leaguePath(league.id, 'create-character')} replace />)}
    </LeagueGuard>
  );
}
