import { ScreenPlaceholder } from './ScreenPlaceholder';

export default function CrisisPage() {
  return <ScreenPlaceholder title="Crisis Management" description="Active scandals and how you handled the past ones." icon="🚨" />;
}
