import { useForm } from 'react-hook-form';
import type { RegisterRequest, User } from '@il/contracts';
import { Alert, ApiError, Button, FormField, Input, useRegister } from '@il/ui/core';
import { contractResolver } from '../../forms/contract-resolver';
import { registrationErrorMessage } from './registration-error';

export const PASSWORD_HINT = 'At least 8 characters, with an uppercase letter, a lowercase letter and a number.';

export function RegisterForm({ onSuccess }: { onSuccess: (user: User) => void }) {
  const registration = useRegister();
  const { register, handleSubmit, formState } = useForm<RegisterRequest>({
    resolver: contractResolver<RegisterRequest>((contracts) => contracts.RegisterRequest),
    mode: 'onBlur',
    defaultValues: { displayName: '', email: '', password: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) => registration.mutate(values, { onSuccess: ({ user }) => onSuccess(user) }));
  const failure = registration.error instanceof ApiError ? registration.error.serverMessage : undefined;

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Create Account">
      <FormField label="Display Name" error={errors.displayName?.message}>
        <Input autoComplete="nickname" placeholder="How the league will know you" {...register('displayName')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" {...register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} hint={PASSWORD_HINT}>
        <Input type="password" autoComplete="new-password" placeholder="Create a password" {...register('password')} />
      </FormField>
      {registration.isError && <Alert variant="error">{registrationErrorMessage(failure)}</Alert>}
      <Button type="submit" size="lg" block loading={registration.isPending || registration.isSuccess}>
        {registration.isPending ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}
