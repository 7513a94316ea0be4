import { useListing } from '@convene/client';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ProblemPage } from '../../app/problem-page';
import { HostEventNav } from '../../components/host-event-nav';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { BannerPageSkeleton } from '../../components/skeleton';
import { CataloguePanel } from './catalogue-panel';
import { CoHostsPanel } from './co-hosts-panel';
import { ListingEdit } from './listing-edit';
import { StatusPanel } from './status-panel';

/**
 * /host/events/:eventId — a hosted event's overview: its status (publish, cancel, delete),
 * its fields, what it sells and its co-hosts. The listing read refuses anyone who neither
 * hosts nor co-hosts it (the problem page).
 */
export function ListingOverviewPage() {
  const intl = useIntl();
  const eventId = useParams().eventId ?? '';
  const listing = useListing(eventId);
  if (listing.error) return <ProblemPage error={listing.error} />;
  if (!listing.data) return <BannerPageSkeleton width="max-w-4xl" />;
  const event = listing.data;
  return (
    <Page title={event.name} width="wide">
      <p className="-mt-4 mb-4 text-sm text-gray-700 dark:text-gray-300">
        <Link to="/host" className="underline">
          {intl.formatMessage({ id: 'host.back' })}
        </Link>
      </p>
      <HostEventNav eventId={event.id} current="overview" />
      <div className="flex flex-col gap-6">
        <StatusPanel listing={event} />
        <CataloguePanel eventId={event.id} />
        <ListingEdit key={event.updatedAt} listing={event} />
        <CoHostsPanel listing={event} />
      </div>
    </Page>
  );
}
