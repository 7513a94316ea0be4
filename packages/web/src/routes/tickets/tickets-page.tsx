import { useAttendee, useSelfEvents } from '@convene/client';
import type { EventSummary, RegistrationPass } from '@convene/contract';
import { useIntl } from 'react-intl';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Link } from '../../components/link';
import { List } from '../../components/list';
import { Page } from '../../components/page';
import { RelativeTime } from '../../components/relative-time';
import { formatEventWhen } from '../../lib/event-when';
import { Skeleton } from '../../components/skeleton';
import { pagedList } from '../../components/social/paged';
import { TabPanel, Tabs } from '../../components/tabs';
import { CalendarFeedPanel } from './calendar-feed';
import { EventLinks } from './event-links';
import { PassStatusBadge } from './pass-status';
import { useTabParam } from '../../components/use-tab-param';

const TABS = ['upcoming', 'past'] as const;
type Tab = (typeof TABS)[number];

/** One pass in an event's card: its type and status, linking to the pass (QR code). */
function PassLink({ eventId, pass }: { eventId: string; pass: RegistrationPass }) {
  const intl = useIntl();
  return (
    <li>
      <Link
        to={`/tickets/${eventId}/passes/${pass.id}`}
        className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 py-2 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-white/10"
      >
        <span className="min-w-0">
          <span className="block truncate font-medium">{pass.ticket.name}</span>
          <span className="block text-xs text-gray-600 dark:text-gray-300">
            {intl.formatMessage({ id: 'tickets.pass.number' }, { number: pass.alternateId })}
          </span>
        </span>
        <PassStatusBadge status={pass.status} />
      </Link>
    </li>
  );
}

/** An event the account is registered for, with the passes it holds there. */
function TicketCard({ event }: { event: EventSummary }) {
  const intl = useIntl();
  const registration = useAttendee(event.id);
  const passes = registration.data?.passes ?? [];
  const coupons = registration.data?.coupons.length ?? 0;
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div>
        <h2 className="text-lg font-semibold">
          <Link to={`/events/${event.slug}`} className="hover:underline">
            {event.name}
          </Link>
        </h2>
        <p className="text-sm text-gray-700 dark:text-gray-200">
          {formatEventWhen(intl.locale, event)}{' '}
          <span className="text-gray-600 dark:text-gray-300">
            (<RelativeTime date={event.eventStart} />)
          </span>
        </p>
      </div>
      {registration.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : passes.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {intl.formatMessage({ id: 'tickets.passes.none' })}
        </p>
      ) : (
        <ul
          aria-label={intl.formatMessage({ id: 'tickets.passes' }, { name: event.name })}
          className="-mx-3 flex flex-col"
        >
          {passes.map((pass) => (
            <PassLink key={pass.id} eventId={event.id} pass={pass} />
          ))}
        </ul>
      )}
      {passes.length > 0 || coupons > 0 ? (
        <EventLinks
          eventId={event.id}
          current="tickets"
          eventName={event.name}
          groupTickets={coupons > 0}
        />
      ) : null}
    </Card>
  );
}

function TicketList({ when }: { when: Tab }) {
  const intl = useIntl();
  const query = useSelfEvents({ past: when === 'past' });
  return (
    <List
      {...pagedList(query)}
      keyOf={(event) => event.id}
      renderItem={(event) => <TicketCard event={event} />}
      skeleton="cards"
      label={intl.formatMessage({ id: `tickets.tabs.${when}` })}
      className="grid grid-cols-1 gap-3 md:grid-cols-2"
      empty={
        <EmptyState
          title={intl.formatMessage({ id: `tickets.empty.${when}` })}
          body={intl.formatMessage({ id: 'tickets.empty.body' })}
          action={
            <Link
              to="/events"
              className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 font-semibold text-on-primary"
            >
              {intl.formatMessage({ id: 'tickets.empty.action' })}
            </Link>
          }
        />
      }
    />
  );
}

/** /tickets: the events the account holds passes for, upcoming or past, each with its passes. */
export function TicketsPage() {
  const intl = useIntl();
  const [tab, selectTab] = useTabParam(TABS);
  return (
    <Page title={intl.formatMessage({ id: 'tickets.title' })} width="wide">
      <Tabs
        id="tickets"
        tabs={TABS}
        value={tab}
        onChange={selectTab}
        label={intl.formatMessage({ id: 'tickets.tabs.label' })}
        labelOf={(value) => intl.formatMessage({ id: `tickets.tabs.${value}` })}
      />
      <TabPanel id="tickets" tab={tab}>
        <TicketList when={tab} />
      </TabPanel>
      <CalendarFeedPanel />
    </Page>
  );
}
