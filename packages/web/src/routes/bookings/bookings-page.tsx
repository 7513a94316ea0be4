import { useBookings } from '@convene/client';
import type { Booking } from '@convene/contract';
import { useIntl } from 'react-intl';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { pagedList } from '../../components/social/paged';
import { TabPanel, Tabs } from '../../components/tabs';
import { useTabParam } from '../../components/use-tab-param';
import { BookingStatusBadge, CancelBookingButton, useBookingWhen } from './booking-parts';

const TABS = ['upcoming', 'past'] as const;
type Tab = (typeof TABS)[number];

function BookingCard({ booking }: { booking: Booking }) {
  const when = useBookingWhen();
  return (
    <Card className="flex h-full flex-col gap-3 p-4" data-testid="booking-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">
            <Link to={`/bookings/${booking.id}`} className="hover:underline">
              {booking.space.name}
            </Link>
          </h2>
          <p className="text-sm text-gray-700 dark:text-gray-300">{booking.place.name}</p>
          <p className="text-sm">{when(booking)}</p>
        </div>
        <BookingStatusBadge status={booking.status} />
      </div>
      <div className="mt-auto">
        <CancelBookingButton booking={booking} />
      </div>
    </Card>
  );
}

function BookingList({ when }: { when: Tab }) {
  const intl = useIntl();
  const query = useBookings({ past: when === 'past' });
  return (
    <List
      {...pagedList(query)}
      keyOf={(booking) => booking.id}
      renderItem={(booking) => <BookingCard booking={booking} />}
      skeleton="cards"
      label={intl.formatMessage({ id: `bookings.tabs.${when}` })}
      className="grid grid-cols-1 gap-3 md:grid-cols-2"
      empty={
        <EmptyState
          title={intl.formatMessage({ id: `bookings.empty.${when}` })}
          body={intl.formatMessage({ id: 'bookings.empty.body' })}
          action={
            <Link
              to="/bookings/places"
              className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 font-semibold text-on-primary"
            >
              {intl.formatMessage({ id: 'bookings.nav' })}
            </Link>
          }
        />
      }
    />
  );
}

/** /bookings: my bookings, upcoming (soonest first) or past, each cancellable while ahead. */
export function BookingsPage() {
  const intl = useIntl();
  const [tab, selectTab] = useTabParam(TABS);
  return (
    <Page
      title={intl.formatMessage({ id: 'bookings.list.title' })}
      width="wide"
      actions={
        <Link
          to="/bookings/places"
          className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-primary underline"
        >
          {intl.formatMessage({ id: 'bookings.nav' })}
        </Link>
      }
    >
      <Tabs
        id="bookings"
        tabs={TABS}
        value={tab}
        onChange={selectTab}
        label={intl.formatMessage({ id: 'bookings.tabs.label' })}
        labelOf={(value) => intl.formatMessage({ id: `bookings.tabs.${value}` })}
      />
      <TabPanel id="bookings" tab={tab}>
        <BookingList when={tab} />
      </TabPanel>
    </Page>
  );
}
