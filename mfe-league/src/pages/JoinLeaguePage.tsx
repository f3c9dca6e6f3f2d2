import { ScreenPlaceholder } from './ScreenPlaceholder';

export default function JoinLeaguePage() {
  return <ScreenPlaceholder title="Join League" description="Accept an invitation to a league." icon="🎟️" />;
}
