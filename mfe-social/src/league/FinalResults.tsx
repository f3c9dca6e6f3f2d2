import { useQuery } from '@tanstack/react-query';
import { Alert, Avatar, Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, Skeleton, callApi, serverMessageOf } from '@il/ui';
import { socialKeys } from '../query-keys';
import { GUARD_TEXTS } from './guard-texts';

/** §2: a completed league shows its final standings and champion instead of its gameplay screens. */
export function FinalResults({ leagueId }: { leagueId: number }) {
  const results = useQuery({
    queryKey: socialKeys.finalResults(leagueId),
    queryFn: () => callApi('finalResults', { query: { leagueId } }),
    staleTime: Infinity,
  });

  if (results.isPending) {
    return (
      <div className="social-results" role="status" aria-label="Loading final results">
        <Skeleton height={120} />
        <Skeleton height={260} />
      </div>
    );
  }
  if (results.isError) {
    return <Alert variant="error">{GUARD_TEXTS.finalResultsError(serverMessageOf(results.error, 'The league service did not answer.'))}</Alert>;
  }
  const { league, standings, champion } = results.data;
  return (
    <div className="social-results">
      <Card className="social-results__champion">
        <CardContent>
          <p className="social-results__eyebrow">🏆 {league.name} is over</p>
          {champion ? (
            <div className="social-results__winner">
              <Avatar name={champion.characterName} src={champion.avatarUrl} size="xl" />
              <div>
                <h2 className="social-results__winner-name">{champion.characterName}</h2>
                <p className="social-results__winner-score">Champion · {champion.compositeScore.toFixed(2)} points</p>
              </div>
            </div>
          ) : (
            <p className="social-results__winner-score">No champion was crowned.</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Final Standings</CardTitle>
          <CardDescription>The season is over: feed and chat are closed, the standings are final.</CardDescription>
        </CardHeader>
        <CardContent>
          {standings.length === 0 ? (
            <EmptyState icon="📊" title="No standings available" description={GUARD_TEXTS.noStandings} />
          ) : (
            <ol className="social-results__list">
              {standings.map((entry) => (
                <li key={entry.userId} className="social-results__row">
                  <Badge variant={entry.rank === 1 ? 'warning' : 'secondary'}>#{entry.rank}</Badge>
                  <Avatar name={entry.characterName} src={entry.avatarUrl} size="sm" />
                  <span className="social-results__name">{entry.characterName}</span>
                  <span className="social-results__score">{entry.compositeScore.toFixed(2)}</span>
                  <span className="social-results__parts">
                    Followers {entry.followersScore.toFixed(1)} · Money {entry.moneyScore.toFixed(1)} · Relevance {entry.relevanceScore.toFixed(1)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
