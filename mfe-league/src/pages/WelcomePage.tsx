import { ScreenPlaceholder } from './ScreenPlaceholder';

export default function WelcomePage() {
  return <ScreenPlaceholder title="Welcome to Influencer League" description="Join a public league, use an invite or start your own." icon="👋" />;
}
