import { customCaptionPerformance, type ContentCard, type PostContentResponse } from '@il/contracts';
import { formatCount } from '../studio/format';
import { noticesOf } from '../studio/post-notices';
import type { OverlayPhase } from '../studio/use-success-overlay-phase';
import PartyPopper from 'lucide-react/icons/party-popper';

export const CUSTOM_CAPTION_MESSAGES = {
  good: 'Your custom caption was a hit! +Authenticity bonus',
  poor: 'Your custom caption was risky but authentic! +Authenticity bonus',
} as const;

export interface SuccessOverlayProps {
  phase: OverlayPhase;
  result: PostContentResponse | null;
  card: ContentCard | null;
  custom: boolean;
}

/** §2/§4 success overlay; every number in it is the server's answer to the post. */
export function SuccessOverlay({ phase, result, card, custom }: SuccessOverlayProps) {
  if (phase === 'hidden' || !result || !card) return null;
  // Told one at a time once the overlay has gone (PostNotices); announced here so none is missed.
  const more = noticesOf(result.postId, result.consequences).length;
  return (
    <div className={`studio-overlay studio-overlay--${phase}`} data-phase={phase} data-testid="success-overlay">
      <div className="studio-overlay__panel" role="status" aria-live="polite">
        <div className="studio-overlay__burst" aria-hidden="true">
          <PartyPopper />
        </div>
        <h2 className="studio-overlay__title">Content Posted!</h2>
        <p className="studio-overlay__subtitle">Your post is now live and gaining traction</p>
        <div className="studio-overlay__numbers">
          <p className="studio-overlay__followers" data-testid="overlay-followers">
            +{formatCount(result.followersGained)} New Followers
          </p>
          <p className="studio-overlay__energy" data-testid="overlay-energy">
            -{formatCount(result.energySpent)} Energy Used
          </p>
        </div>
        {custom && <p className="studio-overlay__custom">{CUSTOM_CAPTION_MESSAGES[customCaptionPerformance(result.followersGained, card.followersMax)]}</p>}
        {more > 0 && (
          <p className="studio-overlay__more" data-testid="overlay-more">
            {more === 1 ? 'One more thing happened: see below' : `${more} more things happened: see below`}
          </p>
        )}
      </div>
    </div>
  );
}
