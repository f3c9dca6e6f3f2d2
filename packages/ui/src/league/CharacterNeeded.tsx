import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, EmptyState, buttonClass, leaguePath } from '@il/ui';

export interface CharacterNeededProps {
  leagueId: number;
  /** What a member without a character cannot do yet: "like posts", "post". */
  action: string;
  /**
   * With an icon the notice takes the screen's place (there is nothing to show without a
   * character); without one it sits inline, and the member may look around the rest.
   */
  icon?: ReactNode;
  className?: string;
}

/** A member without a character is sent to character creation, the one step before acting. */
export function CharacterNeeded({ leagueId, action, icon, className }: CharacterNeededProps) {
  const to = leaguePath(leagueId, 'create-character');
  if (icon) {
    return (
      <EmptyState
        icon={icon}
        className={className}
        title="Create your persona first"
        description={`You need a character in this league before you can ${action}.`}
        action={
          <Link className={buttonClass()} to={to}>
            Create Character
          </Link>
        }
      />
    );
  }
  return (
    <Alert variant="info" className={className}>
      <p>Create your character to {action}.</p>
      <Link to={to} className={buttonClass({ size: 'sm' })}>
        Create Character
      </Link>
    </Alert>
  );
}
