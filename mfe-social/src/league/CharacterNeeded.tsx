import { Link } from 'react-router';
import { Alert, buttonClass, leaguePath } from '@il/ui';

/** A member without a character may look around; acting needs a persona first. */
export function CharacterNeeded({ leagueId, action }: { leagueId: number; action: string }) {
  return (
    <Alert variant="info" className="social-character-needed">
      <p>Create your character to {action}.</p>
      <Link to={leaguePath(leagueId, 'create-character')} className={buttonClass({ size: 'sm' })}>
        Create Character
      </Link>
    </Alert>
  );
}
