import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton, messageOf } from '@il/ui';
import { gameStateQuery } from '@il/ui/league';
import { AchievementCard } from './AchievementCard';
import { useAchievementsWatch } from './use-achievement-unlocks';
import Trophy from 'lucide-react/icons/trophy';

/** §2 Achievements grid: unlocked first in the server's order, then the locked ones. */
export function AchievementsGrid({ leagueId }: { leagueId: number }) {
  const achievements = useAchievementsWatch(leagueId);
  // Progress toward a locked achievement is measured against the player's own numbers.
  const game = useQuery(gameStateQuery(leagueId));
  const list = achievements.data ?? [];
  const unlocked = list.filter((achievement) => achievement.isUnlocked).length;
  return (
    <section className="game-section achievements" aria-labelledby="achievements-title">
      <div className="achievements__head">
        <h2 id="achievements-title" className="game-section__title">
          <Trophy /> Achievements
        </h2>
        {achievements.isSuccess && (
          <span className="achievements__count" data-testid="achievements-count">
            {unlocked}/{list.length} unlocked
          </span>
        )}
      </div>
      {achievements.isPending && (
        <div className="game-grid achievements__grid" role="status" aria-label="Loading achievements">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={170} />
          ))}
        </div>
      )}
      {achievements.isError && (
        <Alert variant="error" title="Could not load achievements.">
          <p>Failed to load achievements.</p>
          <p className="achievements__error-detail">{messageOf(achievements.error, 'An unknown error occurred.')}</p>
          <Button variant="secondary" size="sm" onClick={() => void achievements.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {achievements.isSuccess && (
        <div className="game-grid achievements__grid">
          {[...list]
            .sort((a, b) => Number(b.isUnlocked) - Number(a.isUnlocked))
            .map((achievement) => (
              <AchievementCard key={achievement.id} achievement={achievement} state={game.data} />
            ))}
        </div>
      )}
    </section>
  );
}
