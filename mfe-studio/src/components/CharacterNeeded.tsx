import { Link } from 'react-router';
import { EmptyState, buttonClass, leaguePath } from '@il/ui';
import Clapperboard from 'lucide-react/icons/clapperboard';

/** A member without a character has nobody to post as: send them to character creation. */
export function CharacterNeeded({ leagueId }: { leagueId: number }) {
  return (
    <EmptyState
      icon={<Clapperboard />}
      title="Create your persona first"
      description="You need a character in this league before you can post."
      action={
        <Link className={buttonClass()} to={leaguePath(leagueId, 'create-character')}>
          Create Character
        </Link>
      }
    />
  );
}
