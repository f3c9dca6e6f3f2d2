import { ScreenPlaceholder } from './ScreenPlaceholder';

export default function DashboardPage() {
  return <ScreenPlaceholder title="Dashboard" description="Your stats, reputation, deals and challenges at a glance." icon="🏠" />;
}
