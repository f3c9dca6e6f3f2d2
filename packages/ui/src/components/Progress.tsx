import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export interface ProgressProps extends HTMLAttributes<HTMLDivElement> {
  /** 0-100; values outside are clamped (§9: progress bars are 0-100). */
  value: number;
  tone?: 'brand' | 'success' | 'warning' | 'danger';
  pulse?: boolean;
  label?: string;
}

export function Progress({ value, tone = 'brand', pulse = false, label, className, ...rest }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      aria-label={label}
      className={cx('il-progress', `il-progress--${tone}`, pulse && 'il-progress--pulse', className)}
      {...rest}
    >
      <div className="il-progress__bar" style={{ width: `${clamped}%` }} />
    </div>
  );
}
