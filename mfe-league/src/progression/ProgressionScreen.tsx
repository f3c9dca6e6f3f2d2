import type { LeagueDetail } from '@il/contracts';
import { PageHeader } from '@il/ui';
import { AchievementsGrid } from './AchievementsGrid';
import { AchievementUnlockedNotice } from './AchievementUnlockedNotice';
import { NextGoalCard } from './NextGoalCard';
import '../styles/game-screens.css';
import './progression.css';

/** §2 Progression: the next milestone, every achievement, and a notice for each new unlock. */
export function ProgressionScreen({ league }: { league: LeagueDetail }) {
  return (
    <div className="game-screen">
      <PageHeader eyebrow={league.name} title="Your Progression" description="Milestones pay out as you climb; achievements are forever." />
      <NextGoalCard leagueId={league.id} />
      <AchievementsGrid leagueId={league.id} />
      <AchievementUnlockedNotice leagueId={league.id} />
    </div>
  );
}
