import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { callApi, useToast } from '@il/ui';
import { GAME_STATE_KEYS } from '@il/ui/league';
import { useOneShot } from '../hooks/use-one-shot';
import { DEAL_KEYS } from './deal-queries';

/**
 * §4: on success both lists refresh. The game state carries the active deals (the dashboard's
 * count), and signing counts toward the Brand Ambassador challenge.
 */
const REFRESHED_AFTER_ACCEPT: readonly QueryKey[] = [DEAL_KEYS.all, GAME_STATE_KEYS.all, ['challenges']];

/** The accept call, and `accept(id, onAccepted)`: sent once per deal however often Confirm is clicked. */
export function useAcceptDeal(leagueId: number) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const once = useOneShot<number>();
  const mutation = useMutation({
    mutationFn: (brandDealId: number) => callApi('acceptBrandDeal', { query: { leagueId }, body: { brandDealId, leagueId } }),
    onSuccess: async (answer) => {
      toast({ title: 'Brand deal accepted!', description: answer.message, variant: 'success' });
      await Promise.all(REFRESHED_AFTER_ACCEPT.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (_error, brandDealId) => once.release(brandDealId),
  });
  const accept = (brandDealId: number, onAccepted: () => void) => {
    if (once.take(brandDealId)) mutation.mutate(brandDealId, { onSuccess: onAccepted });
  };
  return { ...mutation, accept };
}
