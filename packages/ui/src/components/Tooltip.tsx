import { cloneElement, isValidElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { cx } from './cx';

/** §9: tooltips open after 700 ms. */
export const TOOLTIP_DELAY_MS = 700;

export interface TooltipProps {
  content: ReactNode;
  children: ReactNode;
  side?: 'top' | 'bottom';
  delayMs?: number;
  className?: string;
}

/**
 * Opens after the delay on hover and at once on keyboard focus. The trigger is wrapped in a span
 * so disabled buttons, which fire no pointer events, still explain themselves.
 */
export function Tooltip({ content, children, side = 'top', delayMs = TOOLTIP_DELAY_MS, className }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => clearTimeout(timer.current);
  useEffect(() => cancel, []);

  const show = (immediately: boolean) => {
    cancel();
    if (immediately) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delayMs);
  };
  const hide = () => {
    cancel();
    setOpen(false);
  };

  return (
    <span
      className={cx('il-tooltip', className)}
      onPointerEnter={() => show(false)}
      onPointerLeave={hide}
      onFocus={() => show(true)}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {isValidElement(children)
        ? cloneElement(children as ReactElement<{ 'aria-describedby'?: string }>, { 'aria-describedby': open ? id : undefined })
        : children}
      {open && (
        <span role="tooltip" id={id} className={cx('il-tooltip__bubble', `il-tooltip__bubble--${side}`)}>
          {content}
        </span>
      )}
    </span>
  );
}
