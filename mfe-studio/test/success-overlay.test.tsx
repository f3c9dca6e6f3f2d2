import '@il/ui/testing';
import { act, render, renderHook, screen } from '@testing-library/react';
import { SuccessOverlay } from '../src/components/SuccessOverlay';
import { OVERLAY_TIMINGS, useSuccessOverlayPhase } from '../src/studio/use-success-overlay-phase';
import { card, postResponse } from './support/fixtures';

describe('success overlay phases', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('appears, shows at 100 ms, disappears at 3000 ms, hides at 3500 ms and then completes', () => {
    expect(OVERLAY_TIMINGS).toEqual({ showingAt: 100, disappearingAt: 3000, hiddenAt: 3500 });
    const onComplete = jest.fn();
    const { result, rerender } = renderHook(({ active }) => useSuccessOverlayPhase(active, onComplete), { initialProps: { active: false } });
    expect(result.current).toBe('hidden');

    rerender({ active: true });
    expect(result.current).toBe('appearing');
    act(() => jest.advanceTimersByTime(99));
    expect(result.current).toBe('appearing');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('showing');
    act(() => jest.advanceTimersByTime(2899));
    expect(result.current).toBe('showing');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('disappearing');
    act(() => jest.advanceTimersByTime(499));
    expect(result.current).toBe('disappearing');
    expect(onComplete).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('hidden');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('stops its timers when the overlay goes away early', () => {
    const onComplete = jest.fn();
    const { result, rerender } = renderHook(({ active }) => useSuccessOverlayPhase(active, onComplete), { initialProps: { active: true } });
    act(() => jest.advanceTimersByTime(500));
    rerender({ active: false });
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current).toBe('hidden');
    expect(onComplete).not.toHaveBeenCalled();
  });
});

describe('success overlay', () => {
  const posted = card({ followersMax: 280 });

  it('shows the server’s followers gained and energy used', () => {
    render(<SuccessOverlay phase="showing" result={postResponse({ followersGained: 342, energySpent: 22 })} card={posted} custom={false} />);
    expect(screen.getByText('Content Posted!')).toBeInTheDocument();
    expect(screen.getByText('Your post is now live and gaining traction')).toBeInTheDocument();
    expect(screen.getByText('+342 New Followers')).toBeInTheDocument();
    expect(screen.getByText('-22 Energy Used')).toBeInTheDocument();
    expect(screen.queryByText(/custom caption/)).not.toBeInTheDocument();
  });

  it('calls a custom caption a hit above the card’s followersMax, risky but authentic otherwise', () => {
    const { rerender } = render(<SuccessOverlay phase="showing" result={postResponse({ followersGained: 281 })} card={posted} custom />);
    expect(screen.getByText('Your custom caption was a hit! +Authenticity bonus')).toBeInTheDocument();
    rerender(<SuccessOverlay phase="showing" result={postResponse({ followersGained: 280 })} card={posted} custom />);
    expect(screen.getByText('Your custom caption was risky but authentic! +Authenticity bonus')).toBeInTheDocument();
  });

  it('renders nothing while hidden', () => {
    render(<SuccessOverlay phase="hidden" result={postResponse()} card={posted} custom={false} />);
    expect(screen.queryByTestId('success-overlay')).not.toBeInTheDocument();
  });
});
