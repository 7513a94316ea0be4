import { groupQueries, useGroupActivities, useGroupEvents, useGroupMedia } from '@convene/client';
import { displayName, type BaseEvent, type Group } from '@convene/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../components/empty-state';
import { Image } from '../../components/image';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { ActivityCard } from '../../components/social/activity-card';
import { Composer } from '../../components/social/composer';
import { pagedList } from '../../components/social/paged';

/** The posts tab: members write with the shared composer; posts use the shared activity card. */
export function ActivitiesPanel({ group, canPost }: { group: Group; canPost: boolean }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const list = useGroupActivities(group.id);
  return (
    <>
      {canPost ? (
        <div className="mb-4">
          <Composer
            groupId={group.id}
            onPosted={() =>
              void queryClient.invalidateQueries({
                queryKey: [...groupQueries.of(group.id), 'media'],
              })
            }
          />
        </div>
      ) : null}
      <List
        {...pagedList(list)}
        keyOf={(item) => item.id}
        renderItem={(item) => (
          <ActivityCard activity={item} showGroup={false} testId="group-post" />
        )}
        skeleton="posts"
        empty={
          <EmptyState
            title={intl.formatMessage({ id: 'groups.activities.empty' })}
            body={intl.formatMessage({
              id: canPost ? 'groups.activities.empty.member' : 'groups.activities.empty.visitor',
            })}
          />
        }
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
        {...pagedList(list)}
        keyOf={(event) => event.id}
        renderItem={(event) => <GroupEventRow event={event} />}
        empty={intl.formatMessage({ id: 'groups.events.empty' })}
      />
    </>
  );
}

/** One of the group's events: its name linking to the event page, and when it starts. */
function GroupEventRow({ event }: { event: BaseEvent }) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-0.5 py-1">
      <Link
        to={`/events/${event.slug}`}
        className="font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
      >
        {event.name}
      </Link>
      <time dateTime={event.eventStart} className="text-sm text-gray-600 dark:text-gray-300">
        {intl.formatDate(event.eventStart, {
          dateStyle: 'medium',
          timeStyle: 'short',
          ...(event.timezone ? { timeZone: event.timezone } : {}),
        })}
      </time>
    </div>
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
        {...pagedList(list)}
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
        skeleton="tiles"
        empty={
          <EmptyState
            title={intl.formatMessage({ id: 'groups.media.empty' })}
            body={intl.formatMessage({ id: 'groups.media.empty.body' })}
          />
        }
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
      />
    </>
  );
}
