import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Skeleton,
  UiIcon,
  buttonClass,
  callApi,
  serverMessageOf,
} from '@il/ui';
import { STATUS_BADGE, statusLabel } from './league-status';

/** The same key the leagues screens use, so a visit to either warms the other. */
export const MY_LEAGUES_QUERY_KEY = ['leagues', 'mine'] as const;

export function MyLeagues() {
  const leagues = useQuery({ queryKey: MY_LEAGUES_QUERY_KEY, queryFn: () => callApi('listLeagues') });
  const count = leagues.data?.length;

  return (
    <Card>
      <CardHeader>
        <div className="my-leagues__heading">
          <CardTitle>My Leagues</CardTitle>
          {count !== undefined && (
            <Badge variant="default" aria-label={`${count} leagues`}>
              {count}
            </Badge>
          )}
        </div>
        <CardDescription>The leagues you play in.</CardDescription>
      </CardHeader>
      <CardContent>
        {leagues.isPending && (
          <div className="my-leagues__list" role="status" aria-label="Loading leagues">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={72} />
            ))}
          </div>
        )}
        {leagues.isError && (
          <Alert variant="error" title="Unable to load leagues">
            <p>{serverMessageOf(leagues.error, 'The leagues service did not answer.')}</p>
            <Button variant="secondary" size="sm" onClick={() => void leagues.refetch()} className="my-leagues__retry">
              Try again
            </Button>
          </Alert>
        )}
        {leagues.isSuccess && leagues.data.length === 0 && (
          <EmptyState
            icon={<UiIcon name="star" />}
            title="No Leagues Yet"
            description="You have not joined a league. Find one and start building your following."
            action={
              <Link to="/leagues" className={buttonClass()}>
                Browse Leagues
              </Link>
            }
          />
        )}
        {leagues.isSuccess && leagues.data.length > 0 && (
          <ul className="my-leagues__list">
            {leagues.data.map((league) => (
              <li key={league.id}>
                <Link to={`/leagues/${league.id}`} className="my-leagues__item">
                  <div className="my-leagues__text">
                    <p className="my-leagues__name">{league.name}</p>
                    {league.description && <p className="my-leagues__description">{league.description}</p>}
                    <p className="my-leagues__members">
                      {league.memberCount} {league.memberCount === 1 ? 'member' : 'members'}
                    </p>
                  </div>
                  <Badge variant={STATUS_BADGE[league.status] ?? 'secondary'}>{statusLabel(league.status)}</Badge>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
