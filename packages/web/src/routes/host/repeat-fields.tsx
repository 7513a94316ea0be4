import { ApiError, useRecurrencePreview } from '@convene/client';
import { RECURRENCE_LIMIT, RECURRENCE_MESSAGES, WEEKDAYS, type Weekday } from '@convene/contract';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { CheckField, FieldError, SelectField } from '../../components/form-fields';
import { TextField } from '../../components/text-field';
import {
  listingFields,
  recurrenceOf,
  validateBasics,
  validateRepeat,
  type ListingValues,
  type RepeatErrors,
  type RepeatValues,
} from './listing-form';
import type { HostMessageId } from './messages';

const FREQUENCIES = ['none', 'daily', 'weekly', 'monthlyByDate', 'monthlyByWeekday'] as const;
/** How many of the first dates the preview lists. */
const PREVIEW = 6;

/** Monday 1 January 2024 and the six days after it: the weekdays' names in the locale. */
const weekdayDate = (index: number) => new Date(Date.UTC(2024, 0, 1 + index, 12));

/** The wizard's "Repeats" control: how often, on which days, until when, and the first dates. */
export function RepeatFields({
  values,
  repeat,
  errors,
  onChange,
}: {
  values: ListingValues;
  repeat: RepeatValues;
  errors: RepeatErrors;
  onChange: (changes: Partial<RepeatValues>) => void;
}) {
  const intl = useIntl();
  const t = (id: HostMessageId) => intl.formatMessage({ id });
  const endsName = useId();
  const toggleDay = (day: Weekday, on: boolean) =>
    onChange({
      weekdays: WEEKDAYS.filter((d) => (d === day ? on : repeat.weekdays.includes(d))),
    });
  return (
    <div className="mt-6 flex flex-col gap-4">
      <SelectField
        label={t('host.repeat.label')}
        value={repeat.frequency}
        onChange={(event) =>
          onChange({ frequency: event.target.value as RepeatValues['frequency'] })
        }
      >
        {FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {t(`host.repeat.${frequency}`)}
          </option>
        ))}
      </SelectField>
      {repeat.frequency === 'weekly' ? (
        <fieldset>
          <legend className="text-sm font-medium">{t('host.repeat.on')}</legend>
          <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
            {WEEKDAYS.map((day, index) => (
              <CheckField
                key={day}
                label={intl.formatDate(weekdayDate(index), { weekday: 'long', timeZone: 'UTC' })}
                checked={repeat.weekdays.includes(day)}
                onChange={(on) => toggleDay(day, on)}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      {repeat.frequency !== 'none' ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">{t('host.repeat.ends')}</legend>
          {(['count', 'until'] as const).map((ends) => (
            <label key={ends} className="flex min-h-11 items-center gap-3 text-sm font-medium">
              <input
                type="radio"
                name={endsName}
                value={ends}
                checked={repeat.ends === ends}
                onChange={() => onChange({ ends })}
                className="h-5 w-5 accent-primary"
              />
              {t(`host.repeat.ends.${ends}`)}
            </label>
          ))}
          {repeat.ends === 'count' ? (
            <TextField
              label={t('host.repeat.count')}
              value={repeat.count}
              onChange={(event) => onChange({ count: event.target.value })}
              hint={intl.formatMessage({ id: 'host.repeat.countHint' }, { max: RECURRENCE_LIMIT })}
              error={
                errors.count
                  ? intl.formatMessage({ id: errors.count }, { max: RECURRENCE_LIMIT })
                  : undefined
              }
              type="number"
              min={2}
              max={RECURRENCE_LIMIT}
            />
          ) : (
            <TextField
              label={t('host.repeat.until')}
              type="date"
              value={repeat.until}
              error={errors.until ? t(errors.until) : undefined}
              onChange={(event) => onChange({ until: event.target.value })}
            />
          )}
        </fieldset>
      ) : null}
      <RepeatPreview values={values} repeat={repeat} />
    </div>
  );
}

/** The first dates the rule makes, in the event's time zone, and how many in all. */
export function RepeatPreview({ values, repeat }: { values: ListingValues; repeat: RepeatValues }) {
  const intl = useIntl();
  const headingId = useId();
  const recurrence = recurrenceOf(repeat);
  const complete =
    recurrence !== undefined &&
    Object.keys(validateRepeat(repeat)).length === 0 &&
    Object.keys(validateBasics({ ...values, name: values.name || '-', slug: '' })).length === 0;
  const event = complete ? listingFields(values) : null;
  const preview = useRecurrencePreview(
    event && recurrence
      ? {
          eventStart: event.eventStart,
          eventEnd: event.eventEnd,
          timezone: values.timezone,
          recurrence,
        }
      : null,
  );
  if (!complete) return null;
  if (preview.error) {
    const tooMany =
      preview.error instanceof ApiError && preview.error.message === RECURRENCE_MESSAGES.tooMany;
    return (
      <FieldError
        id={headingId}
        error={intl.formatMessage(
          { id: tooMany ? 'host.repeat.error.tooMany' : 'host.repeat.error.rule' },
          { max: RECURRENCE_LIMIT },
        )}
      />
    );
  }
  const dates = preview.data ?? [];
  if (dates.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-gray-50 p-3 dark:bg-white/5">
      <h3 id={headingId} className="text-sm font-semibold">
        {intl.formatMessage({ id: 'host.repeat.preview' }, { count: dates.length })}
      </h3>
      <ul className="mt-1 text-sm text-gray-700 dark:text-gray-300" data-testid="repeat-preview">
        {dates.slice(0, PREVIEW).map((date) => (
          <li key={date.start}>
            {intl.formatDate(date.start, {
              dateStyle: 'full',
              timeStyle: 'short',
              timeZone: values.timezone,
            })}
          </li>
        ))}
        {dates.length > PREVIEW ? (
          <li>
            {intl.formatMessage({ id: 'host.repeat.more' }, { count: dates.length - PREVIEW })}
          </li>
        ) : null}
      </ul>
    </section>
  );
}
