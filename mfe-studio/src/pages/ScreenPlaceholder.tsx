import { useParams } from 'react-router';
import { Badge, EmptyState, PageHeader } from '@il/ui';

export interface ScreenPlaceholderProps {
  title: string;
  description: string;
  icon: string;
}

/** Stands in for a screen until it is built; it already runs inside the shell's frame. */
export function ScreenPlaceholder({ title, description, icon }: ScreenPlaceholderProps) {
  const { leagueId } = useParams();
  return (
    <>
      <PageHeader eyebrow={leagueId ? `League #${leagueId}` : undefined} title={title} description={description} />
      <EmptyState icon={icon} title="Coming soon" description="This screen is being produced. Check back soon for the next episode." action={<Badge variant="secondary">In production</Badge>} />
    </>
  );
}
