import { Navigate, useParams } from 'react-router';
import { leaguePath } from '@il/ui';
import { LeagueGuard, useDocumentTitle } from '@il/ui/league';
import { ProgressionScreen } from '../progression/ProgressionScreen';

/** §2 Progression, behind the league guard; no character yet means character creation (§8). */
export default function ProgressionPage() {
  const { leagueId } = useParams();
  useDocumentTitle('Your Progression');
  return (
    <LeagueGuard leagueId={leagueId}>
      {(league) => (league.hasCharacter ? <ProgressionScreen league={league} /> : <Navigate to={leaguePath(league.id, 'create-character')} replace />)}
    </LeagueGuard>
  );
}
