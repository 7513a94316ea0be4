import { useListingAttendees } from '@convene/client';
import {
  displayName,
  LISTING_ATTENDEE_FILTERS,
  type ListingAttendee,
  type ListingAttendeeFilter,
} from '@convene/contract';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { EmptyState, SearchEmptyState } from '../../components/empty-state';
import { Link } from '../../components/link';
import { RelativeTime } from '../../components/relative-time';
import { ListSkeleton } from '../../components/skeleton';
import { TextField } from '../../components/text-field';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ExportButton } from './export-button';
import { HostDoorFrame, useEventId } from './host-frame';
import { RegistrationStatusText } from './status-text';

const SORTS = ['newest', 'oldest', 'nameAsc', 'nameDesc'] as const;
type Sort = (typeof SORTS)[number];

const SELECT =
  'min-h-11 rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 focus:outline-2 focus:outline-offset-1 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100';

const byName = (a: ListingAttendee, b: ListingAttendee) =>
  displayName(a.account).localeCompare(displayName(b.account));
const byDate = (a: ListingAttendee, b: ListingAttendee) =>
  (a.registeredAt ?? a.createdAt).localeCompare(b.registeredAt ?? b.createdAt);

/** The rows loaded so far in the chosen order (the server pages newest first). */
export function sortAttendees(rows: readonly ListingAttendee[], sort: Sort): ListingAttendee[] {
  const sorted = [...rows];
  if (sort === 'nameAsc') sorted.sort(byName);
  if (sort === 'nameDesc') sorted.sort((a, b) => byName(b, a));
  if (sort === 'oldest') sorted.sort(byDate);
  if (sort === 'newest') sorted.sort((a, b) => byDate(b, a));
  return sorted;
}

function Select<T extends string>({
  label,
  value,
  options,
  labelOf,
  onChange,
}: {
  label: string;
  value: T | '';
  options: readonly (T | '')[];
  labelOf: (option: T | '') => string;
  onChange: (value: T | '') => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T | '')}
        className={SELECT}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

function AttendeeRow({ eventId, attendee }: { eventId: string; attendee: ListingAttendee }) {
  const intl = useIntl();
  const live = attendee.passes.filter((pass) => pass.status !== 'canceled');
  const checkedIn = live.filter((pass) => pass.usedAt).length;
  return (
    <tr className="border-t border-gray-200 dark:border-white/10">
      <th scope="row" className="py-3 pe-4 text-start font-semibold">
        <Link
          to={`/host/events/${eventId}/attendees/${attendee.accountId}`}
          className="text-primary underline"
        >
          {displayName(attendee.account)}
        </Link>
      </th>
      <td className="py-3 pe-4 break-all">{attendee.account.email ?? ''}</td>
      <td className="py-3 pe-4">
        <RegistrationStatusText status={attendee.status} />
      </td>
      <td className="py-3 pe-4">
        {intl.formatMessage(
          { id: 'hostDoor.attendees.passCount' },
          { checkedIn, count: live.length },
        )}
      </td>
      <td className="py-3">
        {attendee.registeredAt ? <RelativeTime date={attendee.registeredAt} /> : null}
      </td>
    </tr>
  );
}

/**
 * /host/events/:eventId/attendees — who registered: filter by status, search by name or
 * email, sort the rows loaded, load more (cursor pages), export as CSV, open an attendee.
 */
export function AttendeesPage() {
  const intl = useIntl();
  const eventId = useEventId();
  const [status, setStatus] = useState<ListingAttendeeFilter | ''>('');
  const [sort, setSort] = useState<Sort>('newest');
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 500);
  const attendees = useListingAttendees(eventId, {
    ...(status ? { status } : {}),
    ...(search ? { search } : {}),
  });
  const rows = useMemo(() => sortAttendees(attendees.items, sort), [attendees.items, sort]);
  const tableLabel = intl.formatMessage({ id: 'hostDoor.attendees.table' });

  let body;
  if (attendees.isPending) body = <ListSkeleton count={4} />;
  else if (rows.length === 0)
    body = search ? (
      <SearchEmptyState search={search} onClear={() => setText('')} />
    ) : (
      <EmptyState
        title={intl.formatMessage({ id: 'hostDoor.attendees.empty' })}
        body={intl.formatMessage({ id: 'hostDoor.attendees.empty.body' })}
      />
    );
  else
    body = (
      <>
        <div
          role="region"
          aria-label={tableLabel}
          tabIndex={0}
          className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-primary"
        >
          <table className="w-full min-w-[40rem] text-start">
            <caption className="sr-only">{tableLabel}</caption>
            <thead>
              <tr className="text-start text-sm text-gray-700 dark:text-gray-300">
                {(['name', 'email', 'status', 'passes', 'registered'] as const).map((column) => (
                  <th key={column} scope="col" className="pe-4 pb-2 text-start font-medium">
                    {intl.formatMessage({ id: `hostDoor.attendees.column.${column}` })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((attendee) => (
                <AttendeeRow key={attendee.id} eventId={eventId} attendee={attendee} />
              ))}
            </tbody>
          </table>
        </div>
        {attendees.hasNextPage ? (
          <div className="mt-4">
            <Button
              variant="secondary"
              loading={attendees.isFetchingNextPage}
              onClick={() => void attendees.fetchNextPage()}
            >
              {intl.formatMessage({ id: 'hostDoor.attendees.more' })}
            </Button>
          </div>
        ) : null}
      </>
    );

  return (
    <HostDoorFrame
      section="attendees"
      title={intl.formatMessage({ id: 'hostDoor.attendees.title' })}
      actions={<ExportButton eventId={eventId} />}
    >
      <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <TextField
          type="search"
          label={intl.formatMessage({ id: 'hostDoor.attendees.search' })}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Select
          label={intl.formatMessage({ id: 'hostDoor.attendees.status' })}
          value={status}
          options={['', ...LISTING_ATTENDEE_FILTERS]}
          labelOf={(option) =>
            intl.formatMessage({ id: option ? `hostDoor.filter.${option}` : 'hostDoor.filter.all' })
          }
          onChange={setStatus}
        />
        <Select
          label={intl.formatMessage({ id: 'hostDoor.attendees.sort' })}
          value={sort}
          options={SORTS}
          labelOf={(option) => intl.formatMessage({ id: `hostDoor.sort.${option || 'newest'}` })}
          onChange={(value) => setSort(value || 'newest')}
        />
      </div>
      {body}
    </HostDoorFrame>
  );
}
