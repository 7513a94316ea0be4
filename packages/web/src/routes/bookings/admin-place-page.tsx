import { useBookingPlace, useBookingSpaces, useDeletePlace } from '@convene/client';
import type { BookingPlace } from '@convene/contract';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { ProblemPage } from '../../app/problem-page';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { ListSkeleton } from '../../components/skeleton';
import { pagedList } from '../../components/social/paged';
import { useConfirmDelete } from '../../components/use-confirm-delete';
import { ADMIN_LINK, PlaceForm } from './admin-parts';
import { SpaceFacts } from './space-facts';

/** /admin/bookings/places/:placeId — a place's details, its spaces, deleting it (administrators). */
export function AdminPlacePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { placeId = '' } = useParams();
  const place = useBookingPlace(placeId);
  const spaces = useBookingSpaces(placeId, { pageSize: 50 });
  const confirmDelete = useConfirmDelete<BookingPlace>({
    remove: useDeletePlace(),
    success: 'bookings.admin.deleted',
    onDeleted: () => navigate('/admin/bookings'),
  });
  if (place.error) return <ProblemPage error={place.error} />;
  if (!place.data) return <ListSkeleton count={2} className="mx-auto max-w-4xl px-4 py-10" />;
  const base = `/admin/bookings/places/${placeId}`;
  return (
    <Page
      title={intl.formatMessage({ id: 'bookings.admin.edit' }, { name: place.data.name })}
      width="wide"
      actions={
        <Button variant="danger" onClick={() => confirmDelete.ask(place.data)}>
          {intl.formatMessage({ id: 'bookings.admin.place.delete' })}
        </Button>
      }
    >
      <Link to="/admin/bookings" className={`${ADMIN_LINK} mb-4`}>
        {intl.formatMessage({ id: 'bookings.admin.back' })}
      </Link>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card className="p-4 sm:p-6">
          <h2 className="mb-4 text-xl font-semibold">
            {intl.formatMessage({ id: 'bookings.admin.place.details' })}
          </h2>
          <PlaceForm key={place.data.updatedAt} place={place.data} onSaved={() => undefined} />
        </Card>
        <section aria-labelledby="admin-spaces">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id="admin-spaces" className="text-xl font-semibold">
              {intl.formatMessage({ id: 'bookings.admin.spaces' })}
            </h2>
            <Link to={`${base}/spaces/new`} className={ADMIN_LINK}>
              {intl.formatMessage({ id: 'bookings.admin.addSpace' })}
            </Link>
          </div>
          <List
            {...pagedList(spaces)}
            keyOf={(space) => space.id}
            label={intl.formatMessage({ id: 'bookings.admin.spaces' })}
            empty={intl.formatMessage({ id: 'bookings.admin.noSpaces' })}
            renderItem={(space) => (
              <Card className="flex flex-col gap-2 p-4">
                <h3 className="font-semibold">{space.name}</h3>
                <SpaceFacts space={space} />
                <div className="flex flex-wrap gap-2">
                  <Link to={`${base}/spaces/${space.id}`} className={ADMIN_LINK}>
                    {intl.formatMessage({ id: 'bookings.admin.editSpace' }, { name: space.name })}
                  </Link>
                  <Link to={`${base}/spaces/${space.id}/bookings`} className={ADMIN_LINK}>
                    {intl.formatMessage(
                      { id: 'bookings.admin.spaceBookings' },
                      { name: space.name },
                    )}
                  </Link>
                </div>
              </Card>
            )}
          />
        </section>
      </div>
      <ConfirmDialog
        {...confirmDelete.dialog}
        title={intl.formatMessage(
          { id: 'bookings.admin.place.deleteTitle' },
          { name: place.data.name },
        )}
        body={intl.formatMessage({ id: 'bookings.admin.place.deleteBody' })}
        confirmLabel={intl.formatMessage({ id: 'bookings.admin.place.delete' })}
      />
    </Page>
  );
}
