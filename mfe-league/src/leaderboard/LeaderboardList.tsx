import { useQuery } from '@tanstack/react-query';
import { Alert, Avatar, Badge, Card, CardContent, EmptyState, Skeleton, cx, messageOf, useAuth } from '@il/ui';
import { RankMark, formatCompositeScore } from '@il/ui/league';
import { leaderboardQuery } from './leaderboard-query';
import ChartColumn from 'lucide-react/icons/chart-column';

/** The ranked list: rank, avatar, character name and score (2 decimals); the viewer's row stands out. */
export function LeaderboardList({ leagueId }: { leagueId: number }) {
  const board = useQuery(leaderboardQuery(leagueId));
  const auth = useAuth();
  const viewerId = auth.user?.id;

  if (board.isPending) {
    return (
      <div className="leaderboard__list" role="status" aria-busy="true" aria-label="Loading leaderboard">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={68} />
        ))}
      </div>
    );
  }
  if (board.isError) {
    return <Alert variant="error">Could not load leaderboard: {messageOf(board.error, 'An unknown error occurred.')}</Alert>;
  }
  if (board.data.length === 0) {
    return <EmptyState icon={<ChartColumn />} title="The stage is empty" description="No players on the leaderboard yet. The competition is just beginning!" />;
  }
  return (
    <Card>
      <CardContent className="leaderboard__card">
        <ol className="leaderboard__list" aria-label="Rankings">
          {board.data.map((entry) => {
            const isYou = entry.userId === viewerId;
            return (
              <li key={entry.userId} className={cx('leaderboard__row', entry.rank <= 3 && `leaderboard__row--top${entry.rank}`, isYou && 'leaderboard__row--you')}>
                <span className="leaderboard__rank" aria-label={`Rank ${entry.rank}`}>
                  <RankMark rank={entry.rank} />
                </span>
                <Avatar name={entry.characterName} src={entry.avatarUrl} size="md" />
                <span className="leaderboard__name">
                  <span className="leaderboard__name-text" title={entry.characterName}>
                    {entry.characterName}
                  </span>
                  {isYou && <Badge variant="default">You</Badge>}
                </span>
                <span className="leaderboard__score">
                  {formatCompositeScore(entry.compositeScore)}
                  <span className="leaderboard__score-unit"> pts</span>
                </span>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
