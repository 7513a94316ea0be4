import { useCancelBooking } from '@convene/client';
import type { Booking, BookingStatus } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatDay, formatSlotTime } from './format';

const STATUS_STYLE: Record<BookingStatus, string> = {
  draft: 'bg-amber-100 text-amber-900 dark:bg-amber-400/20 dark:text-amber-100',
  expired: 'bg-gray-200 text-gray-800 dark:bg-white/10 dark:text-gray-100',
  confirmed: 'bg-green-100 text-green-900 dark:bg-green-400/20 dark:text-green-100',
  canceled: 'bg-red-100 text-red-900 dark:bg-red-400/20 dark:text-red-100',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const intl = useIntl();
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}>
      {intl.formatMessage({ id: `bookings.status.${status}` })}
    </span>
  );
}

/** When a booking is, on the place's clock: `Tuesday, 3 February 2026, 10:00 AM`. */
export function useBookingWhen() {
  const intl = useIntl();
  return (booking: Booking) =>
    intl.formatMessage(
      { id: 'bookings.booking.when' },
      {
        date: formatDay(intl, booking.day),
        time: formatSlotTime(intl, booking, booking.place.timezone),
      },
    );
}

/** Cancels a confirmed, unstarted booking after asking (refunded by the server). */
export function CancelBookingButton({
  booking,
  onCanceled,
}: {
  booking: Booking;
  onCanceled?: () => void;
}) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const cancel = useCancelBooking();
  const [asking, setAsking] = useState(false);
  if (booking.status !== 'confirmed' || Date.parse(booking.startsAt) <= Date.now()) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {intl.formatMessage({ id: 'bookings.cancel' })}
      </Button>
      <ConfirmDialog
        open={asking}
        title={intl.formatMessage({ id: 'bookings.cancel.title' })}
        body={intl.formatMessage({ id: 'bookings.cancel.body' })}
        confirmLabel={intl.formatMessage({ id: 'bookings.cancel' })}
        cancelLabel={intl.formatMessage({ id: 'bookings.cancel.keep' })}
        destructive
        loading={cancel.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          cancel.mutate(
            booking.id,
            feedback({
              success: 'bookings.cancel.done',
              onSuccess: () => {
                setAsking(false);
                onCanceled?.();
              },
            }),
          )
        }
      />
    </>
  );
}
