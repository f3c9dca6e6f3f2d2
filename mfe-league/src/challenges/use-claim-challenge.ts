import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { callApi, serverMessageOf, useToast } from '@il/ui';
import { GAME_STATE_KEYS } from '@il/ui/league';
import { useOneShot } from '../hooks/use-one-shot';
import { CHALLENGE_KEYS } from './challenge-queries';

/** A reward moves money, followers and energy, and counts toward the challenge milestones. */
const REFRESHED_AFTER_CLAIM: readonly QueryKey[] = [CHALLENGE_KEYS.all, GAME_STATE_KEYS.all, ['leagues', 'leaderboard'], ['progression']];

/** The claim call, and `claim(id)`: sent once per challenge however often it is clicked. */
export function useClaimChallenge(leagueId: number) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const once = useOneShot<number>();
  const mutation = useMutation({
    mutationFn: (dailyChallengeId: number) => callApi('claimChallenge', { query: { leagueId }, body: { dailyChallengeId } }),
    onSuccess: (answer) => toast({ title: 'Challenge reward claimed successfully!', description: answer.message, variant: 'success' }),
    onError: (error, dailyChallengeId) => {
      once.release(dailyChallengeId);
      toast({ title: `Error: ${serverMessageOf(error, 'Failed to claim reward')}`, variant: 'error' });
    },
    onSettled: () => Promise.all(REFRESHED_AFTER_CLAIM.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  const claim = (dailyChallengeId: number) => {
    if (once.take(dailyChallengeId)) mutation.mutate(dailyChallengeId);
  };
  return { ...mutation, claim };
}
