import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import type { LeagueDetail } from '@il/contracts';
import { Alert, Button, Skeleton, buttonClass, messageOf, parseLeagueId } from '@il/ui';
import { FinalResults } from './FinalResults';
import { LeagueClosedNotice } from './LeagueClosedNotice';
import { isNotFound, leagueDetailQuery } from './league-queries';
import './league.css';
import Compass from 'lucide-react/icons/compass';
import SearchX from 'lucide-react/icons/search-x';

/** §2 League pages guard wording; a screen may reword a state (character creation does). */
export const LEAGUE_GUARD_TEXTS = {
  invalidTitle: 'Invalid League',
  invalidDescription: 'The league ID in the URL is missing or invalid. Please check the address and try again.',
  errorTitle: 'Error Loading League',
  errorMessage: (message: string) => `Could not verify league status: ${message}`,
  notFoundTitle: 'League Not Found',
  notFoundDescription: 'The league you are trying to access could not be found or you are not a member.',
};
export type LeagueGuardTexts = typeof LEAGUE_GUARD_TEXTS;

export interface LeagueGuardProps {
  /** The raw :leagueId of the URL; anything but a positive integer is an invalid league. */
  leagueId: string | undefined;
  /** The page, given the league it may show. */
  children: (league: LeagueDetail) => ReactNode;
  /** 'redirect' sends a visitor who is not a member to /leagues instead (the dashboard, §2). */
  onNotFound?: 'show' | 'redirect';
  /**
   * Lets a non-member through to a public league (character creation joins it on the way);
   * a friends-and-family league answers 404 to outsiders, so it still ends in League Not Found.
   */
  allowVisitors?: boolean;
  /**
   * A page that is the league's history (feed, chat) stays readable once the league is
   * completed, under the closed banner, instead of giving way to the final standings.
   */
  history?: boolean;
  texts?: Partial<LeagueGuardTexts>;
}

export function GuardNotice({ icon, title, children, action }: { icon: ReactNode; title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <section className="il-league-guard" aria-labelledby="il-league-guard-title">
      <p className="il-league-guard__icon" aria-hidden="true">
        {icon}
      </p>
      <h1 id="il-league-guard-title" className="il-league-guard__title">
        {title}
      </h1>
      {children && <div className="il-league-guard__text">{children}</div>}
      <div className="il-league-guard__action">
        {action ?? (
          <Link to="/leagues" className={buttonClass({ variant: 'secondary' })}>
            Back to Leagues
          </Link>
        )}
      </div>
    </section>
  );
}

export function LeaguePageSkeleton({ label = 'Loading league' }: { label?: string }) {
  return (
    <div className="il-league-skeleton" role="status" aria-busy="true" aria-label={label}>
      <Skeleton height={14} width={120} />
      <Skeleton height={40} width="45%" />
      <Skeleton height={18} width="60%" />
      <div className="il-league-skeleton__grid">
        <Skeleton height={120} />
        <Skeleton height={120} />
        <Skeleton height={120} />
      </div>
      <Skeleton height={220} />
    </div>
  );
}

/**
 * §2 League pages guard, for every /leagues/{id}/... screen of every slice: invalid id, loading,
 * error, not a member, completed (the final standings replace the page, but for the history
 * pages), otherwise the page, under the closed banner when the league is cancelled or completed.
 */
export function LeagueGuard({ leagueId: raw, children, onNotFound = 'show', allowVisitors = false, history = false, texts }: LeagueGuardProps) {
  const words = { ...LEAGUE_GUARD_TEXTS, ...texts };
  const leagueId = parseLeagueId(raw);
  const detail = useQuery({ ...leagueDetailQuery(leagueId ?? 0), enabled: leagueId !== null });

  if (leagueId === null) {
    return (
      <GuardNotice icon={<Compass />} title={words.invalidTitle}>
        <p>{words.invalidDescription}</p>
      </GuardNotice>
    );
  }
  if (detail.isPending) return <LeaguePageSkeleton />;

  const notMember = detail.isSuccess && !detail.data.isMember && !(allowVisitors && detail.data.type === 'public');
  if ((detail.isError && isNotFound(detail.error)) || notMember) {
    if (onNotFound === 'redirect') return <Navigate to="/leagues" replace />;
    return (
      <GuardNotice icon={<SearchX />} title={words.notFoundTitle}>
        <p>{words.notFoundDescription}</p>
      </GuardNotice>
    );
  }
  if (detail.isError) {
    return (
      <div className="il-league-guard il-league-guard--error">
        <Alert variant="error" title={words.errorTitle}>
          <p>{words.errorMessage(messageOf(detail.error, 'An unknown error occurred.'))}</p>
          <Button variant="secondary" size="sm" className="il-league-guard__retry" onClick={() => void detail.refetch()}>
            Try again
          </Button>
        </Alert>
      </div>
    );
  }
  if (detail.data.status === 'completed' && !history) return <FinalResults league={detail.data} />;
  return (
    <>
      <LeagueClosedNotice league={detail.data} />
      {children(detail.data)}
    </>
  );
}
