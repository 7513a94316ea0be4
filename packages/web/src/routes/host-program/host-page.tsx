import { useListing } from '@convene/client';
import type { EventListing } from '@convene/contract';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { HostEventNav } from '../../components/host-event-nav';
import { Page } from '../../components/page';
import { ListSkeleton } from '../../components/skeleton';

/**
 * A host page of the event in the path: "<section> · <event>" as its heading, the event's
 * host navigation, then `children` once the listing is loaded. A listing the account may not
 * manage (403) or cannot see (404) shows the problem page.
 */
export function HostPage({
  section,
  children,
}: {
  section: 'program' | 'questions';
  children: (listing: EventListing) => ReactNode;
}) {
  const intl = useIntl();
  const eventId = useParams().eventId ?? '';
  const listing = useListing(eventId);
  if (listing.error) throw listing.error;
  const heading = intl.formatMessage({ id: `hostProgram.${section}.title` });
  return (
    <Page
      width="wide"
      title={
        listing.data
          ? intl.formatMessage(
              { id: 'hostProgram.of' },
              { section: heading, name: listing.data.name },
            )
          : heading
      }
    >
      <HostEventNav eventId={eventId} current={section} />
      {listing.data ? children(listing.data) : <ListSkeleton count={4} />}
    </Page>
  );
}
