import { BrandMark, Button, UiIcon } from '@il/ui/core';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' && error ? error : 'Unknown error';
}

/** §2: the generic page for routing failures (a screen's chunk missing, a screen throwing). */
export function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <div className="shell-standalone-page">
      <BrandMark />
      <div className="shell-standalone-page__card shell-error-page" role="alert">
        <p className="shell-error-page__icon" aria-hidden="true">
          <UiIcon name="clapperboard" />
        </p>
        <h1 className="shell-error-page__title">Unexpected Application Error!</h1>
        <p className="shell-error-page__detail">{describe(error)}</p>
        <div className="shell-error-page__actions">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          {/* A full page load: whatever broke in memory is left behind. */}
          <a href="/" className="il-button il-button--secondary il-button--md">
            Go Home
          </a>
        </div>
      </div>
    </div>
  );
}
