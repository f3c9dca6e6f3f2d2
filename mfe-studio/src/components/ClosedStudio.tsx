import type { LeagueDetail } from '@il/contracts';
import { EmptyState } from '@il/ui';
import { CLOSED_LEAGUE_REASON, leagueClosure } from '@il/ui/league';
import Clapperboard from 'lucide-react/icons/clapperboard';
import { PostHistory } from './PostHistory';

/**
 * The studio of a league whose play is over: no card to choose and no Create Post (the server
 * would refuse every post), only what was posted, to look back on.
 */
export function ClosedStudio({ league }: { league: LeagueDetail }) {
  const closure = leagueClosure(league);
  return (
    <div className="studio-layout studio-layout--closed">
      <div className="studio-main">
        <EmptyState
          icon={<Clapperboard />}
          title="The studio is closed"
          description={`${closure ? CLOSED_LEAGUE_REASON[closure] : 'This league is over'}: nothing more can be posted here. Your posts stay in the history.`}
        />
      </div>
      {league.hasCharacter && (
        <aside className="studio-side" aria-label="Studio sidebar">
          <PostHistory leagueId={league.id} closed />
        </aside>
      )}
    </div>
  );
}
