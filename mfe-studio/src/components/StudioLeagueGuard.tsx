import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { API_ERRORS, type LeagueDetail } from '@il/contracts';
import { ApiError, Alert, EmptyState, Skeleton, buttonClass, leaguePath, messageOf } from '@il/ui';
import { useLeagueAccess } from '../studio/use-league-access';

export const INVALID_LEAGUE = 'The league ID in the URL is missing or invalid. Please check the address and try again.';
export const LEAGUE_NOT_FOUND = 'The league you are trying to access could not be found or you are not a member.';

function notFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.serverMessage === API_ERRORS.leagueNotFound);
}

/**
 * §2 league pages guard as the studio needs it: a valid id, membership (GET /leagues/detail), a
 * league that is not over, and a character to post with. Only then the studio itself.
 */
export function StudioLeagueGuard({ leagueId, children }: { leagueId: number | null; children: (league: LeagueDetail) => ReactNode }) {
  const detail = useLeagueAccess(leagueId);

  if (leagueId === null) {
    return (
      <Alert variant="error" className="studio-guard">
        <strong>Invalid League:</strong> {INVALID_LEAGUE}
      </Alert>
    );
  }
  if (detail.isPending) {
    return (
      <div className="studio-guard__loading" role="status" aria-label="Checking the league">
        <Skeleton height={48} />
        <Skeleton height={260} />
      </div>
    );
  }
  if (detail.isError && !notFound(detail.error)) {
    return <Alert variant="error">{`Could not verify league status: ${messageOf(detail.error, 'unknown error')}`}</Alert>;
  }
  const league = detail.data;
  if (!league || !league.isMember) {
    return (
      <EmptyState
        icon="🔍"
        title="League Not Found"
        description={LEAGUE_NOT_FOUND}
        action={
          <Link className={buttonClass()} to="/leagues">
            Back to Leagues
          </Link>
        }
      />
    );
  }
  if (league.status === 'completed') {
    return (
      <EmptyState
        icon="🏆"
        title="This season is over"
        description={`${league.name} has crowned its champion, so the studio is closed.`}
        action={
          <Link className={buttonClass()} to={leaguePath(league.id)}>
            See Final Results
          </Link>
        }
      />
    );
  }
  if (!league.hasCharacter) {
    return (
      <EmptyState
        icon="🎬"
        title="Create your persona first"
        description="You need a character in this league before you can post."
        action={
          <Link className={buttonClass()} to={leaguePath(league.id, 'create-character')}>
            Create Character
          </Link>
        }
      />
    );
  }
  return <>{children(league)}</>;
}
