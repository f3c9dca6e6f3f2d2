import '@il/ui/testing';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { TAPPED_TOOLTIP_MS, TOOLTIP_DELAY_MS, ToastProvider, Tooltip, useToast, MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from '../src';

function Burst({ count }: { count: number }) {
  const { toast } = useToast();
  useEffect(() => {
    for (let n = 1; n <= count; n += 1) toast({ title: `Toast ${n}` });
  }, [count, toast]);
  return null;
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows at most 3, the newest, each for 4000 ms', () => {
    render(
      <ToastProvider>
        <Burst count={5} />
      </ToastProvider>,
    );
    expect(MAX_VISIBLE_TOASTS).toBe(3);
    expect(screen.queryByText('Toast 1')).not.toBeInTheDocument();
    expect(screen.queryByText('Toast 2')).not.toBeInTheDocument();
    expect(screen.getByText('Toast 5')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Toast 5')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Toast 5')).not.toBeInTheDocument();
    expect(TOAST_DURATION_MS).toBe(4000);
  });
});

describe('toasts, read aloud', () => {
  function Notify() {
    const { toast } = useToast();
    useEffect(() => {
      toast({ title: 'Post liked! (-8 energy)', variant: 'success' });
      toast({ title: 'Failed to send message', variant: 'error' });
    }, [toast]);
    return null;
  }

  it('are announced politely, errors included', () => {
    render(
      <ToastProvider>
        <Notify />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual([expect.stringContaining('Post liked!'), expect.stringContaining('Failed to send message')]);
  });
});

/** A disabled Like inside its tooltip; answers the element the tooltip listens on. */
function renderDisabledLike(): HTMLElement {
  render(
    <Tooltip content="Not enough energy (8 required)">
      <button type="button" disabled>
        Like
      </button>
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'Like' }).parentElement as HTMLElement;
}

describe('tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens 700 ms after the pointer arrives, even over a disabled button', () => {
    const anchor = renderDisabledLike();
    act(() => {
      anchor.dispatchEvent(new Event('pointerover', { bubbles: true }));
      anchor.dispatchEvent(new Event('pointerenter', { bubbles: false }));
    });
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Not enough energy (8 required)');
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAccessibleDescription('Not enough energy (8 required)');
    expect(TOOLTIP_DELAY_MS).toBe(700);
  });

  const finger = (type: string) => {
    const event = new Event(type, { bubbles: type !== 'pointerenter' && type !== 'pointerleave' });
    Object.defineProperty(event, 'pointerType', { value: 'touch' });
    return event;
  };

  it('explains a disabled button at once when it is tapped, and keeps the tip after the finger lifts', () => {
    const anchor = renderDisabledLike();
    // A tap: the finger arrives, presses, lifts and is gone, all at once.
    act(() => {
      for (const type of ['pointerover', 'pointerenter', 'pointerdown', 'pointerup', 'pointerout', 'pointerleave']) anchor.dispatchEvent(finger(type));
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Not enough energy (8 required)');
    act(() => jest.advanceTimersByTime(TAPPED_TOOLTIP_MS - 1));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
