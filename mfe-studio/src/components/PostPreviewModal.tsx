import type { ContentCard, TrendingTopic } from '@il/contracts';
import { Alert, Button, Dialog } from '@il/ui';
import { estimatedFollowerGain, totalEnergyCost, type CaptionChoice } from '../studio/estimates';
import { EstimatedResults } from './EstimatedResults';
import { MockPost } from './MockPost';

export interface PostPreviewModalProps {
  card: ContentCard;
  caption: CaptionChoice;
  playerName: string;
  avatarUrl: string | null;
  energy: number;
  relevance: number;
  trendingTopic: TrendingTopic | null;
  pending: boolean;
  error: string | null;
  onBack: () => void;
  onCancel: () => void;
  onPost: () => void;
}

/** §2 preview modal: the mock post, the estimate, and the button that posts. */
export function PostPreviewModal(props: PostPreviewModalProps) {
  const { card, caption, energy, relevance, trendingTopic, pending, error, onBack, onCancel, onPost } = props;
  const cost = totalEnergyCost(card, caption);
  const captionText = caption.kind === 'custom' ? caption.text : caption.option.text;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      // Nothing may close the preview under a post that is on its way.
      dismissible={!pending}
      size="md"
      title="Post Preview"
      footer={
        <>
          <Button variant="ghost" onClick={onBack} disabled={pending}>
            Back to Captions
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          {/* §5: disabled below the card's cost; a shortfall on the caption is caught on click. */}
          <Button onClick={onPost} loading={pending} disabled={energy < card.energyCost}>
            {pending ? 'Posting...' : 'Post Content'}
          </Button>
        </>
      }
    >
      <MockPost card={card} caption={captionText} playerName={props.playerName} avatarUrl={props.avatarUrl} />
      <EstimatedResults
        followerGain={estimatedFollowerGain(card, relevance, caption, trendingTopic)}
        energyCost={cost}
        custom={caption.kind === 'custom'}
        trendingTopic={trendingTopic && trendingTopic.contentType === card.contentType ? trendingTopic : null}
      />
      {energy < cost && (
        <Alert variant="warning" className="studio-preview__alert">
          Not enough energy: this post costs {cost} and you have {energy}.
        </Alert>
      )}
      {error && (
        <Alert variant="error" className="studio-preview__alert">
          {error}
        </Alert>
      )}
    </Dialog>
  );
}
