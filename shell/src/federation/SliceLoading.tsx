import { Skeleton } from '@il/ui/core';

export function SliceLoading() {
  return (
    <div className="shell-slice-loading" role="status" aria-busy="true">
      <span className="il-visually-hidden">Loading…</span>
      <Skeleton height={40} width="45%" />
      <Skeleton height={18} width="65%" />
      <div className="shell-slice-loading__grid">
        <Skeleton height={160} />
        <Skeleton height={160} />
        <Skeleton height={160} />
      </div>
    </div>
  );
}
