import { Spinner } from '@il/ui/core';

/** Between a navigation and the arrival of the screen's chunk. */
export function PageLoading() {
  return (
    <div className="shell-page-loading">
      <Spinner />
    </div>
  );
}
