import '@il/ui/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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
});
