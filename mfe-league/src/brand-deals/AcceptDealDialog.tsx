import type { BrandDeal } from '@il/contracts';
import { Alert, Button, Dialog, messageOf } from '@il/ui';
import { formatPayment, postsLabel } from './deal-terms';
import { useAcceptDeal } from './use-accept-deal';
import TriangleAlert from 'lucide-react/icons/triangle-alert';

export interface AcceptDealDialogProps {
  leagueId: number;
  deal: BrandDeal;
  onClose: () => void;
}

/** §4 Brand deal accept: confirm, then accept; the dialog closes on success and stays with the reason on failure. */
export function AcceptDealDialog({ leagueId, deal, onClose }: AcceptDealDialogProps) {
  const accept = useAcceptDeal(leagueId);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Accept Brand Deal?"
      description={`${deal.brandName}: ${deal.product}`}
      dismissible={!accept.isPending}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={accept.isPending}>
            Cancel
          </Button>
          <Button loading={accept.isPending} onClick={() => accept.accept(deal.id, onClose)}>
            {accept.isPending ? 'Accepting...' : 'Confirm Deal'}
          </Button>
        </>
      }
    >
      <div className="deal-confirm">
        <p>
          You'll earn <strong className="deal-confirm__pay">{formatPayment(deal.payment)}</strong> once you deliver{' '}
          <strong>{postsLabel(deal.postsRequired)}</strong>. Every post you make counts toward one running deal, the one due first.
        </p>
        <p className="deal-confirm__note">Miss the deadline and the brand talks: relevance and authenticity drop.</p>
        {deal.riskDescription && (
          <p className="deal-card__risk">
            <TriangleAlert /> {deal.riskDescription}
          </p>
        )}
        {accept.isError && (
          <Alert variant="error" title="The deal was not signed">
            {messageOf(accept.error, 'An unknown error occurred.')}
          </Alert>
        )}
      </div>
    </Dialog>
  );
}
