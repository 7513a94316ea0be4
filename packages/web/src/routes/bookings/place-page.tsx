import { useBookingPlace, useBookingSpaces } from '@convene/client';
import type { BookingPlace, BookingSpace } from '@convene/contract';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Card } from '../../components/card';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { ListSkeleton } from '../../components/skeleton';
import { pagedList } from '../../components/social/paged';
import { MY_BOOKINGS_LINK } from './places-page';
import { SpaceFacts } from './space-facts';

function SpaceCard({ place, space }: { place: BookingPlace; space: BookingSpace }) {
  const intl = useIntl();
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <h3 className="text-lg font-semibold">{space.name}</h3>
      {space.description ? <p className="text-sm">{space.description}</p> : null}
      <SpaceFacts space={space} />
      <Link
        to={`/bookings/places/${place.id}/spaces/${space.id}`}
        className="mt-auto inline-flex min-h-11 items-center justify-center self-start rounded-lg bg-primary px-4 font-semibold text-on-primary"
        aria-label={`${intl.formatMessage({ id: 'bookings.space.choose' })}: ${space.name}`}
      >
        {intl.formatMessage({ id: 'bookings.space.choose' })}
      </Link>
    </Card>
  );
}

/** /bookings/places/:placeId — a place and its spaces. */
export function PlacePage() {
  const intl = useIntl();
  const { placeId = '' } = useParams();
  const place = useBookingPlace(placeId);
  const spaces = useBookingSpaces(placeId);
  if (place.isPending) return <ListSkeleton count={2} className="mx-auto max-w-4xl px-4 py-10" />;
  if (!place.data)
    return (
      <Page title={intl.formatMessage({ id: 'bookings.places.title' })}>
        <p role="alert">{place.error?.message}</p>
      </Page>
    );
  const where = [place.data.address1, place.data.city, place.data.state, place.data.country]
    .filter(Boolean)
    .join(', ');
  return (
    <Page
      title={place.data.name}
      width="wide"
      actions={
        <Link to="/bookings" className={MY_BOOKINGS_LINK}>
          {intl.formatMessage({ id: 'bookings.mine' })}
        </Link>
      }
    >
      <Link
        to="/bookings/places"
        className="mb-4 inline-flex min-h-11 items-center font-semibold text-primary underline"
      >
        {intl.formatMessage({ id: 'bookings.place.back' })}
      </Link>
      {where ? <p className="text-gray-700 dark:text-gray-300">{where}</p> : null}
      {place.data.description ? <p className="mt-2">{place.data.description}</p> : null}
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
        {intl.formatMessage({ id: 'bookings.places.zone' }, { zone: place.data.timezone })}
      </p>
      <h2 className="mb-3 mt-6 text-xl font-semibold">
        {intl.formatMessage({ id: 'bookings.place.spaces' })}
      </h2>
      <List
        {...pagedList(spaces)}
        keyOf={(space) => space.id}
        renderItem={(space) => <SpaceCard place={place.data} space={space} />}
        skeleton="cards"
        label={intl.formatMessage({ id: 'bookings.place.spaces' })}
        className="grid grid-cols-1 gap-3 md:grid-cols-2"
        empty={intl.formatMessage({ id: 'bookings.place.noSpaces' })}
      />
    </Page>
  );
}
