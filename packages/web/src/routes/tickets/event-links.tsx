import { useIntl } from 'react-intl';
import { Link } from '../../components/link';
import type { MessageId } from '../../i18n/catalogue';

type Place = 'tickets' | 'pass' | 'sessions' | 'activations' | 'group-tickets';

interface EventLink {
  place: Exclude<Place, 'pass'>;
  label: MessageId;
  path: (eventId: string) => string;
}

const LINKS: EventLink[] = [
  { place: 'tickets', label: 'tickets.pass.back', path: () => '/tickets' },
  { place: 'sessions', label: 'tickets.sessions.title', path: (id) => `/tickets/${id}/sessions` },
  {
    place: 'activations',
    label: 'tickets.activations.title',
    path: (id) => `/tickets/${id}/activations`,
  },
  {
    place: 'group-tickets',
    label: 'tickets.group.title',
    path: (id) => `/tickets/${id}/group-tickets`,
  },
];

/**
 * The attendee's places for one event: my tickets, its sessions, its activations and, for
 * a buyer of group tickets, those; the current one left out.
 */
export function EventLinks({
  eventId,
  current,
  eventName,
  groupTickets = current === 'group-tickets',
}: {
  eventId: string;
  current: Place;
  /** Names the event in the links' landmark when several events are listed. */
  eventName?: string;
  /** Whether the account bought group tickets for the event. */
  groupTickets?: boolean;
}) {
  const intl = useIntl();
  const shown = LINKS.filter(
    (link) => link.place !== current && (link.place !== 'group-tickets' || groupTickets),
  );
  return (
    <nav
      aria-label={
        eventName
          ? intl.formatMessage({ id: 'tickets.links.labelOf' }, { name: eventName })
          : intl.formatMessage({ id: 'tickets.links.label' })
      }
      className="flex flex-wrap gap-x-4 gap-y-1"
    >
      {shown.map((link) => (
        <Link
          key={link.place}
          to={link.path(eventId)}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline"
        >
          {intl.formatMessage({ id: link.label })}
        </Link>
      ))}
    </nav>
  );
}
