import { Link, useParams } from 'react-router';
import { PageHeader, leaguePath } from '@il/ui';
import { LeagueGuard, useDocumentTitle } from '@il/ui/league';
import { InvitePlayersCard } from '../leaderboard/InvitePlayersCard';
import { LeaderboardList } from '../leaderboard/LeaderboardList';
import { SeasonReplay } from '../leaderboard/SeasonReplay';
import '../styles/leaderboard.css';
import '../styles/season-replay.css';
import ArrowLeft from 'lucide-react/icons/arrow-left';

/** §2 Leaderboard: the league's ranking and the Invite Players card; below them, the season replayed. */
export default function LeaderboardPage() {
  const { leagueId } = useParams();
  useDocumentTitle('Leaderboard');
  return (
    <LeagueGuard leagueId={leagueId}>
      {(league) => (
        <div className="leaderboard">
          <Link to={leaguePath(league.id)} className="leaderboard__back">
            <ArrowLeft /> Back to Dashboard
          </Link>
          <PageHeader eyebrow="Leaderboard" title={league.name} description={league.description || 'Who has the most influence in the league right now.'} />
          <div className="leaderboard__columns">
            <LeaderboardList leagueId={league.id} />
            <InvitePlayersCard league={league} />
          </div>
          <SeasonReplay leagueId={league.id} />
        </div>
      )}
    </LeagueGuard>
  );
}
