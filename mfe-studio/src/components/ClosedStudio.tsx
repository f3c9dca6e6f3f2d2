import type { LeagueDetail } from '@il/contracts';
import { EmptyState } from '@il/ui';
import { PLAY_REFUSED_REASON, playRefusal } from '@il/ui/league';
import Clapperboard from 'lucide-react/icons/clapperboard';
import { PostHistory } from './PostHistory';

/**
 * The studio of a league whose play is over, or not begun: no card to choose and no Create Post
 * (the server would refuse every post), only what was posted, to look back on.
 */
export function ClosedStudio({ league }: { league: LeagueDetail }) {
  const refusal = playRefusal(league);
  return (
    <div className="studio-layout studio-layout--closed">
      <div className="studio-main">
        <EmptyState
          icon={<Clapperboard />}
          title={refusal === 'pending' ? 'The studio opens with the season' : 'The studio is closed'}
          description={
            refusal === 'pending'
              ? `${PLAY_REFUSED_REASON.pending}: posting opens when the season starts.`
              : `${refusal ? PLAY_REFUSED_REASON[refusal] : 'This league is over'}: nothing more can be posted here. Your posts stay in the history.`
          }
        />
      </div>
      {league.hasCharacter && (
        <aside className="studio-side" aria-label="Studio sidebar">
          <PostHistory leagueId={league.id} closed={refusal !== 'pending'} />
        </aside>
      )}
    </div>
  );
}
