import '@il/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGIN_REDIRECT_DELAY_MS, LoginPage } from '../src/pages/login/LoginPage';
import { RESET_DIALOG_CLOSE_MS } from '../src/pages/login/ForgotPasswordDialog';
import { fakeApi, SIGNED_OUT, USER } from './support/fake-api';
import { renderAt } from './support/render';

const loginRoutes = [{ path: '/login', element: <LoginPage /> }];
const location = () => screen.getByTestId('location').textContent;

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup();
  const form = screen.getByRole('form', { name: 'Log In' });
  if (email) await user.type(within(form).getByLabelText('Email'), email);
  if (password) await user.type(within(form).getByLabelText('Password'), password);
  await user.click(within(form).getByRole('button', { name: 'Log In' }));
  return user;
}

describe('login form', () => {
  it('shows both tabs, Log In first', async () => {
    fakeApi(SIGNED_OUT);
    renderAt('/login', loginRoutes);
    expect(screen.getByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'false');
  });

  it('validates the whole form on submit, each message under its field', async () => {
    const { calls } = fakeApi(SIGNED_OUT);
    renderAt('/login', loginRoutes);
    await fillLogin('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.path.includes('login'))).toBe(false);
  });

  it('validates a single field when it loses focus', async () => {
    fakeApi(SIGNED_OUT);
    renderAt('/login', loginRoutes);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('shows the server message inline when login fails', async () => {
    fakeApi({ ...SIGNED_OUT, 'POST /_api/auth/login_with_password': { status: 401, wire: 'json', body: { message: 'Invalid email or password' } } });
    renderAt('/login', loginRoutes);
    await fillLogin('jade@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('falls back to "Login failed" when the server gives no message', async () => {
    fakeApi({ ...SIGNED_OUT, 'POST /_api/auth/login_with_password': { status: 500, wire: 'json', body: {} } });
    renderAt('/login', loginRoutes);
    await fillLogin('jade@example.com', 'whatever');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('sends plain JSON and goes to the redirect target 200 ms after success', async () => {
    const { calls } = fakeApi({ ...SIGNED_OUT, 'POST /_api/auth/login_with_password': { wire: 'json', body: { user: USER } } });
    renderAt('/login?redirect=%2Fprofile', loginRoutes);
    await fillLogin('jade@example.com', 'Sup3rStar!');
    await waitFor(() => expect(location()).toBe('/profile'));
    const sent = calls.find((call) => call.path === '/_api/auth/login_with_password');
    expect(sent?.body).toEqual({ email: 'jade@example.com', password: 'Sup3rStar!' });
  });

  it('waits 200 ms before redirecting', async () => {
    jest.useFakeTimers();
    try {
      fakeApi({ ...SIGNED_OUT, 'POST /_api/auth/login_with_password': { wire: 'json', body: { user: USER } } });
      renderAt('/login?redirect=%2Fleagues', loginRoutes);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByLabelText('Email'), 'jade@example.com');
      await user.type(screen.getByLabelText('Password'), 'Sup3rStar!');
      await user.click(within(screen.getByRole('form', { name: 'Log In' })).getByRole('button', { name: 'Log In' }));
      // Signed in: the button stays busy while the short delay runs.
      await screen.findByText('Log In', { selector: 'button[aria-busy="true"]' });
      expect(location()).toBe('/login?redirect=%2Fleagues');
      act(() => jest.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS - 60));
      expect(location()).toBe('/login?redirect=%2Fleagues');
      act(() => jest.advanceTimersByTime(60));
      expect(location()).toBe('/leagues');
      expect(LOGIN_REDIRECT_DELAY_MS).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends a signed-in visitor straight to the redirect target', async () => {
    fakeApi({ 'GET /_api/auth/session': { body: { user: USER } } });
    renderAt('/login?redirect=%2Fleagues%2F3', loginRoutes);
    await waitFor(() => expect(location()).toBe('/leagues/3'));
  });

  it('never follows a redirect off the site', async () => {
    fakeApi({ 'GET /_api/auth/session': { body: { user: USER } } });
    renderAt('/login?redirect=%2F%2Fevil.example', loginRoutes);
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('opens on Create Account with ?tab=register', () => {
    fakeApi(SIGNED_OUT);
    renderAt('/login?tab=register', loginRoutes);
    expect(screen.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('forgot password dialog', () => {
  async function openDialog() {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    return { user, dialog };
  }

  it('is titled Reset Password and asks for a valid e-mail', async () => {
    fakeApi(SIGNED_OUT);
    renderAt('/login', loginRoutes);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Email'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Email' }));
    expect(await within(dialog).findByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it('says when the e-mail could not be sent', async () => {
    fakeApi({ ...SIGNED_OUT, 'POST /_api/auth/send-password-reset': { status: 500, body: { error: 'Mailer down' } } });
    renderAt('/login', loginRoutes);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Email'), 'jade@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Email' }));
    expect(await within(dialog).findByText('Failed to send reset email. Please try again.')).toBeInTheDocument();
  });

  it('closes by itself 3 seconds after success', async () => {
    jest.useFakeTimers();
    try {
      const { calls } = fakeApi({ ...SIGNED_OUT, 'POST /_api/auth/send-password-reset': { body: { message: 'sent' } } });
      renderAt('/login', loginRoutes);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
      await user.type(within(dialog).getByLabelText('Email'), 'jade@example.com');
      await user.click(within(dialog).getByRole('button', { name: 'Send Reset Email' }));
      expect(await within(dialog).findByText(/a password reset link is on its way/)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(RESET_DIALOG_CLOSE_MS - 100));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(RESET_DIALOG_CLOSE_MS).toBe(3000);
      expect(calls.find((call) => call.path === '/_api/auth/send-password-reset')?.body).toEqual({ email: 'jade@example.com' });
    } finally {
      jest.useRealTimers();
    }
  });
});
