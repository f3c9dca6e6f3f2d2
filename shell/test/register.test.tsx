import '@il/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from '../src/pages/login/LoginPage';
import { PASSWORD_HINT } from '../src/pages/login/RegisterForm';
import { registrationErrorMessage } from '../src/pages/login/registration-error';
import { fakeApi, SIGNED_OUT, USER } from './support/fake-api';
import { renderAt } from './support/render';

const routes = [{ path: '/login', element: <LoginPage /> }];

async function register(fields: { displayName?: string; email?: string; password?: string }) {
  const user = userEvent.setup();
  const form = screen.getByRole('form', { name: 'Create Account' });
  if (fields.displayName) await user.type(within(form).getByLabelText('Display Name'), fields.displayName);
  if (fields.email) await user.type(within(form).getByLabelText('Email'), fields.email);
  if (fields.password) await user.type(within(form).getByLabelText('Password'), fields.password);
  await user.click(within(form).getByRole('button', { name: 'Create Account' }));
}

const valid = { displayName: 'Jade Viral', email: 'jade@example.com', password: 'Sup3rStar!' };

function failingRegistration(message: string | undefined, status = 400) {
  fakeApi({ ...SIGNED_OUT, 'POST /_api/auth/register_with_password': { status, wire: 'json', body: message === undefined ? {} : { message } } });
}

describe('register form', () => {
  it('hints at uppercase, lowercase and a number under the password', () => {
    fakeApi(SIGNED_OUT);
    renderAt('/login?tab=register', routes);
    expect(screen.getByText(PASSWORD_HINT)).toBeInTheDocument();
    expect(PASSWORD_HINT).toMatch(/uppercase/);
    expect(PASSWORD_HINT).toMatch(/lowercase/);
    expect(PASSWORD_HINT).toMatch(/number/);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(PASSWORD_HINT);
  });

  it('validates every field on submit', async () => {
    fakeApi(SIGNED_OUT);
    renderAt('/login?tab=register', routes);
    await register({});
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('checks the password length when the field loses focus', async () => {
    fakeApi(SIGNED_OUT);
    renderAt('/login?tab=register', routes);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.tab();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('accepts any characters in the display name', async () => {
    const { calls } = fakeApi({ ...SIGNED_OUT, 'POST /_api/auth/register_with_password': { wire: 'json', body: { user: USER } } });
    renderAt('/login?tab=register', routes);
    await register({ ...valid, displayName: '✨ Jade (the villain) ✨' });
    await waitFor(() => expect(calls.some((call) => call.path === '/_api/auth/register_with_password')).toBe(true));
    expect(calls.find((call) => call.path === '/_api/auth/register_with_password')?.body).toEqual({ ...valid, displayName: '✨ Jade (the villain) ✨' });
  });

  it('goes to / after registering, which leads a signed-in player on to their leagues', async () => {
    fakeApi({ ...SIGNED_OUT, 'POST /_api/auth/register_with_password': { wire: 'json', body: { user: USER } } });
    renderAt('/login?tab=register', routes);
    await register(valid);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it.each([
    ['Email already in use', 'This email is already registered. Please try logging in instead.'],
    ['Invalid display name', "Please provide a valid display name that isn't empty."],
    ['Name contains a reserved word', 'Please check your display name: Name contains a reserved word'],
    ['display must be shorter', 'Please check your display name: display must be shorter'],
    ['The server is on fire', 'The server is on fire'],
  ])('maps the server message "%s"', async (message, shown) => {
    failingRegistration(message);
    renderAt('/login?tab=register', routes);
    await register(valid);
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });

  it('falls back to "Registration failed. Please try again." without a message', async () => {
    failingRegistration(undefined, 500);
    renderAt('/login?tab=register', routes);
    await register(valid);
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });

  it('maps the way §8 orders the rules', () => {
    expect(registrationErrorMessage('Email already in use by another name')).toBe('This email is already registered. Please try logging in instead.');
    expect(registrationErrorMessage('display name is empty')).toBe("Please provide a valid display name that isn't empty.");
    expect(registrationErrorMessage(undefined)).toBe('Registration failed. Please try again.');
    expect(registrationErrorMessage('')).toBe('Registration failed. Please try again.');
  });
});
