import { Avatar, cx } from '@il/ui';
import { formatFollowers } from '../format/format-followers';
import { chatTime } from '../format/format-time';
import type { ChatEntry } from './chat-entry';
import { CHAT_TEXTS } from './chat-texts';

export function ChatMessageItem({ entry }: { entry: ChatEntry }) {
  const { character, sentAt } = entry;
  return (
    <li className={cx('social-message', entry.own && 'social-message--own', !sentAt && 'social-message--sending')} data-testid="chat-message">
      <Avatar name={character.playerName} src={character.avatarUrl} size="sm" className="social-message__avatar" />
      <div className="social-message__bubble">
        <p className="social-message__meta">
          <span className="social-message__name">{character.playerName}</span>
          <span className="social-message__followers">{formatFollowers(character.followers)} followers</span>
          {sentAt ? (
            <time className="social-message__time" dateTime={sentAt.toISOString()}>
              {chatTime(sentAt)}
            </time>
          ) : (
            <span className="social-message__time">{CHAT_TEXTS.sending}</span>
          )}
        </p>
        <p className="social-message__text">{entry.text}</p>
      </div>
    </li>
  );
}
