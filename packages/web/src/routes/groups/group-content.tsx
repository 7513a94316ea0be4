import {
  groupQueries,
  useCreateActivity,
  useGroupActivities,
  useGroupAnnouncements,
  useGroupEvents,
  useGroupMedia,
} from '@convene/client';
import type { Activity, BaseAccount, Group, GroupAnnouncement } from '@convene/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Image } from '../../components/image';
import { List } from '../../components/list';

export function displayName(account: BaseAccount): string {
  const full = [account.firstName, account.lastName].filter(Boolean).join(' ');
  return full || account.username;
}

export function Avatar({ account, size = 'h-10 w-10' }: { account: BaseAccount; size?: string }) {
  if (account.image)
    return (
      <Image
        src={account.image.uri}
        alt=""
        className={`${size} shrink-0 rounded-full object-cover`}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`flex ${size} shrink-0 items-center justify-center rounded-full bg-primary font-bold text-on-primary uppercase`}
    >
      {account.username.slice(0, 1)}
    </span>
  );
}

function When({ iso }: { iso: string }) {
  const intl = useIntl();
  return (
    <time dateTime={iso} className="text-xs text-gray-600 dark:text-gray-400">
      {intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' })}
    </time>
  );
}

function more(list: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  return () => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };
}

function Composer({ group }: { group: Group }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const id = useId();
  const [message, setMessage] = useState('');
  const post = useCreateActivity();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    post.mutate(
      { message: message.trim(), groupId: group.id },
      {
        onSuccess: () => {
          setMessage('');
          void queryClient.invalidateQueries({ queryKey: [...groupQueries.of(group.id), 'media'] });
        },
      },
    );
  };
  return (
    <Card className="mb-4 p-3 sm:p-4">
      <form onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor={id} className="text-sm font-medium text-gray-800 dark:text-gray-200">
          {intl.formatMessage({ id: 'groups.composer.label' })}
        </label>
        <textarea
          id={id}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          rows={3}
          maxLength={5000}
          placeholder={intl.formatMessage({ id: 'groups.composer.placeholder' })}
          className="rounded-lg border border-gray-300 bg-white p-3 text-base text-gray-900 placeholder:text-gray-500 focus:outline-2 focus:outline-offset-1 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100"
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={!message.trim()} loading={post.isPending}>
            {intl.formatMessage({ id: 'groups.composer.submit' })}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function Post({ activity }: { activity: Activity }) {
  return (
    <Card className="p-3 sm:p-4" data-testid="group-post">
      <div className="mb-2 flex items-center gap-3">
        <Avatar account={activity.account} />
        <div className="flex flex-col">
          <span className="font-semibold">{displayName(activity.account)}</span>
          <When iso={activity.createdAt} />
        </div>
      </div>
      <p className="whitespace-pre-wrap break-words text-gray-900 dark:text-gray-100">
        {activity.message}
      </p>
      {activity.image ? (
        <Image
          src={activity.image.uri}
          alt=""
          className="mt-3 max-h-96 w-full rounded-xl object-cover"
        />
      ) : null}
    </Card>
  );
}

export function ActivitiesPanel({ group, canPost }: { group: Group; canPost: boolean }) {
  const intl = useIntl();
  const list = useGroupActivities(group.id);
  return (
    <>
      {canPost ? <Composer group={group} /> : null}
      <List
        items={list.items}
        keyOf={(item) => item.id}
        renderItem={(item) => <Post activity={item} />}
        loading={list.isPending}
        hasMore={list.hasNextPage}
        onEndReached={more(list)}
        empty={intl.formatMessage({ id: 'groups.activities.empty' })}
        label={intl.formatMessage({ id: 'groups.activities.label' })}
      />
    </>
  );
}

function Toggle<T extends string>({
  options,
  value,
  onChange,
  labelOf,
  label,
}: {
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labelOf: (value: T) => string;
  label: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="mb-4 inline-flex rounded-lg border border-gray-300 p-0.5 dark:border-white/20"
    >
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={`min-h-9 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary ${value === option ? 'bg-primary text-on-primary' : 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-white/10'}`}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  );
}

export function EventsPanel({ group }: { group: Group }) {
  const intl = useIntl();
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming');
  const list = useGroupEvents(group.id, { past: when === 'past' });
  return (
    <>
      <Toggle
        options={['upcoming', 'past'] as const}
        value={when}
        onChange={setWhen}
        labelOf={(value) => intl.formatMessage({ id: `groups.events.${value}` })}
        label={intl.formatMessage({ id: 'groups.page.tabs.events' })}
      />
      <List
        items={list.items}
        keyOf={(item) => String(item)}
        renderItem={() => null}
        loading={list.isPending}
        empty={intl.formatMessage({ id: 'groups.events.empty' })}
      />
    </>
  );
}

export function MediaPanel({ group }: { group: Group }) {
  const intl = useIntl();
  const [type, setType] = useState<'images' | 'videos'>('images');
  const list = useGroupMedia(group.id, { type });
  return (
    <>
      <Toggle
        options={['images', 'videos'] as const}
        value={type}
        onChange={setType}
        labelOf={(value) => intl.formatMessage({ id: `groups.media.${value}` })}
        label={intl.formatMessage({ id: 'groups.page.tabs.media' })}
      />
      <List
        items={list.items}
        keyOf={(item) => item.id}
        renderItem={(item) =>
          item.video ? (
            <Image
              src={item.video.thumbnailUrl}
              alt={intl.formatMessage(
                { id: 'groups.media.image' },
                { name: displayName(item.account) },
              )}
              className="aspect-square w-full rounded-xl object-cover"
            />
          ) : (
            <Image
              src={item.image?.uri}
              alt={intl.formatMessage(
                { id: 'groups.media.image' },
                { name: displayName(item.account) },
              )}
              className="aspect-square w-full rounded-xl object-cover"
            />
          )
        }
        loading={list.isPending}
        hasMore={list.hasNextPage}
        onEndReached={more(list)}
        empty={intl.formatMessage({ id: 'groups.media.empty' })}
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
      />
    </>
  );
}

function Announcement({ announcement }: { announcement: GroupAnnouncement }) {
  const intl = useIntl();
  return (
    <Card className="p-4" data-testid="group-announcement">
      <h3 className="text-lg font-semibold">{announcement.title}</h3>
      <div className="mb-2 flex flex-wrap gap-x-2 text-xs text-gray-600 dark:text-gray-400">
        {announcement.creator ? (
          <span>
            {intl.formatMessage(
              { id: 'groups.announcements.by' },
              { name: displayName(announcement.creator) },
            )}
          </span>
        ) : null}
        <When iso={announcement.createdAt} />
      </div>
      {/* The server keeps only a safe subset of html (p, br, strong, em, links, lists, h2–h4, quotes). */}
      <div
        className="announcement-body space-y-2 text-gray-900 dark:text-gray-100 [&_a]:text-primary [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:pl-3"
        dangerouslySetInnerHTML={{ __html: announcement.html ?? '' }}
      />
    </Card>
  );
}

export function AnnouncementsPanel({ group, form }: { group: Group; form?: ReactNode }) {
  const intl = useIntl();
  const list = useGroupAnnouncements(group.id);
  return (
    <>
      {form}
      <List
        items={list.items}
        keyOf={(item) => item.id}
        renderItem={(item) => <Announcement announcement={item} />}
        loading={list.isPending}
        hasMore={list.hasNextPage}
        onEndReached={more(list)}
        empty={intl.formatMessage({ id: 'groups.announcements.empty' })}
        label={intl.formatMessage({ id: 'groups.announcements.label' })}
      />
    </>
  );
}
