import { useBookingPlace, useBookingSpace, useSpaceBookings } from '@convene/client';
import { displayName } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ProblemPage } from '../../app/problem-page';
import { Card } from '../../components/card';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { formatMoney } from '../../components/payments/money';
import { ListSkeleton } from '../../components/skeleton';
import { TextField } from '../../components/text-field';
import { ADMIN_LINK, todayIn } from './admin-parts';
import { formatDay, formatSlotTime } from './format';

/**
 * /admin/bookings/places/:placeId/spaces/:spaceId/bookings — a space's bookings on a day
 * of the place's calendar (administrators): the slot, who booked it, its status.
 */
export function AdminSpaceBookingsPage() {
  const intl = useIntl();
  const { placeId = '', spaceId = '' } = useParams();
  const place = useBookingPlace(placeId);
  const space = useBookingSpace(placeId, spaceId);
  const [chosen, setChosen] = useState<string | null>(null);
  const day = chosen ?? (place.data ? todayIn(place.data.timezone) : '');
  const bookings = useSpaceBookings(placeId, spaceId, day);
  const error = place.error ?? space.error ?? bookings.error;
  if (error) return <ProblemPage error={error} />;
  if (!place.data || !space.data) {
    return <ListSkeleton count={3} className="mx-auto max-w-4xl px-4 py-10" />;
  }
  const timeZone = place.data.timezone;
  return (
    <Page
      title={intl.formatMessage({ id: 'bookings.admin.spaceBookings' }, { name: space.data.name })}
    >
      <Link to={`/admin/bookings/places/${placeId}/spaces/${spaceId}`} className={ADMIN_LINK}>
        {intl.formatMessage({ id: 'bookings.admin.editSpace' }, { name: space.data.name })}
      </Link>
      <TextField
        className="my-4 max-w-xs"
        type="date"
        label={intl.formatMessage({ id: 'bookings.admin.bookings.day' })}
        hint={intl.formatMessage({ id: 'bookings.places.zone' }, { zone: timeZone })}
        value={day}
        onChange={(event) => event.target.value && setChosen(event.target.value)}
      />
      <h2 className="mb-3 text-xl font-semibold">{formatDay(intl, day)}</h2>
      {bookings.isPending ? (
        <ListSkeleton count={2} />
      ) : bookings.data?.length ? (
        <ul className="flex flex-col gap-2" aria-label={formatDay(intl, day)}>
          {bookings.data.map((booking) => (
            <li key={booking.id}>
              <Card
                className="flex flex-wrap items-center justify-between gap-2 p-4"
                data-testid="space-booking"
              >
                <div className="flex flex-col">
                  <span className="font-semibold">
                    {formatSlotTime(intl, booking, timeZone)} · {displayName(booking.account)}
                  </span>
                  <span className="text-sm text-gray-600 dark:text-gray-300">
                    {intl.formatMessage(
                      { id: 'bookings.booking.title' },
                      { number: booking.alternateId },
                    )}
                    {booking.price > 0 ? ` · ${formatMoney(intl, booking.price)}` : ''}
                  </span>
                </div>
                <span className="rounded-full bg-gray-100 px-3 py-1 text-sm font-medium dark:bg-white/10">
                  {intl.formatMessage({ id: `bookings.status.${booking.status}` })}
                </span>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <p>{intl.formatMessage({ id: 'bookings.admin.bookings.none' })}</p>
      )}
    </Page>
  );
}
