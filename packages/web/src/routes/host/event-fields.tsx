import { flattenPages, useInterests } from '@convene/client';
import { EVENT_TYPES, type EventType } from '@convene/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { Image } from '../../components/image';
import { TextField } from '../../components/text-field';
import { readAsDataUri } from '../../lib/read-file';
import { CheckField, SelectField, TextAreaField } from '../../components/form-fields';
import {
  IMAGE_TYPES,
  imageProblem,
  slugify,
  startChange,
  type ListingErrors,
  type ListingValues,
} from './listing-form';
import type { HostMessageId } from './messages';

/** The time zones Intl knows, with the chosen one kept even if it does not. */
function timeZones(current: string): string[] {
  const intl = Intl as { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? ['UTC'];
  return zones.includes(current) ? zones : [current, ...zones];
}

interface FieldsProps {
  values: ListingValues;
  errors: ListingErrors;
  onChange: (changes: Partial<ListingValues>) => void;
}

function useText() {
  const intl = useIntl();
  return (id: HostMessageId | undefined) => (id ? intl.formatMessage({ id }) : null);
}

/** Name, slug, type, start and end in a time zone, descriptions. */
export function BasicsFields({
  values,
  errors,
  onChange,
  slugTouched,
}: FieldsProps & { slugTouched?: boolean }) {
  const t = useText();
  const [slugEdited, setSlugEdited] = useState(slugTouched ?? false);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        label={t('host.form.name')}
        value={values.name}
        required
        maxLength={200}
        error={t(errors.name)}
        onChange={(event) =>
          onChange({
            name: event.target.value,
            ...(slugEdited ? {} : { slug: slugify(event.target.value) }),
          })
        }
      />
      <TextField
        label={t('host.form.slug')}
        value={values.slug}
        maxLength={80}
        spellCheck={false}
        autoCapitalize="none"
        hint={t('host.form.slug.hint')}
        error={t(errors.slug)}
        onChange={(event) => {
          setSlugEdited(true);
          onChange({ slug: event.target.value });
        }}
      />
      <SelectField
        label={t('host.form.type')}
        value={values.eventType}
        onChange={(event) => onChange({ eventType: event.target.value as EventType })}
      >
        {EVENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`host.type.${type}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        type="datetime-local"
        label={t('host.form.start')}
        value={values.start}
        required
        error={t(errors.start)}
        onChange={(event) => onChange(startChange(values, event.target.value))}
      />
      <TextField
        type="datetime-local"
        label={t('host.form.end')}
        value={values.end}
        required
        min={values.start || undefined}
        error={t(errors.end)}
        onChange={(event) => onChange({ end: event.target.value })}
      />
      <SelectField
        className="sm:col-span-2"
        label={t('host.form.timezone')}
        value={values.timezone}
        onChange={(event) => onChange({ timezone: event.target.value })}
      >
        {timeZones(values.timezone).map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, ' ')}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <CheckField
          label={t('host.form.registration')}
          checked={values.registration}
          onChange={(registration) => onChange({ registration })}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label={t('host.form.shortDescription')}
          value={values.shortDescription}
          maxLength={1000}
          rows={2}
          onChange={(event) => onChange({ shortDescription: event.target.value })}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label={t('host.form.longDescription')}
          value={values.longDescription}
          maxLength={50_000}
          rows={6}
          onChange={(event) => onChange({ longDescription: event.target.value })}
        />
      </div>
    </div>
  );
}

/** Venue and address (unless virtual), meeting URL (unless physical). */
export function PlaceFields({ values, errors, onChange }: FieldsProps) {
  const t = useText();
  const text = (key: 'address1' | 'city' | 'state' | 'zip' | 'country', max: number) => (
    <TextField
      label={t(`host.form.${key}`)}
      value={values[key]}
      maxLength={max}
      onChange={(event) => onChange({ [key]: event.target.value })}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {values.eventType !== 'virtual' ? (
        <>
          <TextField
            className="sm:col-span-2"
            label={t('host.form.venue')}
            value={values.venue}
            maxLength={200}
            error={t(errors.venue)}
            onChange={(event) => onChange({ venue: event.target.value })}
          />
          <div className="sm:col-span-2">{text('address1', 200)}</div>
          {text('city', 120)}
          {text('state', 120)}
          {text('zip', 40)}
          {text('country', 120)}
        </>
      ) : null}
      {values.eventType !== 'physical' ? (
        <TextField
          className="sm:col-span-2"
          type="url"
          label={t('host.form.meetingUrl')}
          value={values.meetingUrl}
          maxLength={500}
          placeholder="https://"
          hint={t('host.form.meetingUrl.hint')}
          error={t(errors.meetingUrl)}
          onChange={(event) => onChange({ meetingUrl: event.target.value })}
        />
      ) : null}
    </div>
  );
}

/**
 * The interests the event is about (what `/events?interest=` finds it by): one box per
 * interest of the organization; `value` holds the ticked ids.
 */
export function InterestsField({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (interestIds: string[]) => void;
}) {
  const t = useText();
  const hintId = useId();
  const interests = flattenPages(useInterests({ pageSize: 100 }).data);
  if (!interests.length) return null;
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((held) => held !== id));
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={hintId}>
      <legend className="text-sm font-medium">{t('host.form.interests')}</legend>
      <p id={hintId} className="text-sm text-gray-600 dark:text-gray-300">
        {t('host.form.interests.hint')}
      </p>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {interests.map((interest) => (
          <CheckField
            key={interest.id}
            label={interest.name}
            checked={value.includes(interest.id)}
            onChange={(on) => toggle(interest.id, on)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The listing's image: a file picked, checked (type, size), read as a data URI and shown.
 * `value`: undefined keeps the current image, null removes it, a data URI replaces it.
 */
export function ImageField({
  value,
  current,
  onChange,
}: {
  value: string | null | undefined;
  current: string | null;
  onChange: (value: string | null | undefined) => void;
}) {
  const t = useText();
  const id = useId();
  const [problem, setProblem] = useState<HostMessageId | null>(null);
  const preview = value === undefined ? current : value;
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const refused = imageProblem(file);
    setProblem(refused);
    if (refused) {
      event.target.value = '';
      return;
    }
    try {
      onChange(await readAsDataUri(file));
    } catch {
      setProblem('host.image.error.unreadable');
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-gray-800 dark:text-gray-200">
        {t('host.image.label')}
      </label>
      {preview ? (
        <Image
          src={preview}
          alt={t('host.image.preview') ?? ''}
          className="aspect-[2/1] w-full max-w-md rounded-xl object-cover"
        />
      ) : null}
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        onChange={(event) => void pick(event)}
        aria-describedby={`${id}-hint`}
        aria-invalid={problem ? true : undefined}
        data-testid="listing-image"
        className="text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-gray-200 file:px-3 file:font-semibold dark:file:bg-white/10 dark:file:text-gray-100"
      />
      <p id={`${id}-hint`} className="text-sm text-gray-600 dark:text-gray-300">
        {t('host.image.hint')}
      </p>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t(problem)}
        </p>
      ) : null}
      {preview ? (
        <div>
          <Button size="small" variant="white" onClick={() => onChange(null)}>
            {t('host.image.remove')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
