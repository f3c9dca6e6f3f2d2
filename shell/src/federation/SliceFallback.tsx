import { Button, Card, CardContent, UiIcon } from '@il/ui/core';
import type { SliceName } from '@il/ui';
import { SLICE_LABELS } from './slice-labels';

export interface SliceFallbackProps {
  slice: SliceName;
  kind: 'unavailable' | 'crashed';
  error: Error;
  onRetry: () => void;
}

/** Shown in place of a slice's screen, inside the shell's layout, with everything else working. */
export function SliceFallback({ slice, kind, error, onRetry }: SliceFallbackProps) {
  const label = SLICE_LABELS[slice];
  return (
    <Card className="shell-slice-fallback" data-slice-fallback={slice}>
      <CardContent>
        <div className="shell-slice-fallback__icon" aria-hidden="true">
          <UiIcon name={kind === 'unavailable' ? 'offline' : 'broken'} />
        </div>
        <h2 className="shell-slice-fallback__title">
          {kind === 'unavailable' ? `${label} is unavailable right now` : `Something went wrong in ${label}`}
        </h2>
        <p className="shell-slice-fallback__text">
          {kind === 'unavailable'
            ? 'This part of the game could not be loaded. The rest of Influencer League keeps working; try again in a moment.'
            : 'This screen hit an unexpected error. The rest of Influencer League keeps working.'}
        </p>
        {kind === 'crashed' && error.message && <p className="shell-slice-fallback__detail">{error.message}</p>}
        <Button onClick={onRetry}>Retry</Button>
      </CardContent>
    </Card>
  );
}
