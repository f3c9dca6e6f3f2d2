import type { InfiniteData } from '@tanstack/react-query';
import type { ChatMessage, ChatPage } from '@il/contracts';

/** The chat as cached: the first page holds the newest messages, later pages older ones; each page oldest first. */
export type ChatData = InfiniteData<ChatPage, string | undefined>;

/** Every loaded message, oldest first, ready to render top to bottom. */
export function chatMessages(data: Pick<ChatData, 'pages'> | undefined): ChatMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.messages);
}

/** A new message joins the newest page in time order, once, whether the stream or the send answered it first. */
export function addMessage(data: ChatData, message: ChatMessage): ChatData {
  if (data.pages.some((page) => page.messages.some((known) => known.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  const messages = [...newest.messages];
  let index = messages.length;
  while (index > 0 && messages[index - 1]!.createdAt.getTime() > message.createdAt.getTime()) index -= 1;
  messages.splice(index, 0, message);
  return { ...data, pages: [{ ...newest, messages }, ...older] };
}
