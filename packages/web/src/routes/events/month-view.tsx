import { useEvents } from '@convene/client';
import { dateTimeFormat, type EventSummary } from '@convene/contract';
import { useEffect, useId, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { apiFilters, dayStart, daysOfEvent, localDay, monthWeeks, shiftMonth } from './discovery';
import type { Discovery } from './discovery';

/** The locale's first day of the week (0 Sunday, 1 Monday …), Monday where the engine cannot say. */
function weekStartOf(locale: string): number {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = (info.getWeekInfo?.() ?? info.weekInfo)?.firstDay ?? 1;
    return firstDay % 7;
  } catch {
    return 1;
  }
}

/** Every event of the month (the list read to its end), by local day. */
function useMonthEvents(month: string, discovery: Discovery, search: string) {
  const {
    from: _from,
    to: _to,
    ...filters
  } = apiFilters({ ...discovery, when: undefined, from: undefined, to: undefined }, new Date());
  const query = useEvents({
    ...filters,
    ...(search ? { search } : {}),
    from: dayStart(`${month}-01`).toISOString(),
    to: dayStart(`${shiftMonth(month, 1)}-01`).toISOString(),
    pageSize: 100,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const byDay = new Map<string, EventSummary[]>();
  for (const event of query.items) {
    for (const day of daysOfEvent(event)) byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  return { byDay, pending: query.isPending };
}

const LINK =
  'block truncate rounded px-1 text-xs text-primary underline-offset-2 hover:underline focus:outline-2 focus:outline-primary dark:text-primary';

/**
 * The month view of /events: a grid of the month's days, each with its events (links to
 * their pages), and on narrow screens an agenda under it. Buttons and Page Up/Page Down
 * change the month (kept in the URL by `onMonth`). Rendered in the browser only: days are
 * the reader's own.
 */
export function MonthView({
  month,
  onMonth,
  discovery,
  search,
}: {
  month: string;
  onMonth: (month: string) => void;
  discovery: Discovery;
  search: string;
}) {
  const intl = useIntl();
  const { locale } = intl;
  const id = useId();
  const { byDay, pending } = useMonthEvents(month, discovery, search);
  const weeks = monthWeeks(month, weekStartOf(locale));
  const today = localDay(new Date());
  const title = dateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(
    dayStart(`${month}-01`),
  );
  const weekday = dateTimeFormat(locale, { weekday: 'short' });
  const dayNumber = dateTimeFormat(locale, { day: 'numeric' });
  const time = dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
  const longDay = dateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric' });
  const daysWithEvents = weeks.flat().filter((day) => day.startsWith(month) && byDay.has(day));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      onMonth(shiftMonth(month, event.key === 'PageUp' ? -1 : 1));
    }
  };
  const eventLink = (event: EventSummary, day: string) => (
    <Link to={`/events/${event.slug}`} className={LINK}>
      {localDay(new Date(event.eventStart)) === day
        ? `${time.format(new Date(event.eventStart))} `
        : ''}
      {event.name}
    </Link>
  );

  return (
    <section aria-labelledby={`${id}-title`} onKeyDown={onKeyDown} data-testid="events-month">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} aria-live="polite" className="text-lg font-semibold">
          {title}
        </h2>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={() => onMonth(shiftMonth(month, -1))}
            aria-keyshortcuts="PageUp"
          >
            <span aria-hidden="true">‹ </span>
            {intl.formatMessage({ id: 'events.discovery.month.previous' })}
          </Button>
          <Button variant="secondary" onClick={() => onMonth(today.slice(0, 7))}>
            {intl.formatMessage({ id: 'events.discovery.month.current' })}
          </Button>
          <Button
            variant="secondary"
            onClick={() => onMonth(shiftMonth(month, 1))}
            aria-keyshortcuts="PageDown"
          >
            {intl.formatMessage({ id: 'events.discovery.month.next' })}
            <span aria-hidden="true"> ›</span>
          </Button>
        </div>
      </div>
      <p id={`${id}-keys`} className="sr-only">
        {intl.formatMessage({ id: 'events.discovery.month.keys' })}
      </p>
      <table
        className="w-full table-fixed border-collapse text-sm"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-keys`}
        aria-busy={pending}
        tabIndex={0}
      >
        <thead>
          <tr>
            {weeks[0]!.map((day) => (
              <th
                key={day}
                scope="col"
                className="py-1 text-xs font-medium text-gray-600 dark:text-gray-300"
              >
                {weekday.format(dayStart(day))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const events = byDay.get(day) ?? [];
                const inMonth = day.startsWith(month);
                return (
                  <td
                    key={day}
                    aria-current={day === today ? 'date' : undefined}
                    className={`h-14 border border-gray-200 p-1 align-top md:h-24 dark:border-white/10 ${inMonth ? 'bg-white dark:bg-night' : 'bg-gray-50 text-gray-500 dark:bg-white/5 dark:text-gray-400'}`}
                  >
                    <span
                      aria-hidden="true"
                      className={`inline-flex h-6 min-w-6 items-center justify-center rounded-full text-xs ${day === today ? 'bg-primary font-semibold text-on-primary' : ''}`}
                    >
                      {dayNumber.format(dayStart(day))}
                    </span>
                    <span className="sr-only">{longDay.format(dayStart(day))}</span>
                    {events.length ? (
                      <>
                        <ul className="hidden md:block">
                          {events.map((event) => (
                            <li key={event.id}>{eventLink(event, day)}</li>
                          ))}
                        </ul>
                        <span className="block md:hidden" aria-hidden="true">
                          <span className="mx-auto block h-1.5 w-1.5 rounded-full bg-primary" />
                        </span>
                        <span className="sr-only md:hidden">
                          {intl.formatMessage(
                            { id: 'events.discovery.month.count' },
                            { count: events.length },
                          )}
                        </span>
                      </>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-4 md:hidden">
        <h3 className="sr-only">
          {intl.formatMessage({ id: 'events.discovery.month.agenda' }, { month: title })}
        </h3>
        {!pending && daysWithEvents.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">
            {intl.formatMessage({ id: 'events.discovery.month.empty' })}
          </p>
        ) : null}
        {daysWithEvents.map((day) => (
          <div key={day} className="mb-3">
            <h4 className="text-sm font-semibold">{longDay.format(dayStart(day))}</h4>
            <ul>
              {byDay.get(day)!.map((event) => (
                <li key={event.id} className="py-1">
                  {eventLink(event, day)}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {!pending && daysWithEvents.length === 0 ? (
        <p className="mt-3 hidden text-sm text-gray-600 md:block dark:text-gray-300">
          {intl.formatMessage({ id: 'events.discovery.month.empty' })}
        </p>
      ) : null}
    </section>
  );
}
