import { useNavigate } from 'react-router';
import { leaguePath, messageOf, useToast } from '@il/ui';

/** §2: a join error that speaks of a character means the league wants a persona first. */
export function mentionsCharacter(message: string): boolean {
  return /character/i.test(message);
}

/** The toasts and the next page after a join attempt, shared by the onboarding tabs. */
export function useJoinFeedback() {
  const { toast } = useToast();
  const navigate = useNavigate();
  return {
    joined(leagueId: number, next: 'dashboard' | 'create-character') {
      toast({ title: 'Successfully joined league!', variant: 'success' });
      navigate(next === 'dashboard' ? leaguePath(leagueId) : leaguePath(leagueId, 'create-character'));
    },
    failed(leagueId: number | null, error: unknown) {
      const message = messageOf(error, 'An unknown error occurred.');
      if (leagueId !== null && mentionsCharacter(message)) {
        navigate(leaguePath(leagueId, 'create-character'));
        return;
      }
      toast({ title: 'Failed to join league', description: message, variant: 'error' });
    },
  };
}
