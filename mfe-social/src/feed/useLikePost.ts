import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIKE_MESSAGES, type GameState, type LikeResponse } from '@il/contracts';
import { callApi, serverMessageOf, useToast } from '@il/ui';
import { GAME_STATE_KEYS } from '@il/ui/league';
import { socialKeys } from '../query-keys';
import { applyOwnLike, type FeedData } from './feed-cache';

/** Likes or unlikes one post: §7 toasts, the post and the game state updated from the answer, then the game state refetched. */
export function useLikePost(leagueId: number, postId: number) {
  const queryClient = useQueryClient();
  const { toast, dismiss } = useToast();

  return useMutation({
    mutationFn: (like: boolean) => callApi('likePost', { body: { postId, leagueId, like } }),
    onMutate: (like) => ({ toastId: toast({ title: like ? LIKE_MESSAGES.liking : LIKE_MESSAGES.unliking }) }),
    onSuccess: (answer: LikeResponse) => {
      const gameState = queryClient.getQueryData<GameState>(GAME_STATE_KEYS.state(leagueId));
      queryClient.setQueryData<FeedData>(socialKeys.feed(leagueId), (data) =>
        data && applyOwnLike(data, answer.postId, answer.liked, answer.likeCount, gameState?.playerName),
      );
      queryClient.setQueryData<GameState>(GAME_STATE_KEYS.state(leagueId), (state) =>
        state && { ...state, energy: answer.energy, dailyLikesGiven: answer.dailyLikesGiven },
      );
      toast({ title: answer.message, variant: 'success' });
    },
    onError: (error) => {
      toast({ title: serverMessageOf(error, LIKE_MESSAGES.failed), variant: 'error' });
      // A refusal such as "You have already liked this post" means this screen was behind.
      void queryClient.invalidateQueries({ queryKey: socialKeys.feed(leagueId) });
    },
    onSettled: (_answer, _error, _like, context) => {
      if (context) dismiss(context.toastId);
      void queryClient.invalidateQueries({ queryKey: GAME_STATE_KEYS.state(leagueId) });
    },
  });
}
