import { ScreenPlaceholder } from './ScreenPlaceholder';

export default function LeaguesPage() {
  return <ScreenPlaceholder title="Your Leagues" description="Browse, create and join leagues." icon="🌟" />;
}
