import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LeagueDetail } from '@il/contracts';
import { Alert, ApiError, EmptyState, buttonClass, parseLeagueId, serverMessageOf } from '@il/ui';
import { FinalResults } from './FinalResults';
import { GUARD_TEXTS } from './guard-texts';
import { useLeagueDetail } from './useLeagueDetail';

export interface LeagueGuardProps {
  /** The league id as written in the URL. */
  rawLeagueId: string | undefined;
  /** The chat says "Invalid League ID" for an id that is not a number at all (§2). */
  nonNumericTitle?: string;
  /** The screen's title, above every state but the screen itself (which draws its own). */
  header: ReactNode;
  /** What shows while membership is checked: the screen's own skeleton. */
  loading: ReactNode;
  children: (league: LeagueDetail) => ReactNode;
}

const backToLeagues = (
  <Link to="/leagues" className={buttonClass({ variant: 'secondary' })}>
    Back to Leagues
  </Link>
);

/** §2 League pages guard: a valid id, a league the viewer is in, still being played. */
export function LeagueGuard({ rawLeagueId, nonNumericTitle = GUARD_TEXTS.invalidLeague, header, loading, children }: LeagueGuardProps) {
  const leagueId = parseLeagueId(rawLeagueId);
  const detail = useLeagueDetail(leagueId);
  const league = detail.data;
  if (leagueId !== null && league?.isMember && league.status !== 'completed') return <>{children(league)}</>;

  let state: ReactNode;
  if (leagueId === null) {
    const numeric = rawLeagueId !== undefined && /^\d+$/.test(rawLeagueId);
    state = (
      <EmptyState
        icon="🧭"
        title={numeric ? GUARD_TEXTS.invalidLeague : nonNumericTitle}
        description={GUARD_TEXTS.invalidDescription}
        action={backToLeagues}
      />
    );
  } else if (league?.isMember) {
    // A member here is one of a completed league: the season is over.
    state = <FinalResults leagueId={leagueId} />;
  } else if (league || (detail.error instanceof ApiError && detail.error.status === 404)) {
    state = <EmptyState icon="🔒" title={GUARD_TEXTS.notFound} description={GUARD_TEXTS.notFoundDescription} action={backToLeagues} />;
  } else if (detail.isError) {
    state = <Alert variant="error">{GUARD_TEXTS.statusError(serverMessageOf(detail.error, detail.error.message))}</Alert>;
  } else {
    state = loading;
  }
  return (
    <>
      {header}
      {state}
    </>
  );
}
