import { LEAGUE_TYPE_LABELS } from '@il/contracts';
import { Alert, Badge, Button, Card, EmptyState, Skeleton, messageOf } from '@il/ui';
import { formatDate } from '../format/numbers';
import { STATUS_BADGE, statusLabel } from '../leagues/league-status';
import { useJoinLeague, usePublicLeagues } from '../leagues/league-calls';
import { useJoinFeedback } from './join-feedback';
import Telescope from 'lucide-react/icons/telescope';

/** Join Public League: the open public leagues; joining leads straight to the persona form. */
export function PublicLeagues() {
  const leagues = usePublicLeagues();
  const join = useJoinLeague();
  const feedback = useJoinFeedback();
  const joiningId = join.isPending ? join.variables.leagueId : null;

  if (leagues.isPending) {
    return (
      <div className="public-leagues" role="status" aria-busy="true" aria-label="Loading public leagues">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={96} />
        ))}
      </div>
    );
  }
  if (leagues.isError) {
    return (
      <Alert variant="error" title="Unable to load leagues">
        <p>{messageOf(leagues.error, 'An unknown error occurred.')}</p>
        <Button variant="secondary" size="sm" className="welcome__retry" onClick={() => void leagues.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (leagues.data.length === 0) {
    return <EmptyState icon={<Telescope />} title="No Leagues Found" description="No public league is open right now. Start one yourself in the Create League tab." />;
  }
  return (
    <ul className="public-leagues" aria-label="Public leagues">
      {leagues.data.map((league) => (
        <li key={league.id}>
          <Card className="public-league">
            <div className="public-league__text">
              <div className="public-league__badges">
                <Badge variant={STATUS_BADGE[league.status]}>{statusLabel(league.status)}</Badge>
                <Badge variant="outline">{LEAGUE_TYPE_LABELS[league.type]}</Badge>
              </div>
              <h3 className="public-league__name">{league.name}</h3>
              {league.description && <p className="public-league__description">{league.description}</p>}
              <p className="public-league__facts">
                {league.memberCount}/{league.maxPlayers} players · ends {formatDate(league.endDate)}
              </p>
            </div>
            <Button
              aria-label={`Join ${league.name}`}
              loading={joiningId === league.id}
              disabled={join.isPending}
              onClick={() =>
                join.mutate(
                  { leagueId: league.id },
                  { onSuccess: () => feedback.joined(league.id, 'create-character'), onError: (error) => feedback.failed(league.id, error) },
                )
              }
            >
              Join
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
