import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CHAT_LIMITS, ChatMessageForm } from '@il/contracts';
import { Button, FormField, Input } from '@il/ui';
import { CHAT_TEXTS } from './chat-texts';

export interface ChatFormProps {
  /** Sends a valid, trimmed message; calls back on failure so the text can come back for a retry. */
  onSend: (form: ChatMessageForm, failed: () => void) => void;
  disabled?: boolean;
  /** Why the form takes nothing, shown under the field (a closed league). */
  disabledReason?: string;
}

/** A counter appears once a message gets near the 500-character limit. */
const COUNTER_FROM = CHAT_LIMITS.messageMax - 100;

export function ChatForm({ onSend, disabled = false, disabledReason }: ChatFormProps) {
  const { register, handleSubmit, formState, reset, getValues, setValue, watch } = useForm<ChatMessageForm>({
    resolver: zodResolver(ChatMessageForm),
    mode: 'onBlur',
    defaultValues: { message: '' },
  });
  const length = watch('message').length;

  const submit = handleSubmit((form) => {
    // Cleared at once: the message is already in the list as "Sending...".
    reset({ message: '' });
    onSend(form, () => {
      if (!getValues('message')) setValue('message', form.message);
    });
  });

  return (
    <form className="social-chat-form" onSubmit={submit} noValidate aria-label="Send a chat message">
      <FormField
        label="Message"
        error={formState.errors.message?.message}
        hint={disabledReason ?? (length >= COUNTER_FROM ? `${length}/${CHAT_LIMITS.messageMax}` : undefined)}
        className="social-chat-form__field"
      >
        <Input placeholder={CHAT_TEXTS.placeholder} autoComplete="off" disabled={disabled} {...register('message')} />
      </FormField>
      <Button type="submit" className="social-chat-form__send" disabled={disabled}>
        Send
      </Button>
    </form>
  );
}
