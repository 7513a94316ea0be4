import {
  bookingQueries,
  useBooking,
  useBookingIntent,
  useCancelBooking,
  useConfirmBooking,
} from '@convene/client';
import type { Booking } from '@convene/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { formatMoney } from '../../components/payments/money';
import { PayStep } from '../../components/payments/pay-step';
import { ListSkeleton } from '../../components/skeleton';
import { useLocale } from '../../i18n/locale-context';
import { BookingStatusBadge, CancelBookingButton, useBookingWhen } from './booking-parts';
import { HoldCountdown } from './hold-countdown';
import { MY_BOOKINGS_LINK } from './places-page';

/** Pay: the billing address, then the intent it makes, then the card (as invoices do). */
function PayBooking({ booking, onPaid }: { booking: Booking; onPaid: () => void }) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-4">
      <PayStep
        title={intl.formatMessage({ id: 'bookings.pay.title' })}
        continueLabel={intl.formatMessage({ id: 'bookings.pay.continue' })}
        withTax={(tax) => intl.formatMessage({ id: 'bookings.pay.withTax' }, { tax })}
        payableId={booking.id}
        useIntent={useBookingIntent}
        onPaid={onPaid}
      />
    </div>
  );
}

/** A held draft: the countdown, then confirm (free) or pay, or release the slot. */
function HeldDraft({ booking, onChange }: { booking: Booking; onChange: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { localize } = useLocale();
  const confirm = useConfirmBooking();
  const release = useCancelBooking();
  const spacePath = `/bookings/places/${booking.place.id}/spaces/${booking.space.id}`;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <HoldCountdown until={booking.heldUntil!} onEnd={onChange} />
      {booking.price === 0 ? (
        <Button
          variant="primary"
          className="self-start"
          loading={confirm.isPending}
          onClick={() => confirm.mutate(booking.id)}
        >
          {intl.formatMessage({ id: 'bookings.confirm' })}
        </Button>
      ) : (
        <PayBooking booking={booking} onPaid={onChange} />
      )}
      {confirm.error ? (
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {confirm.error.message}
        </p>
      ) : null}
      <Button
        variant="white"
        className="self-start"
        loading={release.isPending}
        onClick={() =>
          release.mutate(booking.id, { onSuccess: () => void navigate(localize(spacePath)) })
        }
      >
        {intl.formatMessage({ id: 'bookings.release' })}
      </Button>
    </Card>
  );
}

/** /bookings/:bookingId — a booking: held (countdown, pay or confirm), confirmed (cancel), or over. */
export function BookingPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { bookingId = '' } = useParams();
  const query = useBooking(bookingId);
  const when = useBookingWhen();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: bookingQueries.of(bookingId) });
  }, [queryClient, bookingId]);
  const booking = query.data;
  if (query.isPending) return <ListSkeleton count={2} className="mx-auto max-w-4xl px-4 py-10" />;
  if (!booking)
    return (
      <Page title={intl.formatMessage({ id: 'bookings.list.title' })}>
        <p role="alert">{query.error?.message}</p>
      </Page>
    );
  const spacePath = `/bookings/places/${booking.place.id}/spaces/${booking.space.id}`;
  return (
    <Page
      title={intl.formatMessage({ id: 'bookings.booking.title' }, { number: booking.alternateId })}
      actions={
        <Link to="/bookings" className={MY_BOOKINGS_LINK}>
          {intl.formatMessage({ id: 'bookings.mine' })}
        </Link>
      }
    >
      <Card className="mb-6 flex flex-col gap-4 p-4 sm:p-5" data-testid="booking">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="text-xl font-semibold">{booking.space.name}</h2>
            <p className="text-gray-700 dark:text-gray-300">{when(booking)}</p>
          </div>
          <BookingStatusBadge status={booking.status} />
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-gray-600 dark:text-gray-300">
              {intl.formatMessage({ id: 'bookings.booking.place' })}
            </dt>
            <dd>
              <Link to={`/bookings/places/${booking.place.id}`} className="underline">
                {booking.place.name}
              </Link>
            </dd>
          </div>
          <div>
            <dt className="text-gray-600 dark:text-gray-300">
              {intl.formatMessage({ id: 'bookings.booking.space' })}
            </dt>
            <dd>{booking.space.name}</dd>
          </div>
          <div>
            <dt className="text-gray-600 dark:text-gray-300">
              {intl.formatMessage({ id: 'bookings.booking.price' })}
            </dt>
            <dd>
              {booking.price > 0
                ? formatMoney(intl, booking.price)
                : intl.formatMessage({ id: 'bookings.space.free' })}
            </dd>
          </div>
          <div>
            <dt className="text-gray-600 dark:text-gray-300">
              {intl.formatMessage({ id: 'bookings.booking.length' })}
            </dt>
            <dd>
              {intl.formatMessage(
                { id: 'bookings.booking.duration' },
                { minutes: booking.duration },
              )}
            </dd>
          </div>
        </dl>
        {booking.status === 'confirmed' ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-medium">{intl.formatMessage({ id: 'bookings.confirmed.body' })}</p>
            <CancelBookingButton booking={booking} />
          </div>
        ) : booking.status === 'canceled' ? (
          <p>{intl.formatMessage({ id: 'bookings.canceled.body' })}</p>
        ) : booking.status === 'expired' ? (
          <div className="flex flex-col gap-2">
            <p role="alert" className="font-medium text-red-700 dark:text-red-300">
              {intl.formatMessage({ id: 'bookings.hold.expired' })}
            </p>
            <Link to={spacePath} className="font-semibold text-primary underline">
              {intl.formatMessage({ id: 'bookings.hold.again' })}
            </Link>
          </div>
        ) : null}
      </Card>
      {booking.status === 'draft' ? <HeldDraft booking={booking} onChange={refresh} /> : null}
    </Page>
  );
}
