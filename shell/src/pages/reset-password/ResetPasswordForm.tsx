import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { ResetPasswordForm as ResetPasswordSchema } from '@il/contracts';
import { Alert, Button, FormField, Input, callApi, serverMessageOf } from '@il/ui';

export const NO_RESET_TOKEN = 'No reset token found. Please use the link from your email.';
export const RESET_FAILED = 'An unexpected error occurred. Please try again.';

export function ResetPasswordForm({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const complete = useMutation({
    mutationFn: (body: { token: string; password: string }) => callApi('completePasswordReset', { body }),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ResetPasswordSchema>({
    resolver: zodResolver(ResetPasswordSchema),
    mode: 'onBlur',
    defaultValues: { token, password: '', confirm: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(({ token: value, password }) => {
    setFailure(null);
    if (!value.trim()) {
      setFailure(NO_RESET_TOKEN);
      return;
    }
    complete.mutate(
      { token: value, password },
      { onSuccess, onError: (error) => setFailure(serverMessageOf(error, RESET_FAILED)) },
    );
  });

  const formError = errors.token?.message ?? failure;

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Reset password">
      <input type="hidden" {...register('token')} />
      <FormField label="New Password" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" placeholder="At least 8 characters" {...register('password')} />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirm?.message}>
        <Input type="password" autoComplete="new-password" placeholder="Type it again" {...register('confirm')} />
      </FormField>
      {formError && <Alert variant="error">{formError}</Alert>}
      <Button type="submit" size="lg" block loading={complete.isPending}>
        Reset Password
      </Button>
    </form>
  );
}
