import '@il/ui/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useRef, useState } from 'react';
import { Dialog } from '../src';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Create post
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Choose Your Caption" footer={<button type="button">Continue with Caption</button>}>
        <input aria-label="Your caption" />
      </Dialog>
    </>
  );
}

/** What Chromium does to a focused button as it is disabled, which jsdom does not: focus to the page. */
function dropFocusToPage(): void {
  const stand = document.body.appendChild(document.createElement('input'));
  stand.focus();
  stand.remove();
}

/** A card disabled while its dialog is open, as the studio's are. */
function DisabledWhileOpen() {
  const [open, setOpen] = useState(false);
  const card = useRef<HTMLButtonElement>(null);
  // Before any effect, as a browser moves the focus in the commit that disables the card.
  useLayoutEffect(() => {
    if (open && document.activeElement === card.current) dropFocusToPage();
  }, [open]);
  return (
    <>
      <button ref={card} type="button" disabled={open} onClick={() => setOpen(true)}>
        Selfie
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Choose Your Caption">
        <input aria-label="Your caption" />
      </Dialog>
    </>
  );
}

describe('dialog focus', () => {
  it('moves the focus in, keeps it inside both ways round, and gives it back on Escape', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Create post' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose Your Caption' });
    const close = screen.getByRole('button', { name: 'Close' });
    const caption = screen.getByRole('textbox', { name: 'Your caption' });
    const proceed = screen.getByRole('button', { name: 'Continue with Caption' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(close).toHaveFocus();

    await user.tab();
    expect(caption).toHaveFocus();
    await user.tab();
    expect(proceed).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(proceed).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create post' })).toHaveFocus();
  });

  it('gives the focus back when closed with its own button', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Create post' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Create post' })).toHaveFocus();
  });

  it('gives the focus back to an opener the opening disabled', async () => {
    const user = userEvent.setup();
    render(<DisabledWhileOpen />);
    const card = screen.getByRole('button', { name: 'Selfie' });
    card.focus();
    await user.keyboard('{Enter}');
    expect(card).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(card).toBeEnabled();
    expect(card).toHaveFocus();
  });
});
