import '@il/ui/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { PlatformProviders, createQueryClient } from '@il/ui';
import { ResetPasswordPage } from '../src/pages/reset-password/ResetPasswordPage';
import { ResetPasswordForm } from '../src/pages/reset-password/ResetPasswordForm';
import { fakeApi, SIGNED_OUT } from './support/fake-api';
import { renderAt } from './support/render';

const routes = [{ path: '/reset-password', element: <ResetPasswordPage /> }];

async function submit(password: string, confirm: string) {
  const user = userEvent.setup();
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

function renderForm(token: string) {
  fakeApi(SIGNED_OUT);
  render(
    <PlatformProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <ResetPasswordForm token={token} onSuccess={() => undefined} />
      </MemoryRouter>
    </PlatformProviders>,
  );
}

describe('reset password page', () => {
  it('without a token, says the link is invalid and offers the way back', async () => {
    fakeApi(SIGNED_OUT);
    renderAt('/reset-password', routes);
    expect(screen.getByText('Invalid password reset link')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('asks for at least 8 characters', async () => {
    fakeApi(SIGNED_OUT);
    renderAt('/reset-password?token=abc', routes);
    await submit('short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeInTheDocument();
  });

  it('asks for a matching confirmation', async () => {
    fakeApi(SIGNED_OUT);
    renderAt('/reset-password?token=abc', routes);
    await submit('Sup3rStar!', 'Sup3rStar?');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  });

  it('shows the server message when the reset is refused', async () => {
    fakeApi({ ...SIGNED_OUT, 'POST /_api/auth/complete-password-reset': { status: 400, body: { error: 'This reset link has expired' } } });
    renderAt('/reset-password?token=abc', routes);
    await submit('Sup3rStar!', 'Sup3rStar!');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired');
  });

  it('falls back to "An unexpected error occurred. Please try again."', async () => {
    fakeApi({ ...SIGNED_OUT, 'POST /_api/auth/complete-password-reset': new TypeError('Failed to fetch') });
    renderAt('/reset-password?token=abc', routes);
    await submit('Sup3rStar!', 'Sup3rStar!');
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
  });

  it('on success toasts and goes to /login', async () => {
    const { calls } = fakeApi({ ...SIGNED_OUT, 'POST /_api/auth/complete-password-reset': { body: { message: 'ok' } } });
    renderAt('/reset-password?token=tok-123', routes);
    await submit('Sup3rStar!', 'Sup3rStar!');
    expect(await screen.findByText('Your password has been reset successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(calls.find((call) => call.path === '/_api/auth/complete-password-reset')?.body).toEqual({ token: 'tok-123', password: 'Sup3rStar!' });
  });
});

describe('reset password form', () => {
  it('requires a token', async () => {
    renderForm('');
    await submit('Sup3rStar!', 'Sup3rStar!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Reset token is required.');
  });

  it('refuses a blank token without calling the server', async () => {
    renderForm('   ');
    await submit('Sup3rStar!', 'Sup3rStar!');
    expect(await screen.findByRole('alert')).toHaveTextContent('No reset token found. Please use the link from your email.');
  });
});
