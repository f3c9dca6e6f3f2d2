import { ScreenPlaceholder } from './ScreenPlaceholder';

export default function ChatPage() {
  return <ScreenPlaceholder title="League Chat" description="Talk to your league as your character." icon="💬" />;
}
