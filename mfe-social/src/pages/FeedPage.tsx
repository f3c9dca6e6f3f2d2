import { ScreenPlaceholder } from './ScreenPlaceholder';

export default function FeedPage() {
  return <ScreenPlaceholder title="League Feed" description="The latest posts from fellow influencers." icon="📰" />;
}
