import { cloneElement, isValidElement, useId, type InputHTMLAttributes, type ReactElement, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx } from './cx';

export interface FormFieldProps {
  label: ReactNode;
  /** The field's message; shown under the field and tied to it for screen readers. */
  error?: string;
  hint?: ReactNode;
  /** One control (Input, Textarea, select...); it receives id and the aria wiring. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
  className?: string;
  id?: string;
}

export function FormField({ label, error, hint, children, className, id }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? children.props.id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [children.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })
    : children;
  return (
    <div className={cx('il-field', error && 'il-field--invalid', className)}>
      <label className="il-field__label" htmlFor={controlId}>
        {label}
      </label>
      {control}
      {hint && (
        <p className="il-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="il-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function Input({ className, ref, ...rest }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={cx('il-input', className)} {...rest} />;
}

export function Textarea({ className, ref, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea ref={ref} className={cx('il-input', 'il-input--textarea', className)} {...rest} />;
}
