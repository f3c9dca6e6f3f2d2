import { Navigate, useParams } from 'react-router';
import { leaguePath } from '@il/ui';
import { LeagueGuard, useDocumentTitle } from '@il/ui/league';
import { ChallengesScreen } from '../challenges/ChallengesScreen';

/** §2 Daily challenges, behind the league guard; no character yet means character creation (§8). */
export default function ChallengesPage() {
  const { leagueId } = useParams();
  useDocumentTitle('Daily Challenges');
  return (
    <LeagueGuard leagueId={leagueId}>
      {(league) => (league.hasCharacter ? <ChallengesScreen league={league} /> : <Navigate to={leaguePath(league.id, 'create-character')} replace />)}
    </LeagueGuard>
  );
}
