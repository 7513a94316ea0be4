import {
  useBookingPlace,
  useBookingSlots,
  useBookingSpace,
  useDraftBooking,
} from '@convene/client';
import type { BookingDaySlots, BookingPlace } from '@convene/contract';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { ListSkeleton, Skeleton } from '../../components/skeleton';
import { useLocale } from '../../i18n/locale-context';
import { dayForKey } from './calendar-keys';
import { currentMonth, formatDay, formatSlotTime, shiftMonth } from './format';
import { SpaceFacts } from './space-facts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Sunday-first weeks of a month's days (null: a cell before the 1st or after the last). */
function weeksOf(days: readonly BookingDaySlots[]): (BookingDaySlots | null)[][] {
  if (days.length === 0) return [];
  const lead = new Date(`${days[0]!.day}T12:00:00Z`).getUTCDay();
  const cells: (BookingDaySlots | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The weekday names, Sunday first, as the locale abbreviates them. */
function weekdayNames(format: (date: Date) => string): string[] {
  // 4 January 2026 is a Sunday.
  return Array.from({ length: 7 }, (_, index) =>
    format(new Date(Date.UTC(2026, 0, 4 + index, 12))),
  );
}

/**
 * The month as a table of day buttons: one tab stop (the focused day), the keys of the
 * WAI-ARIA date picker move it (`dayForKey`), into the next or previous month too, and
 * Enter or Space opens the day's free slots.
 */
function MonthGrid({
  month,
  days,
  selected,
  focused,
  onMove,
  onSelect,
}: {
  month: string;
  days: readonly BookingDaySlots[];
  selected: string | null;
  /** The day the keyboard or a click last moved to, perhaps in a month still loading. */
  focused: string | null;
  onMove: (day: string) => void;
  onSelect: (day: string) => void;
}) {
  const intl = useIntl();
  const table = useRef<HTMLTableElement>(null);
  const firstFree = days.find((day) => day.slots.length > 0)?.day ?? days[0]?.day ?? '';
  const current =
    focused && days.some((day) => day.day === focused) ? focused : (selected ?? firstFree);
  // The focus follows the moved-to day, also once its month has loaded; it is not taken
  // back from elsewhere on the page (only from the grid, or from the grid just replaced).
  useEffect(() => {
    if (!focused || current !== focused) return;
    const active = document.activeElement;
    if (active !== document.body && !table.current?.contains(active)) return;
    table.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, current]);
  const move = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = dayForKey(current, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onMove(next);
  };
  const monthName = intl.formatDate(new Date(`${month}-15T12:00:00Z`), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const names = weekdayNames((date) =>
    intl.formatDate(date, { weekday: 'short', timeZone: 'UTC' }),
  );
  return (
    <table
      ref={table}
      onKeyDown={move}
      className="w-full table-fixed border-separate border-spacing-1 text-center"
      aria-label={intl.formatMessage({ id: 'bookings.calendar.label' }, { month: monthName })}
      aria-describedby="calendar-hint"
    >
      <thead>
        <tr>
          {names.map((name) => (
            <th
              key={name}
              scope="col"
              className="py-1 text-xs font-semibold text-gray-700 dark:text-gray-300"
            >
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(days).map((week, index) => (
          <tr key={index}>
            {week.map((day, cell) =>
              day ? (
                <td key={day.day} className="p-0">
                  <button
                    type="button"
                    data-day={day.day}
                    tabIndex={day.day === current ? 0 : -1}
                    aria-pressed={day.day === selected}
                    // However the focus arrives (keys, a click, a screen reader), the day
                    // focused is the grid's one tab stop and where the keys move from.
                    onFocus={() => onMove(day.day)}
                    onClick={() => onSelect(day.day)}
                    className={`flex min-h-11 w-full flex-col items-center justify-center rounded-lg border text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${
                      day.day === selected
                        ? 'border-primary bg-primary font-semibold text-on-primary'
                        : day.slots.length > 0
                          ? 'border-gray-300 bg-white font-semibold hover:border-primary dark:border-white/20 dark:bg-white/5'
                          : 'border-transparent text-gray-600 dark:text-gray-300'
                    }`}
                  >
                    {/* Named by the day it shows, then the date and its free slots in words
                        (WCAG 2.5.3: speech input says the number it sees). */}
                    <span>{Number(day.day.slice(8))}</span>
                    <span className="sr-only">
                      {intl.formatMessage(
                        { id: 'bookings.calendar.day' },
                        { date: formatDay(intl, day.day), count: day.slots.length },
                      )}
                    </span>
                    {day.slots.length > 0 ? (
                      <span aria-hidden="true" className="text-[0.65rem] font-normal">
                        {day.slots.length}
                      </span>
                    ) : null}
                  </button>
                </td>
              ) : (
                <td key={`empty-${cell}`} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A day's free slots: each a button that drafts the booking and opens it. */
function DaySlots({
  place,
  spaceId,
  day,
}: {
  place: BookingPlace;
  spaceId: string;
  day: BookingDaySlots;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { localize } = useLocale();
  const draft = useDraftBooking(place.id, spaceId);
  return (
    <section aria-labelledby="slots-heading" className="flex flex-col gap-3">
      <h2 id="slots-heading" className="text-lg font-semibold">
        {intl.formatMessage({ id: 'bookings.slots.title' }, { date: formatDay(intl, day.day) })}
      </h2>
      {day.slots.length === 0 ? (
        <p>{intl.formatMessage({ id: 'bookings.slots.none' })}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {day.slots.map((slot) => {
            const time = formatSlotTime(intl, slot, place.timezone);
            return (
              <li key={slot.time}>
                <Button
                  variant="white"
                  fullWidth
                  loading={draft.isPending && draft.variables?.time === slot.time}
                  disabled={draft.isPending}
                  aria-label={intl.formatMessage({ id: 'bookings.slots.book' }, { time })}
                  onClick={() =>
                    draft.mutate(
                      { day: day.day, time: slot.time },
                      {
                        onSuccess: (booking) => void navigate(localize(`/bookings/${booking.id}`)),
                      },
                    )
                  }
                >
                  <span className="flex flex-col">
                    <span className="font-semibold">{time}</span>
                    {slot.supply !== null && slot.supply > 1 ? (
                      <span className="text-xs font-normal">
                        {intl.formatMessage({ id: 'bookings.slots.left' }, { count: slot.supply })}
                      </span>
                    ) : null}
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {draft.error ? (
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {draft.error.message}
        </p>
      ) : null}
    </section>
  );
}

/** /bookings/places/:placeId/spaces/:spaceId — a space's month of free slots; pick one to book it. */
export function SpacePage() {
  const intl = useIntl();
  const { placeId = '', spaceId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const place = useBookingPlace(placeId);
  const space = useBookingSpace(placeId, spaceId);
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : place.data ? currentMonth(place.data.timezone) : '';
  const slots = useBookingSlots(placeId, spaceId, month ? `${month}-01` : '');
  const [selected, setSelected] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  if (place.isPending || space.isPending)
    return <ListSkeleton count={2} className="mx-auto max-w-4xl px-4 py-10" />;
  if (!place.data || !space.data)
    return (
      <Page title={intl.formatMessage({ id: 'bookings.places.title' })}>
        <p role="alert">{(place.error ?? space.error)?.message}</p>
      </Page>
    );
  const showMonth = (shown: string) => {
    setSelected(null);
    setParams({ month: shown }, { replace: true });
  };
  const go = (by: number) => {
    setFocused(null);
    showMonth(shiftMonth(month, by));
  };
  const moveTo = (day: string) => {
    setFocused(day);
    if (day.slice(0, 7) !== month) showMonth(day.slice(0, 7));
  };
  const days = slots.data ?? [];
  const chosen = days.find((day) => day.day === selected);
  return (
    <Page title={space.data.name} width="wide">
      <Link
        to={`/bookings/places/${place.data.id}`}
        className="mb-4 inline-flex min-h-11 items-center font-semibold text-primary underline"
      >
        {intl.formatMessage({ id: 'bookings.space.back' }, { name: place.data.name })}
      </Link>
      <SpaceFacts space={space.data} />
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
        {intl.formatMessage({ id: 'bookings.places.zone' }, { zone: place.data.timezone })}
      </p>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card className="flex flex-col gap-3 p-3 sm:p-4">
          <div className="flex items-center justify-between gap-2">
            <Button variant="white" size="small" onClick={() => go(-1)}>
              <span aria-hidden="true">‹ </span>
              {intl.formatMessage({ id: 'bookings.calendar.previous' })}
            </Button>
            <h2 className="text-center font-semibold">
              {month
                ? intl.formatDate(new Date(`${month}-15T12:00:00Z`), {
                    month: 'long',
                    year: 'numeric',
                    timeZone: 'UTC',
                  })
                : null}
            </h2>
            <Button variant="white" size="small" onClick={() => go(1)}>
              {intl.formatMessage({ id: 'bookings.calendar.next' })}
              <span aria-hidden="true"> ›</span>
            </Button>
          </div>
          <p id="calendar-hint" className="text-xs text-gray-600 dark:text-gray-300">
            {intl.formatMessage({ id: 'bookings.calendar.hint' })}
          </p>
          {slots.isPending ? (
            <Skeleton className="h-64 w-full" />
          ) : slots.error ? (
            <p role="alert">{slots.error.message}</p>
          ) : (
            <MonthGrid
              month={month}
              days={days}
              selected={selected}
              focused={focused}
              onMove={moveTo}
              onSelect={setSelected}
            />
          )}
        </Card>
        <div>
          {chosen ? (
            <DaySlots place={place.data} spaceId={space.data.id} day={chosen} />
          ) : (
            <p className="text-gray-700 dark:text-gray-300">
              {intl.formatMessage({ id: 'bookings.slots.pick' })}
            </p>
          )}
        </div>
      </div>
    </Page>
  );
}
