import type { ChatCharacter, ChatMessageForm } from '@il/contracts';
import { Alert, Card, Skeleton, useAuth } from '@il/ui';
import { CharacterNeeded } from '@il/ui/league';
import { useGameState } from '../game-state/useGameState';
import { chatMessages } from './chat-cache';
import { chatEntries } from './chat-entry';
import { CHAT_TEXTS } from './chat-texts';
import { ChatForm } from './ChatForm';
import { ChatMessageList } from './ChatMessageList';
import { useChatMessages } from './useChatMessages';
import { usePendingChatMessages, useSendChatMessage } from './useSendChatMessage';

export interface LeagueChatProps {
  leagueId: number;
  live: boolean;
  /** Members read the chat; only those with a character in the league can write in it. */
  hasCharacter: boolean;
  /** A closed league's chat is history: read, with the form disabled and saying why. */
  closedReason?: string | null;
}

export function LeagueChat({ leagueId, live, hasCharacter, closedReason = null }: LeagueChatProps) {
  const chat = useChatMessages(leagueId, live);
  const send = useSendChatMessage(leagueId);
  const pending = usePendingChatMessages(leagueId);
  const me = useMyCharacter(leagueId);

  const onSend = (form: ChatMessageForm, failed: () => void) => send.mutate(form, { onError: failed });

  let body;
  if (chat.isPending) body = <ChatSkeleton />;
  // A failed poll keeps the conversation on screen; only a chat never loaded shows the failure.
  else if (!chat.data) body = <Alert variant="error" className="social-chat__failure">{CHAT_TEXTS.loadFailed}</Alert>;
  else {
    body = (
      <ChatMessageList
        entries={chatEntries(chatMessages(chat.data), pending, me)}
        hasOlder={chat.hasNextPage}
        loadingOlder={chat.isFetchingNextPage}
        onLoadOlder={() => void chat.fetchNextPage()}
        emptyDescription={closedReason ? CHAT_TEXTS.closedEmptyDescription : CHAT_TEXTS.emptyDescription}
      />
    );
  }

  return (
    <Card className="social-chat">
      {body}
      {closedReason ? (
        <ChatForm onSend={onSend} disabled disabledReason={`${closedReason}: the chat is closed, its history stays here to read.`} />
      ) : hasCharacter ? (
        <ChatForm onSend={onSend} />
      ) : (
        <CharacterNeeded leagueId={leagueId} action="chat as your character" className="social-character-needed" />
      )}
    </Card>
  );
}

/** The viewer's character as chat shows it; a pending message is drawn with it. */
function useMyCharacter(leagueId: number): ChatCharacter | null {
  const gameState = useGameState(leagueId).data;
  const user = useAuth().user;
  if (gameState) return { id: gameState.id, playerName: gameState.playerName, avatarUrl: gameState.avatarUrl, followers: gameState.followers };
  // Without a game state the author is not known by id; the account stands in until it loads.
  return user ? { id: -user.id, playerName: user.displayName, avatarUrl: user.avatarUrl ?? null, followers: 0 } : null;
}

function ChatSkeleton() {
  return (
    <div className="social-chat__scroller" role="status" aria-label="Loading messages">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="social-message social-message--skeleton">
          <Skeleton circle width={32} height={32} />
          <Skeleton height={52} width={`${50 + ((index * 17) % 35)}%`} />
        </div>
      ))}
    </div>
  );
}
