import { useParams } from 'react-router';
import { PageHeader, parseLeagueId } from '@il/ui';
import { ContentStudio } from '../components/ContentStudio';
import { StudioLeagueGuard } from '../components/StudioLeagueGuard';
import { useLeagueAccess } from '../studio/use-league-access';
import { useDocumentTitle } from '../studio/use-document-title';
import '../styles/studio.css';

export const STUDIO_SUBTITLE = 'Craft your next viral moment and grow your influence strategically.';

/** /leagues/{leagueId}/create-content: the Content Studio (§2). */
export default function ContentStudioPage() {
  useDocumentTitle('Create Content');
  const leagueId = parseLeagueId(useParams().leagueId);
  const league = useLeagueAccess(leagueId).data;
  return (
    <div className="studio">
      <PageHeader eyebrow={league?.isMember ? league.name : undefined} title="Content Studio" description={STUDIO_SUBTITLE} />
      <StudioLeagueGuard leagueId={leagueId}>{(detail) => <ContentStudio league={detail} />}</StudioLeagueGuard>
    </div>
  );
}
