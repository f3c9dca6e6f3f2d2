import { ScreenPlaceholder } from './ScreenPlaceholder';

export default function ContentStudioPage() {
  return <ScreenPlaceholder title="Content Studio" description="Craft your next viral moment and grow your influence strategically." icon="📸" />;
}
