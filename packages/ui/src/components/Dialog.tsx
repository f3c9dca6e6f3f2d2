import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';
import { UiIcon } from '../icons/UiIcon';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Keep the dialog open on Escape and outside clicks (e.g. while a request is pending). */
  dismissible?: boolean;
  className?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal dialog: labelled, focus kept inside while open and given back on close. */
export function Dialog({ open, onOpenChange, title, description, children, footer, size = 'md', dismissible = true, className }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onOpenChange);
  close.current = onOpenChange;
  // Who had the focus, read while rendering the opening: the commit that opens the dialog may
  // disable its opener (a chosen card), and a browser may move the focus off it before any effect.
  const opener = useRef<HTMLElement | null>(null);
  const shown = useRef(false);
  if (open !== shown.current) {
    shown.current = open;
    if (open) opener.current = document.activeElement as HTMLElement | null;
  }

  useEffect(() => {
    if (!open) return;
    const previous = opener.current;
    const node = panel.current;
    const first = node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && dismissible) {
      event.stopPropagation();
      close.current(false);
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="il-dialog__overlay" onMouseDown={(event) => event.target === event.currentTarget && dismissible && close.current(false)}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx('il-dialog', `il-dialog--${size}`, className)}
        onKeyDown={onKeyDown}
      >
        <div className="il-dialog__header">
          <h2 id={titleId} className="il-dialog__title">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="il-dialog__description">
              {description}
            </p>
          )}
          {dismissible && (
            <button type="button" className="il-dialog__close" aria-label="Close" onClick={() => close.current(false)}>
              <UiIcon name="close" />
            </button>
          )}
        </div>
        {children && <div className="il-dialog__body">{children}</div>}
        {footer && <div className="il-dialog__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
