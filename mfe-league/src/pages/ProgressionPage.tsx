import { ScreenPlaceholder } from './ScreenPlaceholder';

export default function ProgressionPage() {
  return <ScreenPlaceholder title="Your Progression" description="Milestones and achievements." icon="🏆" />;
}
