import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { League, LeaderboardEntry } from '@il/contracts';
import { Alert, Avatar, Badge, Button, Card, CardContent, EmptyState, PageHeader, Skeleton, buttonClass, leaguePath, messageOf } from '@il/ui';
import { finalResultsQuery } from './league-queries';
import { formatComponentScore, formatCompositeScore } from './scores';
import Crown from 'lucide-react/icons/crown';
import Flag from 'lucide-react/icons/flag';
import { RankMark } from './RankMark';

function ChampionCard({ champion }: { champion: LeaderboardEntry }) {
  return (
    <Card className="il-final__champion">
      <CardContent className="il-final__champion-content">
        <span className="il-final__champion-avatar">
          <span className="il-final__crown" aria-hidden="true">
            <Crown />
          </span>
          <Avatar name={champion.characterName} src={champion.avatarUrl} size="xl" />
        </span>
        <div className="il-final__champion-text">
          <p className="il-final__champion-label">Champion</p>
          <h2 className="il-final__champion-name">{champion.characterName}</h2>
          <p className="il-final__champion-score">
            <span className="il-gradient-text">{formatCompositeScore(champion.compositeScore)}</span> final score
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function StandingRow({ entry }: { entry: LeaderboardEntry }) {
  return (
    <li className={`il-final__row${entry.rank === 1 ? ' il-final__row--champion' : ''}`}>
      <span className="il-final__rank" aria-label={`Rank ${entry.rank}`}>
        <RankMark rank={entry.rank} />
      </span>
      <Avatar name={entry.characterName} src={entry.avatarUrl} size="md" />
      <span className="il-final__name" title={entry.characterName}>
        {entry.characterName}
      </span>
      <dl className="il-final__scores">
        <div>
          <dt>Followers</dt>
          <dd>{formatComponentScore(entry.followersScore)}</dd>
        </div>
        <div>
          <dt>Money</dt>
          <dd>{formatComponentScore(entry.moneyScore)}</dd>
        </div>
        <div>
          <dt>Relevance</dt>
          <dd>{formatComponentScore(entry.relevanceScore)}</dd>
        </div>
        <div className="il-final__composite">
          <dt>Score</dt>
          <dd>{formatCompositeScore(entry.compositeScore)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** §2 Final results: what every league page shows once its league is completed. */
export function FinalResults({ league }: { league: League }) {
  const results = useQuery(finalResultsQuery(league.id));
  const standings = results.data?.standings ?? [];
  const champion = results.data?.champion ?? null;

  return (
    <div className="il-final">
      <PageHeader
        eyebrow={
          <>
            {league.name} <Badge variant="secondary">Completed</Badge>
          </>
        }
        title="Final Standings"
        description="The season is over and the votes are in. Here is who ruled the feed."
        actions={
          <>
            <Link to={leaguePath(league.id, 'feed')} className={buttonClass({ variant: 'secondary' })}>
              Read the Feed
            </Link>
            <Link to={leaguePath(league.id, 'chat')} className={buttonClass({ variant: 'secondary' })}>
              Chat History
            </Link>
            <Link to="/leagues" className={buttonClass({ variant: 'ghost' })}>
              Back to Leagues
            </Link>
          </>
        }
      />
      {results.isPending && (
        <div className="il-final__loading" role="status" aria-busy="true" aria-label="Loading final results">
          <Skeleton height={150} />
          <Skeleton height={64} />
          <Skeleton height={64} />
          <Skeleton height={64} />
        </div>
      )}
      {results.isError && (
        <Alert variant="error" title="Final results unavailable">
          <p>Could not load final results: {messageOf(results.error, 'An unknown error occurred.')}</p>
          <Button variant="secondary" size="sm" className="il-final__retry" onClick={() => void results.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {results.isSuccess && standings.length === 0 && (
        <EmptyState icon={<Flag />} title="No standings available" description="No final standings available" />
      )}
      {results.isSuccess && standings.length > 0 && (
        <>
          {champion && <ChampionCard champion={champion} />}
          <Card>
            <CardContent className="il-final__table">
              <h2 className="il-final__heading">Standings</h2>
              <ol className="il-final__list">
                {standings.map((entry) => (
                  <StandingRow key={entry.userId} entry={entry} />
                ))}
              </ol>
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
