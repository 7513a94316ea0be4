import { useBookingPlaces } from '@convene/client';
import type { BookingPlace } from '@convene/contract';
import { useIntl } from 'react-intl';
import { Card } from '../../components/card';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { pagedList } from '../../components/social/paged';

export const MY_BOOKINGS_LINK =
  'inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-primary underline';

function PlaceCard({ place }: { place: BookingPlace }) {
  const intl = useIntl();
  const where = [place.address1, place.city, place.country].filter(Boolean).join(', ');
  return (
    <Card className="flex h-full flex-col gap-2 p-4">
      <h2 className="text-lg font-semibold">
        <Link
          to={`/bookings/places/${place.id}`}
          aria-label={intl.formatMessage({ id: 'bookings.places.open' }, { name: place.name })}
          className="hover:underline"
        >
          {place.name}
        </Link>
      </h2>
      {where ? <p className="text-sm text-gray-700 dark:text-gray-300">{where}</p> : null}
      {place.description ? <p className="text-sm">{place.description}</p> : null}
      <p className="text-xs text-gray-600 dark:text-gray-300">
        {intl.formatMessage({ id: 'bookings.places.zone' }, { zone: place.timezone })}
      </p>
    </Card>
  );
}

/** /bookings/places: the places whose spaces can be booked. */
export function PlacesPage() {
  const intl = useIntl();
  const query = useBookingPlaces();
  return (
    <Page
      title={intl.formatMessage({ id: 'bookings.places.title' })}
      width="wide"
      actions={
        <Link to="/bookings" className={MY_BOOKINGS_LINK}>
          {intl.formatMessage({ id: 'bookings.mine' })}
        </Link>
      }
    >
      <List
        {...pagedList(query)}
        keyOf={(place) => place.id}
        renderItem={(place) => <PlaceCard place={place} />}
        skeleton="cards"
        label={intl.formatMessage({ id: 'bookings.places.title' })}
        className="grid grid-cols-1 gap-3 md:grid-cols-2"
        empty={intl.formatMessage({ id: 'bookings.places.empty' })}
      />
    </Page>
  );
}
