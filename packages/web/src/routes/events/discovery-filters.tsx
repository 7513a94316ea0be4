import { flattenPages, useInterests } from '@convene/client';
import {
  EVENT_ATTENDANCES,
  EVENT_PRICE_FILTERS,
  type EventAttendance,
  type EventPriceFilter,
} from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { SelectField } from '../../components/form-fields';
import { TextField } from '../../components/text-field';
import type { MessageId } from '../../i18n/catalogue';
import {
  DISCOVERY_PARAMS,
  hasFilters,
  WHEN_CHOICES,
  type Discovery,
  type WhenChoice,
} from './discovery';

type WhenMode = WhenChoice | 'any' | 'dates';

/**
 * The discovery filters of /events: when (quick choices or two dates), interest, online or
 * in person, free or paid. Each change is a new URL (`onChange`), so back undoes it. A change
 * names only the filters it sets (`undefined` clears one): the page applies it to the URL as
 * it is then, so two changes made before the page renders again both hold.
 */
export function DiscoveryFilters({
  value,
  onChange,
  dates = true,
}: {
  value: Discovery;
  onChange: (change: Partial<Discovery>) => void;
  /** The date choices (the month view is its own range). */
  dates?: boolean;
}) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const [choosing, setChoosing] = useState(false);
  const interests = flattenPages(useInterests({ pageSize: 100 }).data);
  const mode: WhenMode = value.when ?? (value.from || value.to || choosing ? 'dates' : 'any');
  const reversed = Boolean(value.from && value.to && value.to < value.from);

  const setWhen = (next: WhenMode) => {
    setChoosing(next === 'dates');
    const when = next === 'any' || next === 'dates' ? undefined : next;
    onChange({ when, from: undefined, to: undefined });
  };
  const setDay = (name: 'from' | 'to', day: string) =>
    onChange({ when: undefined, [name]: day || undefined });

  return (
    <section
      aria-label={t('events.discovery.filters')}
      className="mb-4 flex flex-wrap items-end gap-3"
      data-testid="events-filters"
    >
      {dates ? (
        <SelectField
          label={t('events.discovery.when')}
          value={mode}
          onChange={(event) => setWhen(event.target.value as WhenMode)}
          className="min-w-40"
        >
          <option value="any">{t('events.discovery.when.any')}</option>
          {WHEN_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`events.discovery.when.${choice}`)}
            </option>
          ))}
          <option value="dates">{t('events.discovery.when.dates')}</option>
        </SelectField>
      ) : null}
      {dates && mode === 'dates' ? (
        <>
          <TextField
            type="date"
            label={t('events.discovery.from')}
            value={value.from ?? ''}
            max={value.to}
            onChange={(event) => setDay('from', event.target.value)}
          />
          <TextField
            type="date"
            label={t('events.discovery.to')}
            value={value.to ?? ''}
            min={value.from}
            onChange={(event) => setDay('to', event.target.value)}
            error={reversed ? t('events.discovery.range.invalid') : undefined}
          />
        </>
      ) : null}
      {interests.length > 0 ? (
        <SelectField
          label={t('events.discovery.interest')}
          value={value.interest ?? ''}
          onChange={(event) => onChange({ interest: event.target.value || undefined })}
          className="min-w-40"
        >
          <option value="">{t('events.discovery.interest.any')}</option>
          {interests.map((interest) => (
            <option key={interest.id} value={interest.slug}>
              {interest.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SelectField
        label={t('events.discovery.attendance')}
        value={value.attendance ?? ''}
        onChange={(event) =>
          onChange({
            attendance: (event.target.value || undefined) as EventAttendance | undefined,
          })
        }
        className="min-w-40"
      >
        <option value="">{t('events.discovery.attendance.any')}</option>
        {EVENT_ATTENDANCES.map((option) => (
          <option key={option} value={option}>
            {t(`events.discovery.attendance.${option}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('events.discovery.price')}
        value={value.price ?? ''}
        onChange={(event) =>
          onChange({
            price: (event.target.value || undefined) as EventPriceFilter | undefined,
          })
        }
        className="min-w-32"
      >
        <option value="">{t('events.discovery.price.any')}</option>
        {EVENT_PRICE_FILTERS.map((option) => (
          <option key={option} value={option}>
            {t(`events.discovery.price.${option}`)}
          </option>
        ))}
      </SelectField>
      {hasFilters(value) ? (
        <Button
          variant="secondary"
          onClick={() => {
            setChoosing(false);
            // Every filter named, cleared (a change leaves the filters it does not name).
            onChange(Object.fromEntries(DISCOVERY_PARAMS.map((name) => [name, undefined])));
          }}
        >
          {t('events.discovery.clear')}
        </Button>
      ) : null}
    </section>
  );
}
