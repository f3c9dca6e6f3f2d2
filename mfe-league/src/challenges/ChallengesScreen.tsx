import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { LeagueDetail } from '@il/contracts';
import { Alert, Button, EmptyState, PageHeader, Skeleton, leaguePath, messageOf } from '@il/ui';
import { PLAY_REFUSED_REASON, playRefusal } from '@il/ui/league';
import { ChallengeList } from './ChallengeList';
import { ChallengeStats } from './ChallengeStats';
import { dailyChallengesQuery } from './challenge-queries';
import { formatToday, nextResetLabel, useMinuteClock } from './challenge-time';
import '../styles/game-screens.css';
import './challenges.css';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import CalendarX from 'lucide-react/icons/calendar-x';

/** §2 Daily challenges. */
export function ChallengesScreen({ league }: { league: LeagueDetail }) {
  const challenges = useQuery(dailyChallengesQuery(league.id));
  const now = useMinuteClock();
  const list = challenges.data ?? [];
  // A closed league resets nothing and pays nothing more: no next reset, no claim, no "tomorrow";
  // one that has not started pays nothing yet.
  const refusal = playRefusal(league);
  const closedReason = refusal ? PLAY_REFUSED_REASON[refusal] : null;

  return (
    <div className="game-screen challenges">
      <Link to={leaguePath(league.id)} className="challenges__back">
        <ArrowLeft /> Back to Dashboard
      </Link>
      <PageHeader
        eyebrow={league.name}
        title="Daily Challenges"
        description={
          <>
            <span className="challenges__today">{formatToday(now)}</span>
            {challenges.isSuccess && !closedReason && (
              <span className="challenges__reset">
                {' '}
                · New challenges at <strong>{nextResetLabel(list, now)}</strong>
              </span>
            )}
          </>
        }
      />
      {challenges.isPending && (
        <div className="challenges__loading" role="status" aria-label="Loading challenges">
          <div className="challenge-stats">
            <Skeleton height={92} />
            <Skeleton height={92} />
          </div>
          <div className="challenge-group__grid">
            <Skeleton height={220} />
            <Skeleton height={220} />
            <Skeleton height={220} />
          </div>
        </div>
      )}
      {challenges.isError && (
        <Alert variant="error" title="Failed to load challenges">
          <p>{messageOf(challenges.error, 'An unknown error occurred.')}</p>
          <Button variant="secondary" size="sm" className="challenges__retry" onClick={() => void challenges.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {challenges.isSuccess && list.length === 0 && closedReason && (
        <EmptyState icon={<CalendarX />} title="No Daily Challenges" description={refusal === 'pending' ? `${closedReason}: the first challenges are set when it starts.` : `${closedReason}: no more challenges will be set.`} />
      )}
      {challenges.isSuccess && list.length === 0 && !closedReason && (
        <EmptyState icon={<CalendarX />} title="No Daily Challenges" description="Check back tomorrow for new challenges to boost your fame!" />
      )}
      {challenges.isSuccess && list.length > 0 && (
        <>
          <ChallengeStats challenges={list} />
          <ChallengeList leagueId={league.id} challenges={list} now={now} closedReason={closedReason} />
        </>
      )}
    </div>
  );
}
