import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from './cx';

export interface SkeletonProps extends HTMLAttributes<HTMLDivElement> {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  circle?: boolean;
}

/** A shimmering placeholder; screen readers skip it (the loading region says it is busy). */
export function Skeleton({ width, height, circle = false, className, style, ...rest }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={cx('il-skeleton', circle && 'il-skeleton--circle', className)}
      style={{ width, height, ...style }}
      data-testid="skeleton"
      {...rest}
    />
  );
}
