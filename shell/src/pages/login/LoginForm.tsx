import { useForm } from 'react-hook-form';
import type { LoginRequest, User } from '@il/contracts';
import { Alert, Button, FormField, Input, serverMessageOf, useLogin } from '@il/ui/core';
import { contractResolver } from '../../forms/contract-resolver';

export const LOGIN_FAILED = 'Login failed';

export interface LoginFormProps {
  onSuccess: (user: User) => void;
  onForgotPassword: () => void;
}

export function LoginForm({ onSuccess, onForgotPassword }: LoginFormProps) {
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<LoginRequest>({
    resolver: contractResolver<LoginRequest>((contracts) => contracts.LoginRequest),
    mode: 'onBlur',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) => login.mutate(values, { onSuccess: ({ user }) => onSuccess(user) }));

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Log In">
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" {...register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" placeholder="Your password" {...register('password')} />
      </FormField>
      <div className="auth-form__row">
        <button type="button" className="auth-form__link" onClick={onForgotPassword}>
          Forgot Password?
        </button>
      </div>
      {login.isError && <Alert variant="error">{serverMessageOf(login.error, LOGIN_FAILED)}</Alert>}
      <Button type="submit" size="lg" block loading={login.isPending || login.isSuccess}>
        {login.isPending ? 'Logging in…' : 'Log In'}
      </Button>
    </form>
  );
}
