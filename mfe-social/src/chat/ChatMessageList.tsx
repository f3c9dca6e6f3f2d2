import { useLayoutEffect, useRef, useState } from 'react';
import { Button, EmptyState } from '@il/ui';
import type { ChatEntry } from './chat-entry';
import { ChatMessageItem } from './ChatMessageItem';
import { CHAT_TEXTS, NEAR_BOTTOM_PX } from './chat-texts';
import ArrowDown from 'lucide-react/icons/arrow-down';
import MessageCircle from 'lucide-react/icons/message-circle';

export interface ChatMessageListProps {
  entries: readonly ChatEntry[];
  hasOlder: boolean;
  loadingOlder: boolean;
  /** The empty list's words; a closed league's chat invites nobody. */
  emptyDescription?: string;
  onLoadOlder: () => void;
}

function distanceFromBottom(element: HTMLElement): number {
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

/** How a screen reader hears a message that has just come in. */
export function announce(entry: ChatEntry): string {
  return `${entry.character.playerName}: ${entry.text}`;
}

/**
 * The conversation, newest at the bottom. It follows new messages while the reader is at the
 * bottom (and always after their own), keeps its place when older ones are loaded above, and
 * offers a way down once the reader is more than 50 px up.
 */
export function ChatMessageList({ entries, hasOlder, loadingOlder, onLoadOlder, emptyDescription = CHAT_TEXTS.emptyDescription }: ChatMessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const previous = useRef<{ first?: string; last?: string; height: number; seen?: boolean }>({ height: 0 });
  const [awayFromBottom, setAwayFromBottom] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const first = entries[0]?.key;
  const lastEntry = entries[entries.length - 1];
  const last = lastEntry?.key;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    const olderLoaded = before.first !== undefined && first !== before.first && last === before.last;
    if (olderLoaded) element.scrollTop += element.scrollHeight - before.height;
    else if (last !== before.last && (following.current || lastEntry?.own)) element.scrollTop = element.scrollHeight;
    // What was there on arrival and older pages are read on demand; only what arrives is spoken.
    if (before.seen && !olderLoaded && last !== before.last && lastEntry && !lastEntry.own) setAnnouncement(announce(lastEntry));
    previous.current = { first, last, height: element.scrollHeight, seen: true };
  }, [first, last, lastEntry?.own, entries.length]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const away = distanceFromBottom(element) > NEAR_BOTTOM_PX;
    following.current = !away;
    setAwayFromBottom(away);
  };

  const scrollToBottom = () => {
    const element = scroller.current;
    if (!element) return;
    following.current = true;
    if (typeof element.scrollTo === 'function') element.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
    else element.scrollTop = element.scrollHeight;
  };

  return (
    <div className="social-chat__viewport">
      <p className="il-visually-hidden" aria-live="polite" data-testid="chat-announcer">
        {announcement}
      </p>
      <div ref={scroller} className="social-chat__scroller" onScroll={onScroll} data-testid="chat-scroller">
        {hasOlder && (
          <div className="social-chat__older">
            <Button variant="ghost" size="sm" loading={loadingOlder} onClick={onLoadOlder}>
              {CHAT_TEXTS.loadOlder}
            </Button>
          </div>
        )}
        {entries.length === 0 ? (
          <EmptyState icon={<MessageCircle />} title={CHAT_TEXTS.emptyTitle} description={emptyDescription} className="social-chat__empty" />
        ) : (
          <ol className="social-chat__messages" aria-label="Messages">
            {entries.map((entry) => (
              <ChatMessageItem key={entry.key} entry={entry} />
            ))}
          </ol>
        )}
      </div>
      {awayFromBottom && (
        <Button variant="primary" size="sm" className="social-chat__to-bottom" onClick={scrollToBottom}>
          <ArrowDown /> {CHAT_TEXTS.scrollToBottom}
        </Button>
      )}
    </div>
  );
}
