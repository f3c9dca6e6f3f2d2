import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaptionSelection, ContentCard, GameState, PostContentResponse, TrendingTopic } from '@il/contracts';
import { callApi } from '@il/ui';
import { GAME_STATE_KEYS } from '@il/ui/league';
import type { CaptionChoice } from './estimates';
import { REFRESHED_AFTER_POSTING } from './query-keys';

export interface PostInput {
  card: ContentCard;
  caption: CaptionChoice;
  trendingTopic: TrendingTopic | null;
}

/** §3 Caption selection as sent: the option's type, or the trimmed custom text. */
function captionSelectionOf(caption: CaptionChoice): CaptionSelection {
  return caption.kind === 'custom' ? { type: 'custom', text: caption.text.trim() } : { type: caption.option.type };
}

/**
 * POST /content/post, then the game state shows the server's numbers. The §4 queries refresh with
 * `refreshAfterPosting`, which the studio calls once the success overlay is on screen: nothing is
 * asked before the overlay but the post itself, and the overlay waits for none of the refetches.
 */
export function usePostContent(leagueId: number) {
  const queryClient = useQueryClient();
  const refreshAfterPosting = useCallback(() => {
    for (const queryKey of REFRESHED_AFTER_POSTING) void queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);
  const mutation = useMutation({
    mutationFn: ({ card, caption, trendingTopic }: PostInput) =>
      callApi('postContent', {
        query: { leagueId },
        body: {
          contentCardId: card.id,
          leagueId,
          captionSelection: captionSelectionOf(caption),
          // The topic of the card's type, if one trends today (§7).
          ...(trendingTopic && trendingTopic.contentType === card.contentType ? { trendingTopicId: trendingTopic.id } : {}),
        },
      }),
    onSuccess: (result: PostContentResponse) => {
      // The answer is the character after the post: show it at once, then refetch to be sure.
      queryClient.setQueryData<GameState>(GAME_STATE_KEYS.state(leagueId), (state) =>
        state ? { ...state, followers: result.followers, energy: result.energy, relevance: result.relevance, reputation: result.reputation } : state,
      );
    },
  });
  return { mutation, refreshAfterPosting };
}
