import {
  useAddBlackout,
  useBookingPlace,
  useBookingSpace,
  useDeleteSpace,
  useRemoveBlackout,
  useSaveSpace,
} from '@convene/client';
import { formatDateTimeRange, type BookingPlace, type BookingSpace } from '@convene/contract';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { ProblemPage } from '../../app/problem-page';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SelectField, TextAreaField } from '../../components/form-fields';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { ListSkeleton } from '../../components/skeleton';
import { TextField } from '../../components/text-field';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import { fieldErrorsOf } from '../../lib/field-errors';
import { amountOf, centsOf } from '../../lib/money-input';
import { zonedToInstant } from '../../lib/zoned-input';
import { ADMIN_LINK, editedRange, WeekGrid, type EditedRange } from './admin-parts';

/** Slot lengths offered: each divides a day evenly. */
const DURATIONS = [15, 20, 30, 45, 60, 90, 120, 180, 240, 480, 720, 1440] as const;
const NEW = 'new';

/** Blackouts of a space: each with a button to lift it, and a period to add (place's clock). */
function Blackouts({ place, space }: { place: BookingPlace; space: BookingSpace }) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const add = useAddBlackout(place.id, space.id);
  const lift = useRemoveBlackout(place.id, space.id);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const errors = fieldErrorsOf(add.error, new Set(['blackout']));
  const period = (blackout: { start: string; end: string }) =>
    formatDateTimeRange(intl.locale, new Date(blackout.start), new Date(blackout.end), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: place.timezone,
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!start || !end) return;
    add.mutate(
      { start: zonedToInstant(start, place.timezone), end: zonedToInstant(end, place.timezone) },
      feedback({
        success: 'bookings.admin.saved',
        onSuccess: () => {
          setStart('');
          setEnd('');
        },
      }),
    );
  };
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-1 text-xl font-semibold">
        {intl.formatMessage({ id: 'bookings.admin.blackouts.title' })}
      </h2>
      <p className="mb-3 text-sm text-gray-600 dark:text-gray-300">
        {intl.formatMessage({ id: 'bookings.places.zone' }, { zone: place.timezone })}
      </p>
      {space.blackouts.length === 0 ? (
        <p className="mb-3 text-sm">
          {intl.formatMessage({ id: 'bookings.admin.blackouts.none' })}
        </p>
      ) : (
        <ul className="mb-3 flex flex-col gap-2">
          {space.blackouts.map((blackout) => (
            <li key={blackout.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>{period(blackout)}</span>
              <Button
                variant="secondary"
                size="small"
                loading={lift.isPending && lift.variables === blackout.id}
                aria-label={intl.formatMessage(
                  { id: 'bookings.admin.blackouts.remove' },
                  { period: period(blackout) },
                )}
                onClick={() => lift.mutate(blackout.id)}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={submit} noValidate>
        <TextField
          type="datetime-local"
          label={intl.formatMessage({ id: 'bookings.admin.blackouts.start' })}
          value={start}
          required
          onChange={(event) => setStart(event.target.value)}
          error={errors.get('start')}
        />
        <TextField
          type="datetime-local"
          label={intl.formatMessage({ id: 'bookings.admin.blackouts.end' })}
          value={end}
          required
          onChange={(event) => setEnd(event.target.value)}
          error={errors.get('end')}
        />
        <Button type="submit" variant="secondary" loading={add.isPending}>
          {intl.formatMessage({ id: 'bookings.admin.blackouts.add' })}
        </Button>
      </form>
    </Card>
  );
}

/** The space's own fields and its week; creates it when there is no `space`. */
function SpaceForm({ place, space }: { place: BookingPlace; space?: BookingSpace }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const feedback = useActionFeedback();
  const save = useSaveSpace(place.id, space?.id);
  const [name, setName] = useState(space?.name ?? '');
  const [description, setDescription] = useState(space?.description ?? '');
  const [supply, setSupply] = useState(String(space?.supply ?? 1));
  const [slotDuration, setSlotDuration] = useState(space?.slotDuration ?? 60);
  const [price, setPrice] = useState(amountOf(space?.price ?? 0));
  const [ranges, setRanges] = useState<EditedRange[]>(() =>
    (space?.availabilities ?? []).map(({ dayOfWeek, startTime, endTime }) =>
      editedRange({ dayOfWeek, startTime, endTime }),
    ),
  );
  const errors = fieldErrorsOf(save.error, new Set(['space']));
  const label = (id: 'name' | 'description' | 'supply' | 'duration' | 'price' | 'priceHint') =>
    intl.formatMessage({ id: `bookings.admin.space.${id}` });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        name,
        description: description.trim() || null,
        supply: Number(supply),
        slotDuration,
        price: centsOf(price) ?? -1,
        currency: 'USD',
        availabilities: ranges.map(({ dayOfWeek, startTime, endTime }) => ({
          dayOfWeek,
          startTime,
          endTime,
        })),
      },
      feedback({
        success: 'bookings.admin.saved',
        onSuccess: (saved) => {
          if (!space) navigate(`/admin/bookings/places/${place.id}/spaces/${saved.id}`);
        },
      }),
    );
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <TextField
          label={label('name')}
          value={name}
          required
          maxLength={200}
          onChange={(event) => setName(event.target.value)}
          error={errors.get('name')}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField
            label={label('supply')}
            type="number"
            inputMode="numeric"
            min={1}
            value={supply}
            onChange={(event) => setSupply(event.target.value)}
            error={errors.get('supply')}
          />
          <SelectField
            label={label('duration')}
            value={slotDuration}
            onChange={(event) => setSlotDuration(Number(event.target.value))}
            error={errors.get('slotDuration')}
          >
            {DURATIONS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {intl.formatMessage({ id: 'bookings.admin.space.minutes' }, { minutes })}
              </option>
            ))}
          </SelectField>
          <TextField
            label={label('price')}
            hint={label('priceHint')}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            error={errors.get('price') ?? errors.get('currency')}
          />
        </div>
        <TextAreaField
          label={label('description')}
          value={description}
          maxLength={5000}
          onChange={(event) => setDescription(event.target.value)}
          error={errors.get('description')}
        />
      </Card>
      <Card className="p-4 sm:p-6">
        <h2 className="mb-1 text-xl font-semibold">
          {intl.formatMessage({ id: 'bookings.admin.week.title' })}
        </h2>
        <p className="mb-3 text-sm text-gray-600 dark:text-gray-300">
          {intl.formatMessage({ id: 'bookings.admin.week.hint' }, { zone: place.timezone })}
        </p>
        <WeekGrid ranges={ranges} onChange={setRanges} error={errors.get('availabilities')} />
      </Card>
      <div>
        <Button type="submit" loading={save.isPending}>
          {intl.formatMessage({
            id: space ? 'bookings.admin.save' : 'bookings.admin.space.create',
          })}
        </Button>
      </div>
    </form>
  );
}

