import { ScreenPlaceholder } from './ScreenPlaceholder';

export default function ChallengesPage() {
  return <ScreenPlaceholder title="Daily Challenges" description="Today's goals and their rewards." icon="🎯" />;
}
