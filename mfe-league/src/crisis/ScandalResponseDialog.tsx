import { useQueryClient } from '@tanstack/react-query';
import type { ActiveScandal, ScandalResponseOption } from '@il/contracts';
import { Alert, Dialog, Spinner, cx, messageOf } from '@il/ui';
import { formatCountdown, useCountdown } from './countdown';
import { RESPONSE_CHOICES } from './response-options';
import { SCANDAL_KEYS } from './scandal-queries';
import { SeverityBadge } from './SeverityBadge';
import { useRespondToScandal } from './use-respond-to-scandal';

export interface ScandalResponseDialogProps {
  leagueId: number;
  scandal: ActiveScandal;
  onClose: () => void;
}

/**
 * §2 response dialog: ignore, apologize or double down before the countdown runs out. It closes
 * after a response, or by itself when the time is up (the scandal then goes to history unanswered).
 */
export function ScandalResponseDialog({ leagueId, scandal, onClose }: ScandalResponseDialogProps) {
  const queryClient = useQueryClient();
  const respond = useRespondToScandal(leagueId);
  const remaining = useCountdown(scandal.expiresAt, () => {
    onClose();
    void queryClient.invalidateQueries({ queryKey: SCANDAL_KEYS.all });
  });
  const choose = (response: ScandalResponseOption) => respond.mutate({ activeScandalId: scandal.id, response }, { onSuccess: onClose });
  const urgent = remaining < 60 * 60 * 1000;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Manage Crisis"
      description={scandal.title}
      dismissible={!respond.isPending}
      className="crisis-dialog"
    >
      <div className="crisis-dialog__body">
        <div className="crisis-dialog__summary">
          <SeverityBadge severity={scandal.severity} />
          <p className="crisis-dialog__description">{scandal.description}</p>
        </div>
        <div className={cx('crisis-countdown', urgent && 'crisis-countdown--urgent')}>
          <span className="crisis-countdown__label">Time left to respond</span>
          <span className="crisis-countdown__value" role="timer" aria-live="off" data-testid="scandal-countdown">
            {formatCountdown(remaining)}
          </span>
        </div>
        <fieldset className="crisis-choices" disabled={respond.isPending}>
          <legend className="crisis-choices__legend">How do you respond?</legend>
          {RESPONSE_CHOICES.map((choice) => {
            const sending = respond.isPending && respond.variables?.response === choice.value;
            return (
              <button
                key={choice.value}
                type="button"
                className={cx('crisis-choice', `crisis-choice--${choice.value}`)}
                onClick={() => choose(choice.value)}
                aria-busy={sending || undefined}
                data-response={choice.value}
              >
                <span className="crisis-choice__icon" aria-hidden="true">
                  {sending ? <Spinner label="Sending your response" /> : <choice.icon />}
                </span>
                <span className="crisis-choice__text">
                  <span className="crisis-choice__label">{choice.label}</span>
                  <span className="crisis-choice__hint">{choice.hint}</span>
                </span>
              </button>
            );
          })}
        </fieldset>
        {respond.isError && (
          <Alert variant="error" title="Your response did not go out">
            {messageOf(respond.error, 'An unknown error occurred.')}
          </Alert>
        )}
      </div>
    </Dialog>
  );
}
