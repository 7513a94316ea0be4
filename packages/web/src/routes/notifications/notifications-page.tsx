import {
  useMarkNotificationRead,
  useMarkNotificationsRead,
  useNotifications,
} from '@convene/client';
import {
  displayName,
  NOTIFICATION_TYPES,
  notificationPath,
  type Notification,
  type NotificationType,
} from '@convene/contract';
import { useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { SelectField } from '../../components/form-fields';
import { Image } from '../../components/image';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { notificationText, relativeTime } from './notification-text';

type Tab = 'all' | 'unread' | 'read';

/** The server's `filters`: the read state and a type, comma separated ('' for everything). */
const filtersOf = (tab: Tab, type: NotificationType | '') =>
  [tab === 'all' ? '' : tab, type].filter(Boolean).join(',');

function Avatar({ notification }: { notification: Notification }) {
  const sender = notification.sender;
  if (sender?.image)
    return (
      <Image
        src={sender.image.uri}
        alt=""
        className="h-11 w-11 shrink-0 rounded-full object-cover"
      />
    );
  return (
    <span
      aria-hidden="true"
      className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary text-base font-bold text-on-primary uppercase"
    >
      {sender ? displayName(sender).slice(0, 1) : '•'}
    </span>
  );
}

function NotificationItem({ notification }: { notification: Notification }) {
  const intl = useIntl();
  const markRead = useMarkNotificationRead();
  const target = notificationPath(notification);
  const text = notificationText(intl, notification);
  const onOpen = () => {
    if (!notification.read) markRead.mutate(notification.id);
  };
  const body = (
    <>
      <Avatar notification={notification} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span
          className={`text-sm sm:text-base ${notification.read ? 'text-gray-700 dark:text-gray-300' : 'font-semibold text-gray-900 dark:text-white'}`}
        >
          {text}
        </span>
        <time
          dateTime={notification.createdAt}
          className="text-xs text-gray-600 dark:text-gray-400"
        >
          {relativeTime(intl, notification.createdAt)}
        </time>
      </span>
      {notification.read ? null : (
        <span className="flex items-center">
          <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-primary" />
          <span className="sr-only">{intl.formatMessage({ id: 'notifications.unread' })}</span>
        </span>
      )}
    </>
  );
  const row = `flex w-full items-center gap-3 rounded-xl px-3 py-3 text-left focus-visible:outline-2 focus-visible:outline-primary ${notification.read ? 'hover:bg-gray-50 dark:hover:bg-white/5' : 'bg-primary/5 hover:bg-primary/10 dark:bg-white/5 dark:hover:bg-white/10'}`;
  if (target)
    return (
      <Link to={target} className={row} onClick={onOpen} data-testid="notification">
        {body}
      </Link>
    );
  return (
    <button type="button" className={row} onClick={onOpen} data-testid="notification">
      {body}
    </button>
  );
}

/** /notifications: the acting account's notifications, all, unread or read, of one type or all, newest first. */
export function NotificationsPage() {
  const intl = useIntl();
  const [tab, setTab] = useState<Tab>('all');
  const [type, setType] = useState<NotificationType | ''>('');
  const list = useNotifications(filtersOf(tab, type));
  const markAll = useMarkNotificationsRead();
  const hasUnread = list.notifications.some((item) => !item.read);
  const tabs: Tab[] = ['all', 'unread', 'read'];

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next =
      tabs[(tabs.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
    setTab(next);
    document.getElementById(`notifications-tab-${next}`)?.focus();
  };

  return (
    <Page
      title={intl.formatMessage({ id: 'notifications.title' })}
      width="narrow"
      actions={
        <div className="flex items-center gap-2">
          <Link
            to="/settings/notifications"
            className="flex min-h-9 items-center rounded-lg px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary dark:text-gray-200 dark:hover:bg-white/10"
          >
            {intl.formatMessage({ id: 'notifications.settings' })}
          </Link>
          <Button
            size="small"
            variant="secondary"
            disabled={!hasUnread}
            loading={markAll.isPending}
            onClick={() => markAll.mutate({})}
          >
            {intl.formatMessage({ id: 'notifications.markAllRead' })}
          </Button>
        </div>
      }
    >
      <div
        role="tablist"
        aria-label={intl.formatMessage({ id: 'notifications.tabs.label' })}
        className="mb-4 flex gap-1 border-b border-gray-200 dark:border-white/10"
        onKeyDown={onTabKey}
      >
        {tabs.map((value) => (
          <button
            key={value}
            id={`notifications-tab-${value}`}
            type="button"
            role="tab"
            aria-selected={tab === value}
            aria-controls="notifications-panel"
            tabIndex={tab === value ? 0 : -1}
            onClick={() => setTab(value)}
            className={`-mb-px min-h-11 border-b-2 px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary ${tab === value ? 'border-primary text-gray-900 dark:text-white' : 'border-transparent text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-white'}`}
          >
            {intl.formatMessage({ id: `notifications.tabs.${value}` })}
          </button>
        ))}
      </div>
      <SelectField
        className="mb-4 sm:max-w-xs"
        label={intl.formatMessage({ id: 'notifications.filter.type' })}
        value={type}
        data-testid="notifications-type-filter"
        onChange={(event) => setType(event.target.value as NotificationType | '')}
      >
        <option value="">{intl.formatMessage({ id: 'notifications.filter.allTypes' })}</option>
        {NOTIFICATION_TYPES.map((value) => (
          <option key={value} value={value}>
            {intl.formatMessage({ id: `notifications.filter.type.${value}` })}
          </option>
        ))}
      </SelectField>
      <div id="notifications-panel" role="tabpanel" aria-labelledby={`notifications-tab-${tab}`}>
        <List
          items={list.notifications}
          keyOf={(item) => item.id}
          renderItem={(item) => <NotificationItem notification={item} />}
          loading={list.isPending}
          hasMore={list.hasNextPage}
          onEndReached={() => {
            if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
          }}
          empty={intl.formatMessage({
            id:
              type || tab === 'read'
                ? 'notifications.emptyFiltered'
                : tab === 'unread'
                  ? 'notifications.emptyUnread'
                  : 'notifications.empty',
          })}
          label={intl.formatMessage({ id: 'notifications.list.label' })}
          className="flex flex-col gap-1"
        />
      </div>
    </Page>
  );
}
