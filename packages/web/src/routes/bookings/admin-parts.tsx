import { useSavePlace } from '@convene/client';
import {
  DAYS_OF_WEEK,
  type BookingAvailabilityInput,
  type BookingPlace,
  type DayOfWeek,
} from '@convene/contract';
import { useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '../../components/button';
import { FieldError, TextAreaField } from '../../components/form-fields';
import { TextField } from '../../components/text-field';
import { fieldErrorsOf } from '../../lib/field-errors';
import { defaultTimeZone } from '../../lib/zoned-input';

/*
 * Pieces of the administrators' bookings screens (/admin/bookings…): the place form and
 * the weekly opening hours grid. Decision 0043.
 */

export const ADMIN_LINK =
  'inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-primary underline';

/** A weekday's name in the reader's language (4 January 2026 was a Sunday). */
export function weekdayName(intl: IntlShape, day: DayOfWeek): string {
  const date = new Date(Date.UTC(2026, 0, 4 + DAYS_OF_WEEK.indexOf(day), 12));
  return intl.formatDate(date, { weekday: 'long', timeZone: 'UTC' });
}

const ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

const PLACE_TEXT = ['address1', 'address2', 'city', 'state', 'zip', 'country'] as const;
type PlaceText = (typeof PLACE_TEXT)[number];

/** Creates a place (no `place`) or changes one; `onSaved` gets what the server answered. */
export function PlaceForm({
  place,
  onSaved,
}: {
  place?: BookingPlace;
  onSaved: (place: BookingPlace) => void;
}) {
  const intl = useIntl();
  const save = useSavePlace(place?.id);
  const [name, setName] = useState(place?.name ?? '');
  const [description, setDescription] = useState(place?.description ?? '');
  const [timezone, setTimezone] = useState(place?.timezone ?? defaultTimeZone());
  const [address, setAddress] = useState<Record<PlaceText, string>>(() => {
    const entries = PLACE_TEXT.map((key) => [key, place?.[key] ?? ''] as const);
    return Object.fromEntries(entries) as Record<PlaceText, string>;
  });
  const errors = fieldErrorsOf(save.error, new Set(['place']));
  const label = (id: PlaceText | 'name' | 'description' | 'timezone' | 'timezoneHint') =>
    intl.formatMessage({ id: `bookings.admin.place.${id}` });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const optional = (value: string) => value.trim() || null;
    save.mutate(
      {
        name,
        timezone,
        description: optional(description),
        ...Object.fromEntries(PLACE_TEXT.map((key) => [key, optional(address[key])])),
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <TextField
        label={label('name')}
        value={name}
        required
        maxLength={200}
        onChange={(event) => setName(event.target.value)}
        error={errors.get('name')}
      />
      <TextField
        label={label('timezone')}
        hint={label('timezoneHint')}
        value={timezone}
        required
        list="booking-zones"
        autoComplete="off"
        onChange={(event) => setTimezone(event.target.value)}
        error={errors.get('timezone')}
      />
      <datalist id="booking-zones">
        {ZONES.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {PLACE_TEXT.map((key) => (
          <TextField
            key={key}
            label={label(key)}
            value={address[key]}
            maxLength={200}
            onChange={(event) => setAddress({ ...address, [key]: event.target.value })}
            error={errors.get(key)}
          />
        ))}
      </div>
      <TextAreaField
        label={label('description')}
        value={description}
        maxLength={5000}
        onChange={(event) => setDescription(event.target.value)}
        error={errors.get('description')}
      />
      <div>
        <Button
          type="submit"
          loading={save.isPending}
          success={save.isSuccess && Boolean(place)}
          successText={intl.formatMessage({ id: 'bookings.admin.saved' })}
        >
          {intl.formatMessage({ id: place ? 'bookings.admin.save' : 'bookings.admin.create' })}
        </Button>
      </div>
    </form>
  );
}

/** A weekly range being edited; `key` keeps React's rows steady. */
export interface EditedRange extends BookingAvailabilityInput {
  key: number;
}

let nextKey = 1;
export const editedRange = (range: BookingAvailabilityInput): EditedRange => ({
  ...range,
  key: nextKey++,
});

/**
 * The week as a grid: a row per weekday, sunday to saturday, each with its opening ranges
 * (from, to) and a button to add one; a range is removed with its own button.
 */
export function WeekGrid({
  ranges,
  onChange,
  error,
}: {
  ranges: readonly EditedRange[];
  onChange: (ranges: EditedRange[]) => void;
  error?: string | undefined;
}) {
  const intl = useIntl();
  const set = (key: number, change: Partial<BookingAvailabilityInput>) =>
    onChange(ranges.map((range) => (range.key === key ? { ...range, ...change } : range)));
  return (
    <div className="flex flex-col gap-2" id="week-grid">
      {DAYS_OF_WEEK.map((dayOfWeek) => {
        const day = weekdayName(intl, dayOfWeek);
        const own = ranges.filter((range) => range.dayOfWeek === dayOfWeek);
        return (
          <fieldset
            key={dayOfWeek}
            className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3 sm:flex-row sm:items-start dark:border-white/10"
          >
            <legend className="sr-only">{day}</legend>
            <p aria-hidden="true" className="w-28 shrink-0 pt-2 font-semibold capitalize">
              {day}
            </p>
            <div className="flex flex-1 flex-col gap-2">
              {own.length === 0 ? (
                <p className="pt-2 text-sm text-gray-600 dark:text-gray-300">
                  {intl.formatMessage({ id: 'bookings.admin.week.closed' })}
                </p>
              ) : null}
              {own.map((range) => (
                <div key={range.key} className="flex flex-wrap items-center gap-2">
                  <input
                    type="time"
                    step={300}
                    value={range.startTime}
                    aria-label={intl.formatMessage({ id: 'bookings.admin.week.from' }, { day })}
                    onChange={(event) => set(range.key, { startTime: event.target.value })}
                    className="min-h-11 rounded-lg border border-gray-300 bg-white px-2 dark:border-white/20 dark:bg-night"
                  />
                  <span aria-hidden="true">–</span>
                  <input
                    type="time"
                    step={300}
                    value={range.endTime === '24:00' ? '23:59' : range.endTime}
                    aria-label={intl.formatMessage({ id: 'bookings.admin.week.to' }, { day })}
                    onChange={(event) => set(range.key, { endTime: event.target.value })}
                    className="min-h-11 rounded-lg border border-gray-300 bg-white px-2 dark:border-white/20 dark:bg-night"
                  />
                  <Button
                    variant="secondary"
                    size="small"
                    onClick={() => onChange(ranges.filter((other) => other.key !== range.key))}
                    aria-label={intl.formatMessage(
                      { id: 'bookings.admin.week.remove' },
                      { day, from: range.startTime, to: range.endTime },
                    )}
                  >
                    ✕
                  </Button>
                </div>
              ))}
            </div>
            <Button
              variant="secondary"
              size="small"
              className="self-start"
              onClick={() =>
                onChange([
                  ...ranges,
                  editedRange({ dayOfWeek, startTime: '09:00', endTime: '17:00' }),
                ])
              }
            >
              {intl.formatMessage({ id: 'bookings.admin.week.add' }, { day })}
            </Button>
          </fieldset>
        );
      })}
      <FieldError id="week-grid" error={error} />
    </div>
  );
}

/** Today on the place's clock, `yyyy-MM-dd`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}
