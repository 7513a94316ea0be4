import { useListing } from '@convene/client';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ProblemPage } from '../../app/problem-page';
import {
  HostEventNav,
  hostEventPath,
  type HostEventSection,
} from '../../components/host-event-nav';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { Skeleton } from '../../components/skeleton';

/** The route's event id (the pages of this area all live under /host/events/:eventId). */
export function useEventId(): string {
  return useParams().eventId ?? '';
}

/**
 * A host page of one event: its heading, the event's name (back to its overview), the
 * event's sub-navigation, then the section. The listing read checks that the viewer hosts the
 * event: anyone else, or another community's id, gets the problem page.
 */
export function HostDoorFrame({
  section,
  title,
  actions,
  children,
}: {
  section: HostEventSection;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const eventId = useEventId();
  const listing = useListing(eventId);
  if (listing.error) return <ProblemPage error={listing.error} />;
  return (
    <Page title={title} actions={actions} width="wide">
      <p className="-mt-4 mb-4 text-gray-700 dark:text-gray-300">
        {listing.data ? (
          <Link to={hostEventPath(eventId, 'overview')} className="font-semibold underline">
            {listing.data.name}
          </Link>
        ) : (
          <Skeleton className="h-5 w-48" />
        )}
      </p>
      <HostEventNav eventId={eventId} current={section} />
      {children}
    </Page>
  );
}

/** Amounts are integer cents (USD). */
export function formatCents(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
}
