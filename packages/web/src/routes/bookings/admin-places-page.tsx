import { useBookingPlaces } from '@convene/client';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Card } from '../../components/card';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { pagedList } from '../../components/social/paged';
import { PlaceForm } from './admin-parts';

/** /admin/bookings — the places (administrators): each one to manage, and a new one. */
export function AdminPlacesPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const query = useBookingPlaces({ pageSize: 50 });
  return (
    <Page title={intl.formatMessage({ id: 'bookings.admin.title' })} width="wide">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section aria-labelledby="admin-places">
          <h2 id="admin-places" className="mb-3 text-xl font-semibold">
            {intl.formatMessage({ id: 'bookings.places.title' })}
          </h2>
          <List
            {...pagedList(query)}
            keyOf={(place) => place.id}
            label={intl.formatMessage({ id: 'bookings.places.title' })}
            empty={intl.formatMessage({ id: 'bookings.admin.empty' })}
            renderItem={(place) => (
              <Card className="flex flex-col gap-1 p-4">
                <Link
                  to={`/admin/bookings/places/${place.id}`}
                  className="font-semibold hover:underline"
                  aria-label={intl.formatMessage(
                    { id: 'bookings.admin.edit' },
                    { name: place.name },
                  )}
                >
                  {place.name}
                </Link>
                <p className="text-sm text-gray-600 dark:text-gray-300">
                  {intl.formatMessage({ id: 'bookings.places.zone' }, { zone: place.timezone })}
                </p>
              </Card>
            )}
          />
        </section>
        <section aria-labelledby="admin-new-place">
          <Card className="p-4 sm:p-6">
            <h2 id="admin-new-place" className="mb-4 text-xl font-semibold">
              {intl.formatMessage({ id: 'bookings.admin.new' })}
            </h2>
            <PlaceForm onSaved={(place) => navigate(`/admin/bookings/places/${place.id}`)} />
          </Card>
        </section>
      </div>
    </Page>
  );
}
