import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SendPasswordResetRequest } from '@il/contracts';
import { Alert, Button, Dialog, FormField, Input, callApi, usePlainMutation } from '@il/ui/core';
import { contractResolver } from '../../forms/contract-resolver';

export const RESET_EMAIL_FAILED = 'Failed to send reset email. Please try again.';
/** §9: the dialog closes by itself 3 s after the e-mail went out. */
export const RESET_DIALOG_CLOSE_MS = 3000;

export function ForgotPasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reset Password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      size="sm"
    >
      {/* Mounted only while open, so every opening starts with a clean form. */}
      <ForgotPasswordForm onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  // Not useMutation: the login screen renders before React Query is loaded.
  const send = usePlainMutation((body: SendPasswordResetRequest) => callApi('sendPasswordReset', { body }));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SendPasswordResetRequest>({
    resolver: contractResolver<SendPasswordResetRequest>((contracts) => contracts.SendPasswordResetRequest),
    mode: 'onBlur',
    defaultValues: { email: '' },
  });

  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!sentTo) return;
    const timer = setTimeout(() => done.current(), RESET_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sentTo]);

  const onSubmit = handleSubmit((values) => send.mutate(values, { onSuccess: () => setSentTo(values.email) }));

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Reset Password">
      <FormField label="Email" error={formState.errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" data-autofocus {...register('email')} />
      </FormField>
      {send.isError && <Alert variant="error">{RESET_EMAIL_FAILED}</Alert>}
      {sentTo && (
        <Alert variant="success" title="Check your inbox">
          If an account exists for {sentTo}, a password reset link is on its way.
        </Alert>
      )}
      <Button type="submit" block loading={send.isPending} disabled={Boolean(sentTo)}>
        Send Reset Email
      </Button>
    </form>
  );
}
