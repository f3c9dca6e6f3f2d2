import { cloneElement, isValidElement, useEffect, useId, useRef, useState, type PointerEvent, type ReactElement, type ReactNode } from 'react';
import { cx } from './cx';

/** §9: tooltips open after 700 ms. */
export const TOOLTIP_DELAY_MS = 700;
/** A tip opened by a tap stays this long: a finger gives no "pointer left" to close it by. */
export const TAPPED_TOOLTIP_MS = 3000;

export interface TooltipProps {
  content: ReactNode;
  children: ReactNode;
  side?: 'top' | 'bottom';
  /** 'start' lines the bubble up with the trigger's left edge, for a trigger near the screen's left. */
  align?: 'center' | 'start';
  delayMs?: number;
  className?: string;
}

/**
 * Opens after the delay on hover, at once on keyboard focus, and at once on a tap (touch or pen),
 * for a few seconds: a phone has no hover, and a disabled Like must still say why. The trigger is
 * wrapped in a span, and a disabled trigger lets pointer events through to it (CSS), so disabled
 * buttons, which fire no pointer events of their own, still explain themselves.
 */
export function Tooltip({ content, children, side = 'top', align = 'center', delayMs = TOOLTIP_DELAY_MS, className }: TooltipProps) {
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
  const showTapped = () => {
    cancel();
    setOpen(true);
    timer.current = setTimeout(() => setOpen(false), TAPPED_TOOLTIP_MS);
  };
  const byFinger = (event: PointerEvent) => event.pointerType === 'touch' || event.pointerType === 'pen';
  const hide = () => {
    cancel();
    setOpen(false);
  };

  return (
    <span
      className={cx('il-tooltip', className)}
      onPointerEnter={(event) => !byFinger(event) && show(false)}
      onPointerLeave={(event) => !byFinger(event) && hide()}
      onPointerDown={(event) => byFinger(event) && showTapped()}
      onFocus={() => show(true)}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {isValidElement(children)
        ? cloneElement(children as ReactElement<{ 'aria-describedby'?: string }>, { 'aria-describedby': open ? id : undefined })
        : children}
      {open && (
        <span role="tooltip" id={id} className={cx('il-tooltip__bubble', `il-tooltip__bubble--${side}`, align === 'start' && 'il-tooltip__bubble--start')}>
          {content}
        </span>
      )}
    </span>
  );
}
