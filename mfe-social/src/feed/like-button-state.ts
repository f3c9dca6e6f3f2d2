import { ENERGY, LIKES, LIKE_MESSAGES } from '@il/contracts';

export interface LikeButtonInput {
  energy: number | undefined;
  dailyLikesGiven: number | undefined;
  userHasLiked: boolean;
  pending: boolean;
  ownPost: boolean;
  /** Set in a closed league: no like is taken any more, and the button says why. */
  closedReason?: string | null;
}

export interface LikeButtonState {
  disabled: boolean;
  tooltip: string;
}

/**
 * §2 like button: disabled below 8 energy, when not liked and the 5 daily likes are used, or while
 * a request is pending. Without a known game state the §9 default energy (100) applies. One's own
 * post cannot be liked (the server refuses it), so its button says so rather than fail on a click.
 */
export function likeButtonState({ energy = ENERGY.default, dailyLikesGiven = 0, userHasLiked, pending, ownPost, closedReason }: LikeButtonInput): LikeButtonState {
  if (closedReason) return { disabled: true, tooltip: closedReason };
  const limitReached = !userHasLiked && dailyLikesGiven >= LIKES.dailyLimit;
  let tooltip: string;
  if (energy < LIKES.energyCost) tooltip = LIKE_MESSAGES.notEnoughEnergy;
  else if (limitReached) tooltip = LIKE_MESSAGES.dailyLimitReached(dailyLikesGiven);
  else if (ownPost && !userHasLiked) tooltip = LIKE_MESSAGES.ownPost;
  else if (userHasLiked) tooltip = LIKE_MESSAGES.unlikeTooltip;
  else tooltip = LIKE_MESSAGES.likeTooltip(Math.max(0, LIKES.dailyLimit - dailyLikesGiven));
  const disabled = pending || energy < LIKES.energyCost || limitReached || (ownPost && !userHasLiked);
  return { disabled, tooltip };
}
