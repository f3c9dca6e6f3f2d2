import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { ChatMessageForm } from '@il/contracts';
import { callApi, serverMessageOf, useToast } from '@il/ui';
import { socialKeys } from '../query-keys';
import { addMessage, type ChatData } from './chat-cache';
import { CHAT_TEXTS } from './chat-texts';

/**
 * §4 chat send: the message shows at once as "Sending..." (it is the pending mutation itself, so
 * no poll can wipe it), leaves on error with a toast, and the list is fetched again afterwards.
 */
export function useSendChatMessage(leagueId: number) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationKey: socialKeys.chatSend(leagueId),
    mutationFn: ({ message }: ChatMessageForm) => callApi('sendChatMessage', { body: { leagueId, message } }),
    // In the list before the pending message goes, so the message never blinks out.
    onSuccess: (sent) => {
      queryClient.setQueryData<ChatData>(socialKeys.chat(leagueId), (data) => data && addMessage(data, sent));
    },
    onError: (error) => toast({ title: CHAT_TEXTS.sendFailed, description: serverMessageOf(error, 'Please try again.'), variant: 'error' }),
    // Not awaited: the message would otherwise stay "Sending..." until the refetch is back.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: socialKeys.chat(leagueId) });
    },
  });
}

export interface PendingChatMessage {
  key: string;
  message: string;
  submittedAt: number;
}

/** The messages of this league on their way to the server, oldest first. */
export function usePendingChatMessages(leagueId: number): PendingChatMessage[] {
  return useMutationState({
    filters: { mutationKey: socialKeys.chatSend(leagueId), status: 'pending' },
    select: (mutation) => {
      const variables = mutation.state.variables as ChatMessageForm | undefined;
      return { key: `${mutation.mutationId}`, message: variables?.message ?? '', submittedAt: mutation.state.submittedAt };
    },
  });
}
