import { Link } from 'react-router';
import { EmptyState, buttonClass, loginPathFor } from '@il/ui';
import Clapperboard from 'lucide-react/icons/clapperboard';

/** What an onboarding tab shows a signed-out visitor: every league action needs an account. */
export function SignInPrompt({ action, returnTo }: { action: string; returnTo: string }) {
  return (
    <EmptyState
      icon={<Clapperboard />}
      title="Sign in to get started"
      description={`Log in or create an account to ${action}.`}
      action={
        <div className="welcome__prompt-actions">
          <Link to={loginPathFor(returnTo)} className={buttonClass()}>
            Log In
          </Link>
          <Link to={`/login?${new URLSearchParams({ tab: 'register', redirect: returnTo })}`} className={buttonClass({ variant: 'secondary' })}>
            Create Account
          </Link>
        </div>
      }
    />
  );
}
