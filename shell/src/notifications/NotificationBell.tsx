import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_SCREENS, type Notification, type NotificationKind } from '@il/contracts';
import { cx, leaguePath, subscribeLeagueEvents, UiIcon, useCurrentLeagueId, type UiIconName } from '@il/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { notificationsKey, useMarkNotificationsRead, useNotifications } from './notification-queries';
import { timeAgo } from './time-ago';
import './notification-bell.css';

const KIND_ICONS: Record<NotificationKind, UiIconName> = {
  scandal: 'siren',
  achievement: 'trophy',
  rival_passed: 'chart',
  deal_expiring: 'handshake',
  challenges_reset: 'target',
  energy_full: 'star',
};

/** Not "Notifications": that is the toasts' region, and two regions of one name confuse a screen reader. */
export const PANEL_HEADING = 'League news';
export const EMPTY_NOTIFICATIONS = 'Nothing yet. Scandals, deals, challenges, energy, achievements and rivals will show up here.';

const countLabel = (unread: number) => (unread > 99 ? '99+' : String(unread));

/** The bell of the league the visitor is in; nothing outside a league. */
export default function NotificationBell() {
  const leagueId = useCurrentLeagueId();
  return leagueId === null ? null : <LeagueBell key={leagueId} leagueId={leagueId} />;
}

/** Keeps the list fresh from the league's live stream: a push says "ask again". */
function useLiveNotifications(leagueId: number) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeLeagueEvents(leagueId, {
        onEvent: (event) => {
          if (event.event === 'notifications.changed') void queryClient.invalidateQueries({ queryKey: notificationsKey(leagueId) });
        },
        onStatus: (_open, reconnected) => {
          if (reconnected) void queryClient.invalidateQueries({ queryKey: notificationsKey(leagueId) });
        },
      }),
    [leagueId, queryClient],
  );
}

function LeagueBell({ leagueId }: { leagueId: number }) {
  const { data, isError } = useNotifications(leagueId);
  const markRead = useMarkNotificationsRead(leagueId);
  useLiveNotifications(leagueId);
  const [open, setOpen] = useState(false);
  // What was unread when the list opened stays marked as new while it is open.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const headingId = useId();
  const unread = data?.unreadCount ?? 0;
  const newest = data?.notifications[0];

  // A screen reader hears what arrives, once, without moving focus.
  const lastSeen = useRef<string | null>(null);
  useEffect(() => {
    if (!newest) return;
    if (lastSeen.current !== null && lastSeen.current !== newest.id && !newest.read) setAnnouncement(`New notification: ${newest.title}`);
    lastSeen.current = newest.id;
  }, [newest]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  // A league where the viewer has no character yet (or that refused) has no bell.
  if (isError || !data) return null;

  const toggle = () => {
    if (open) {
      setOpen(false);
      return;
    }
    setFresh(new Set(data.notifications.filter((n) => !n.read).map((n) => n.id)));
    setOpen(true);
    if (unread > 0 && newest) markRead.mutate(newest.at);
  };

  return (
    <div className="il-bell" ref={root}>
      <button
        ref={button}
        type="button"
        className={cx('il-bell__button', unread > 0 && 'il-bell__button--unread')}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={toggle}
      >
        <UiIcon name="bell" />
        {unread > 0 ? (
          <span className="il-bell__count" aria-hidden="true" data-testid="notification-count">
            {countLabel(unread)}
          </span>
        ) : null}
      </button>
      <span className="il-visually-hidden" role="status" data-testid="notification-announcer">
        {announcement}
      </span>
      <section id={panelId} className="il-bell__panel" aria-labelledby={headingId} hidden={!open}>
        <h2 id={headingId} className="il-bell__heading">
          {PANEL_HEADING}
        </h2>
        {data.notifications.length === 0 ? (
          <p className="il-bell__empty">{EMPTY_NOTIFICATIONS}</p>
        ) : (
          <ul className="il-bell__list">
            {data.notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                isNew={fresh.has(notification.id)}
                to={leaguePath(leagueId, NOTIFICATION_SCREENS[notification.kind])}
                onFollow={() => setOpen(false)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function NotificationItem({ notification, isNew, to, onFollow }: { notification: Notification; isNew: boolean; to: string; onFollow: () => void }) {
  return (
    <li className={cx('il-bell__item', isNew && 'il-bell__item--new')}>
      <Link to={to} className="il-bell__link" onClick={onFollow}>
        <span className={`il-bell__icon il-bell__icon--${notification.kind}`} aria-hidden="true">
          <UiIcon name={KIND_ICONS[notification.kind]} />
        </span>
        <span className="il-bell__text">
          <span className="il-bell__title">
            {isNew ? <span className="il-visually-hidden">New: </span> : null}
            {notification.title}
          </span>
          <span className="il-bell__body">{notification.body}</span>
          <time className="il-bell__time" dateTime={notification.at.toISOString()}>
            {timeAgo(notification.at, Date.now())}
          </time>
        </span>
      </Link>
    </li>
  );
}
