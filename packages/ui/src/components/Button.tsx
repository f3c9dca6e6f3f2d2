import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** The button look, for links that must read as buttons (<Link className={buttonClass()}>). */
export function buttonClass(options: { variant?: ButtonVariant; size?: ButtonSize; block?: boolean } = {}): string {
  const { variant = 'primary', size = 'md', block = false } = options;
  return cx('il-button', `il-button--${variant}`, `il-button--${size}`, block && 'il-button--block');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** Shows a spinner and blocks clicks while an action is pending. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, block, loading = false, className, disabled, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(buttonClass({ variant, size, block }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="il-spinner il-spinner--inline" aria-hidden="true" />}
      {children}
    </button>
  );
}
