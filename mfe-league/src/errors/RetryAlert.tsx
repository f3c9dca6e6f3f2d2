import { Alert, Button } from '@il/ui';

/** A list that failed to load says why and offers to ask again; the rest of the screen stays usable. */
export function RetryAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert variant="error" title={title}>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
