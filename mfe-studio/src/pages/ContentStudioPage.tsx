import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Alert, PageHeader, buttonClass, parseLeagueId } from '@il/ui';
import { CharacterNeeded, leagueDetailQuery, LeagueGuard, playRefusal, useDocumentTitle } from '@il/ui/league';
import Clapperboard from 'lucide-react/icons/clapperboard';
import { ClosedStudio } from '../components/ClosedStudio';
import { ContentStudio } from '../components/ContentStudio';
import '../styles/studio.css';

const STUDIO_SUBTITLE = 'Craft your next viral moment and grow your influence strategically.';
/** §2 Content Studio's own wording for a missing or invalid league id (one line, title first). */
const INVALID_LEAGUE_TEXT = 'The league ID in the URL is missing or invalid. Please check the address and try again.';

/** /leagues/{leagueId}/create-content: the Content Studio (§2). */
export default function ContentStudioPage() {
  useDocumentTitle('Create Content', { withAppName: false });
  const raw = useParams().leagueId;
  const leagueId = parseLeagueId(raw);
  // The guard's own query (same key): the header names the league and steps aside for final results.
  const detail = useQuery({ ...leagueDetailQuery(leagueId ?? 0), enabled: leagueId !== null });
  const league = detail.data;
  return (
    <div className="studio">
      {league?.status !== 'completed' && (
        <PageHeader eyebrow={league?.isMember ? league.name : undefined} title="Content Studio" description={STUDIO_SUBTITLE} />
      )}
      {leagueId === null ? (
        <div className="studio-guard">
          <Alert variant="error">
            <strong>Invalid League:</strong> {INVALID_LEAGUE_TEXT}
          </Alert>
          <Link to="/leagues" className={buttonClass({ variant: 'secondary' })}>
            Back to Leagues
          </Link>
        </div>
      ) : (
        <LeagueGuard leagueId={raw}>
          {(member) =>
            playRefusal(member) ? (
              <ClosedStudio league={member} />
            ) : member.hasCharacter ? (
              <ContentStudio league={member} />
            ) : (
              <CharacterNeeded leagueId={member.id} action="post" icon={<Clapperboard />} />
            )
          }
        </LeagueGuard>
      )}
    </div>
  );
}
