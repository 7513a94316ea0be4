import { useListings } from '@convene/client';
import type { ListingSummary } from '@convene/contract';
import { useIntl } from 'react-intl';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { hostEventPath } from '../../components/host-event-nav';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { RelativeTime } from '../../components/relative-time';
import { pagedList } from '../../components/social/paged';
import { TabPanel, Tabs } from '../../components/tabs';
import { useTabParam } from '../../components/use-tab-param';
import { ListingStatusBadge } from './status-badge';

const TABS = ['upcoming', 'past'] as const;
type Tab = (typeof TABS)[number];

const BUTTON_LINK =
  'inline-flex min-h-11 items-center rounded-lg bg-primary px-4 font-semibold text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

const SECONDARY_LINK =
  'inline-flex min-h-11 items-center rounded-lg border-2 border-primary px-4 font-semibold text-gray-900 hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:text-white dark:hover:bg-primary/20';

/** One listing: name (to its overview), when, status and the reader's role. */
function ListingCard({ listing }: { listing: ListingSummary }) {
  const intl = useIntl();
  return (
    <Card className="flex flex-col gap-2 p-4">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg font-semibold break-words">
          <Link to={hostEventPath(listing.id, 'overview')} className="hover:underline">
            {listing.name}
          </Link>
        </h2>
        <ListingStatusBadge status={listing.status} />
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-300">
        <RelativeTime date={listing.eventStart} />
        {' · '}
        {intl.formatMessage({ id: `host.type.${listing.eventType}` })}
        {' · '}
        {intl.formatMessage({ id: `host.role.${listing.role}` })}
      </p>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {intl.formatMessage(
          { id: 'host.listings.registrations' },
          { count: listing.registrationCount },
        )}
      </p>
    </Card>
  );
}

function ListingList({ when }: { when: Tab }) {
  const intl = useIntl();
  const query = useListings({ past: when === 'past' });
  return (
    <List
      {...pagedList(query)}
      keyOf={(listing) => listing.id}
      renderItem={(listing) => <ListingCard listing={listing} />}
      skeleton="cards"
      label={intl.formatMessage({ id: `host.tabs.${when}` })}
      className="grid grid-cols-1 gap-3 md:grid-cols-2"
      empty={
        <EmptyState
          title={intl.formatMessage({ id: `host.empty.${when}` })}
          body={intl.formatMessage({ id: 'host.empty.body' })}
          action={
            <Link to="/host/new" className={BUTTON_LINK}>
              {intl.formatMessage({ id: 'host.create' })}
            </Link>
          }
        />
      }
    />
  );
}

/**
 * /host: the events the account hosts or co-hosts, upcoming or past, drafts included, and
 * the way to their dashboard (/host/dashboard).
 */
export function ListingsPage() {
  const intl = useIntl();
  const [tab, selectTab] = useTabParam(TABS);
  return (
    <Page
      title={intl.formatMessage({ id: 'host.title' })}
      width="wide"
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to="/host/dashboard" className={SECONDARY_LINK}>
            {intl.formatMessage({ id: 'host.dashboard.nav' })}
          </Link>
          <Link to="/host/new" className={BUTTON_LINK}>
            {intl.formatMessage({ id: 'host.create' })}
          </Link>
        </div>
      }
    >
      <Tabs
        id="host-listings"
        tabs={TABS}
        value={tab}
        onChange={selectTab}
        label={intl.formatMessage({ id: 'host.tabs.label' })}
        labelOf={(value) => intl.formatMessage({ id: `host.tabs.${value}` })}
      />
      <TabPanel id="host-listings" tab={tab}>
        <ListingList when={tab} />
      </TabPanel>
    </Page>
  );
}
