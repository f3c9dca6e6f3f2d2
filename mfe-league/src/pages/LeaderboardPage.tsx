import { ScreenPlaceholder } from './ScreenPlaceholder';

export default function LeaderboardPage() {
  return <ScreenPlaceholder title="Leaderboard" description="Who has the most influence in the league." icon="📊" />;
}
