import { Link } from 'react-router';
import { Alert, Button, EmptyState, PageHeader, buttonClass, messageOf } from '@il/ui';
import { CreateLeagueDialog } from '../leagues/CreateLeagueDialog';
import { LeagueCard, LeagueCardSkeleton } from '../leagues/LeagueCard';
import { useMyLeagues } from '../leagues/league-calls';
import '../styles/leagues.css';
import Star from 'lucide-react/icons/star';

/** §9: three skeleton cards while the leagues load. */
export const LEAGUE_SKELETON_COUNT = 3;

export default function LeaguesPage() {
  const leagues = useMyLeagues();

  return (
    <div className="leagues-page">
      <PageHeader
        eyebrow="Your seasons"
        title="Your Leagues"
        description="Every league you compete in. Pick one to check your stats, or start a new season."
        actions={
          <>
            <Link to="/welcome" className={buttonClass({ variant: 'secondary' })}>
              Join a League
            </Link>
            <CreateLeagueDialog />
          </>
        }
      />
      {leagues.isPending && (
        <div className="league-grid" role="status" aria-busy="true" aria-label="Loading leagues">
          {Array.from({ length: LEAGUE_SKELETON_COUNT }, (_, i) => (
            <LeagueCardSkeleton key={i} />
          ))}
        </div>
      )}
      {leagues.isError && (
        <Alert variant="error" title="Error loading leagues">
          <p>Unable to load leagues: {messageOf(leagues.error, 'An unknown error occurred.')}</p>
          <Button variant="secondary" size="sm" className="leagues-page__retry" onClick={() => void leagues.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {leagues.isSuccess && leagues.data.length === 0 && (
        <EmptyState
          icon={<Star />}
          title="No Leagues Yet"
          description="You are not in any league. Join a public league, use an invite, or create your own season."
          action={
            <Link to="/welcome" className={buttonClass()}>
              Find a League
            </Link>
          }
        />
      )}
      {leagues.isSuccess && leagues.data.length > 0 && (
        <ul className="league-grid" aria-label="Your leagues">
          {leagues.data.map((league) => (
            <li key={league.id}>
              <LeagueCard league={league} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