/**
 * /admin/bookings/places/:placeId/spaces/:spaceId — the space editor (administrators):
 * name, supply, slot length, price, the weekly opening hours and blackouts; `new` creates.
 */
export function AdminSpacePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { placeId = '', spaceId = '' } = useParams();
  const creating = spaceId === NEW;
  const place = useBookingPlace(placeId);
  const space = useBookingSpace(placeId, creating ? '' : spaceId);
  const confirmDelete = useConfirmDelete<BookingSpace>({
    remove: useDeleteSpace(placeId),
    success: 'bookings.admin.deleted',
    onDeleted: () => navigate(`/admin/bookings/places/${placeId}`),
  });
  const error = place.error ?? space.error;
  if (error) return <ProblemPage error={error} />;
  if (!place.data || (!creating && !space.data)) {
    return <ListSkeleton count={3} className="mx-auto max-w-4xl px-4 py-10" />;
  }
  const title = space.data
    ? intl.formatMessage({ id: 'bookings.admin.editSpace' }, { name: space.data.name })
    : intl.formatMessage({ id: 'bookings.admin.space.new' });
  return (
    <Page
      title={title}
      actions={
        space.data ? (
          <Button variant="danger" onClick={() => confirmDelete.ask(space.data)}>
            {intl.formatMessage({ id: 'bookings.admin.space.delete' })}
          </Button>
        ) : undefined
      }
    >
      <div className="mb-4 flex flex-wrap gap-2">
        <Link to={`/admin/bookings/places/${placeId}`} className={ADMIN_LINK}>
          {intl.formatMessage({ id: 'bookings.admin.bookings.back' }, { name: place.data.name })}
        </Link>
        {space.data ? (
          <Link
            to={`/admin/bookings/places/${placeId}/spaces/${spaceId}/bookings`}
            className={ADMIN_LINK}
          >
            {intl.formatMessage({ id: 'bookings.admin.spaceBookings' }, { name: space.data.name })}
          </Link>
        ) : null}
      </div>
      <div className="flex flex-col gap-6">
        <SpaceForm key={space.data?.updatedAt ?? NEW} place={place.data} space={space.data} />
        {space.data ? <Blackouts place={place.data} space={space.data} /> : null}
      </div>
      {space.data ? (
        <ConfirmDialog
          {...confirmDelete.dialog}
          title={intl.formatMessage(
            { id: 'bookings.admin.space.deleteTitle' },
            { name: space.data.name },
          )}
          body={intl.formatMessage({ id: 'bookings.admin.space.deleteBody' })}
          confirmLabel={intl.formatMessage({ id: 'bookings.admin.space.delete' })}
        />
      ) : null}
    </Page>
  );
}
