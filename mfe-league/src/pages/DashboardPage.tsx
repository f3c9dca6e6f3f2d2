import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router';
import type { LeagueDetail } from '@il/contracts';
import { Alert, Badge, Button, PageHeader, leaguePath, loginPathFor, messageOf } from '@il/ui';
import { gameStateQuery, LeagueGuard, LeaguePageSkeleton, useDocumentTitle } from '@il/ui/league';
import { CareerPanel } from '../dashboard/CareerPanel';
import { FollowerGrowthChart } from '../dashboard/FollowerGrowthChart';
import { ReputationCard } from '../dashboard/ReputationCard';
import { StatsGrid } from '../dashboard/StatsGrid';
import { gameDataOutcome } from '../dashboard/game-data-error';
import { AchievementNotificationWidget } from '../dashboard/widgets/AchievementNotificationWidget';
import { ActiveDealsWidget } from '../dashboard/widgets/ActiveDealsWidget';
import { ChallengesSummaryWidget } from '../dashboard/widgets/ChallengesSummaryWidget';
import { NextMilestoneWidget } from '../dashboard/widgets/NextMilestoneWidget';
import { ScandalAlertWidget } from '../dashboard/widgets/ScandalAlertWidget';
import { STATUS_BADGE, statusLabel } from '../leagues/league-status';
import '../styles/dashboard.css';

const DEFAULT_DASHBOARD_DESCRIPTION = 'Track your stats, manage your reputation and climb the leaderboard.';

function Dashboard({ league }: { league: LeagueDetail }) {
  const location = useLocation();
  // The league says whether a persona exists; no need to wait for the game state to refuse.
  const game = useQuery({ ...gameStateQuery(league.id), enabled: league.hasCharacter });
  const title = `${league.name} Dashboard`;
  useDocumentTitle(title);

  if (!league.hasCharacter) return <Navigate to={leaguePath(league.id, 'create-character')} replace />;
  if (game.isPending) return <LeaguePageSkeleton label="Loading your game data" />;
  if (game.isError) {
    switch (gameDataOutcome(game.error)) {
      case 'login':
        return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
      case 'leagues':
        return <Navigate to="/leagues" replace />;
      case 'create-character':
        return <Navigate to={leaguePath(league.id, 'create-character')} replace />;
      case 'oops':
        return (
          <Alert variant="error" title="Oops! Something went wrong." className="dashboard__error">
            <p>We couldn't load your game data. Please try refreshing the page.</p>
            <p className="dashboard__error-detail">{messageOf(game.error, 'An unknown error occurred.')}</p>
            <Button variant="secondary" size="sm" onClick={() => void game.refetch()}>
              Try again
            </Button>
          </Alert>
        );
    }
  }

  const state = game.data;
  const widgetProps = { leagueId: league.id, state };
  return (
    <div className="dashboard">
      <PageHeader
        eyebrow={
          <span className="dashboard__eyebrow">
            Day {state.day} <Badge variant={STATUS_BADGE[league.status]}>{statusLabel(league.status)}</Badge>
          </span>
        }
        title={title}
        description={league.description || DEFAULT_DASHBOARD_DESCRIPTION}
      />
      <AchievementNotificationWidget {...widgetProps} />
      <ScandalAlertWidget {...widgetProps} />
      <StatsGrid state={state} />
      <div className="dashboard__columns">
        <div className="dashboard__main">
          <FollowerGrowthChart leagueId={league.id} characterId={state.id} />
          <div className="dashboard__pair">
            <ChallengesSummaryWidget {...widgetProps} />
            <NextMilestoneWidget {...widgetProps} />
          </div>
          <ActiveDealsWidget {...widgetProps} />
        </div>
        <div className="dashboard__side">
          <ReputationCard reputation={state.reputation} />
          <CareerPanel state={state} />
        </div>
      </div>
    </div>
  );
}

/** §2 League dashboard. Someone who is not a member is sent back to /leagues rather than told. */
export default function DashboardPage() {
  const { leagueId } = useParams();
  return (
    <LeagueGuard leagueId={leagueId} onNotFound="redirect">
      {(league) => <Dashboard league={league} />}
    </LeagueGuard>
  );
}
