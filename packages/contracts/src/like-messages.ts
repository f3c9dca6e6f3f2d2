import { LIKES } from './rules';
import { API_ERRORS } from './errors';

/**
 * The words of the like button (§2 tooltips), its toasts (§7) and the server's refusals. The
 * refusals repeat the tooltips, so the toast after a refused like reads like the disabled button.
 */
export const LIKE_MESSAGES = {
  notEnoughEnergy: `Not enough energy (${LIKES.energyCost} required)`,
  dailyLimitReached: (likesGiven: number = LIKES.dailyLimit) =>
    `Daily limit reached (${likesGiven}/${LIKES.dailyLimit} likes used)`,
  likeTooltip: (remainingToday: number) => `Like (costs ${LIKES.energyCost} energy, ${remainingToday} remaining today)`,
  unlikeTooltip: `Unlike (refunds ${LIKES.energyCost} energy)`,
  liking: 'Liking post...',
  unliking: 'Removing like...',
  failed: 'An error occurred.',
  liked: (energySpent: number = LIKES.energyCost) => `Post liked! (-${energySpent} energy)`,
  /** A like given on an earlier (UTC) day, or at full energy, brings nothing back. */
  unliked: (energyRefunded: number) =>
    energyRefunded > 0 ? `Like removed (+${energyRefunded} energy refunded)` : 'Like removed (no energy refunded)',
  alreadyLiked: 'You have already liked this post',
  notLiked: 'You have not liked this post',
  ownPost: API_ERRORS.cannotLikeOwnPost,
  postNotFound: 'Post not found',
} as const;
