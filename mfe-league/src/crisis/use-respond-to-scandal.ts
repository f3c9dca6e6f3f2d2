import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { RespondToScandalRequest } from '@il/contracts';
import { callApi, useToast } from '@il/ui';
import { GAME_STATE_KEYS } from '@il/ui/league';
import { SCANDAL_KEYS } from './scandal-queries';

/**
 * An answer moves followers, relevance and reputation (so the game state, leaderboard and
 * reputation-based achievements and challenges), and moves the scandal from active to history.
 */
const REFRESHED_AFTER_RESPONSE: readonly QueryKey[] = [SCANDAL_KEYS.all, GAME_STATE_KEYS.all, ['leagues', 'leaderboard'], ['progression'], ['challenges']];

export function useRespondToScandal(leagueId: number) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (input: RespondToScandalRequest) => callApi('respondToScandal', { query: { leagueId }, body: input }),
    onSuccess: (answer) => {
      // The server's verdict says what moved ("The apology landed: -85 followers, ...").
      toast({ title: 'Crisis response sent', description: answer.message, variant: 'success' });
    },
    onSettled: () => Promise.all(REFRESHED_AFTER_RESPONSE.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
